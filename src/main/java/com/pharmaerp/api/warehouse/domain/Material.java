package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A material the warehouse stocks: what it is, the unit its quantities are kept in, and the GMP
 * master data every lot of it inherits (shelf life, retest interval, storage range). Changes go
 * through {@link #change} so the version moves with every change and never otherwise.
 */
@Entity
@Table(name = "materials")
public class Material {

    public static final String ID_PREFIX = "mat";

    @Id
    public String id;
    @Column(name = "tenant_id", nullable = false, updatable = false)
    public String tenantId;
    public String code;
    public String name;
    public String type;
    @Column(name = "base_unit", updatable = false)
    public String baseUnit;
    @Column(name = "shelf_life_days")
    public int shelfLifeDays;
    @Column(name = "retest_interval_days")
    public int retestIntervalDays;
    @Column(name = "storage_min_celsius")
    public BigDecimal storageMinCelsius;
    @Column(name = "storage_max_celsius")
    public BigDecimal storageMaxCelsius;
    public int version;
    @Column(name = "created_at", updatable = false)
    public Instant createdAt;
    @Column(name = "updated_at")
    public Instant updatedAt;

    public static Material create(String id, String tenantId, MaterialData data, Instant now) {
        Material material = new Material();
        material.id = id;
        material.tenantId = tenantId;
        material.baseUnit = data.baseUnit();
        material.apply(data);
        material.version = 1;
        material.createdAt = now;
        material.updatedAt = now;
        return material;
    }

    /** The data as a caller would send it, e.g. to apply a merge patch to. */
    public MaterialData data() {
        return new MaterialData(code, name, type, baseUnit, shelfLifeDays, retestIntervalDays, storageMinCelsius,
                storageMaxCelsius);
    }

    /**
     * Replaces the changeable data; the base unit never changes (quantities are kept in it).
     *
     * @return whether anything changed (an unchanged PATCH leaves the version as it was)
     */
    public boolean change(MaterialData data, Instant now) {
        if (!data.baseUnit().equals(baseUnit)) {
            throw new IllegalArgumentException("baseUnit cannot change");
        }
        if (data.equals(data())) {
            return false;
        }
        apply(data);
        version++;
        updatedAt = now;
        return true;
    }

    private void apply(MaterialData data) {
        code = data.code();
        name = data.name();
        type = data.type();
        shelfLifeDays = data.shelfLifeDays();
        retestIntervalDays = data.retestIntervalDays();
        // One decimal, as the column keeps it, so a write reads back the same (validated: no rounding happens).
        storageMinCelsius = data.storageMinCelsius().setScale(1);
        storageMaxCelsius = data.storageMaxCelsius().setScale(1);
    }
}
