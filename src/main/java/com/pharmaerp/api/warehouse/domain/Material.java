package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.pharmaerp.api.platform.persistence.TenantEntity;

/**
 * A material the warehouse stocks: what it is, the unit its quantities are kept in, and the GMP
 * master data every lot of it inherits (shelf life, retest interval, storage range).
 */
@Entity
@Table(name = "materials")
public class Material extends TenantEntity<MaterialData> {

    public static final String ID_PREFIX = "mat";

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

    @Override
    public MaterialData data() {
        return new MaterialData(code, name, type, baseUnit, shelfLifeDays, retestIntervalDays, storageMinCelsius,
                storageMaxCelsius);
    }

    /**
     * Replaces the changeable data; the base unit never changes (quantities are kept in it).
     *
     * @return whether anything changed (an unchanged PATCH leaves the version as it was)
     */
    @Override
    public boolean change(MaterialData data, Instant now) {
        if (!data.baseUnit().equals(baseUnit)) {
            throw new IllegalArgumentException("baseUnit cannot change");
        }
        return super.change(data, now);
    }

    @Override
    protected void apply(MaterialData data) {
        code = data.code();
        name = data.name();
        type = data.type();
        baseUnit = data.baseUnit();
        shelfLifeDays = data.shelfLifeDays();
        retestIntervalDays = data.retestIntervalDays();
        // One decimal, as the column keeps it, so a write reads back the same (validated: no rounding happens).
        storageMinCelsius = data.storageMinCelsius().setScale(1);
        storageMaxCelsius = data.storageMaxCelsius().setScale(1);
    }
}
