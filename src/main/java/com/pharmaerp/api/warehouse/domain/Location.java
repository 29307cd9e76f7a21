package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A place stock can be in, with the temperature range it keeps. Stock of a material may enter it
 * only if this range lies within the material's (the stock movements, next, check it).
 */
@Entity
@Table(name = "locations")
public class Location {

    public static final String ID_PREFIX = "loc";

    @Id
    public String id;
    @Column(name = "tenant_id", nullable = false, updatable = false)
    public String tenantId;
    public String code;
    public String name;
    public String kind;
    @Column(name = "storage_min_celsius")
    public BigDecimal storageMinCelsius;
    @Column(name = "storage_max_celsius")
    public BigDecimal storageMaxCelsius;
    public boolean active;
    public int version;
    @Column(name = "created_at", updatable = false)
    public Instant createdAt;
    @Column(name = "updated_at")
    public Instant updatedAt;

    public static Location create(String id, String tenantId, LocationData data, Instant now) {
        Location location = new Location();
        location.id = id;
        location.tenantId = tenantId;
        location.apply(data);
        location.version = 1;
        location.createdAt = now;
        location.updatedAt = now;
        return location;
    }

    public LocationData data() {
        return new LocationData(code, name, kind, storageMinCelsius, storageMaxCelsius, active);
    }

    /** @return whether anything changed (an unchanged PATCH leaves the version as it was) */
    public boolean change(LocationData data, Instant now) {
        if (data.equals(data())) {
            return false;
        }
        apply(data);
        version++;
        updatedAt = now;
        return true;
    }


    private void apply(LocationData data) {
        code = data.code();
        name = data.name();
        kind = data.kind();
        storageMinCelsius = data.storageMinCelsius().setScale(1);
        storageMaxCelsius = data.storageMaxCelsius().setScale(1);
        active = data.active();
    }
}
