package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.pharmaerp.api.platform.persistence.TenantEntity;

/**
 * A place stock can be in, with the temperature range it keeps. Stock of a material may enter it
 * only if this range lies within the material's (the stock movements, next, check it).
 */
@Entity
@Table(name = "locations")
public class Location extends TenantEntity<LocationData> {

    public static final String ID_PREFIX = "loc";

    public String code;
    public String name;
    public String kind;
    @Column(name = "storage_min_celsius")
    public BigDecimal storageMinCelsius;
    @Column(name = "storage_max_celsius")
    public BigDecimal storageMaxCelsius;
    public boolean active;

    @Override
    public LocationData data() {
        return new LocationData(code, name, kind, storageMinCelsius, storageMaxCelsius, active);
    }

    @Override
    protected void apply(LocationData data) {
        code = data.code();
        name = data.name();
        kind = data.kind();
        storageMinCelsius = data.storageMinCelsius().setScale(1);
        storageMaxCelsius = data.storageMaxCelsius().setScale(1);
        active = data.active();
    }
}
