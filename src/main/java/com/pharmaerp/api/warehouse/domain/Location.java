package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.warehouse.WarehouseProblem;

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

    /**
     * Stock of a material may enter only a location whose range lies within the material's.
     *
     * @param field where the location was named, for {@code errors[]}
     * @throws ProblemException 422 storage_condition_mismatch, or 422 validation_failed for an inactive location
     */
    public void requireFitFor(Material material, String field) {
        if (!active) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "Location " + code + " is inactive: no stock "
                    + "may enter it.", List.of(new Problem.FieldError(field, "inactive location")));
        }
        if (storageMinCelsius.compareTo(material.storageMinCelsius) < 0
                || storageMaxCelsius.compareTo(material.storageMaxCelsius) > 0) {
            throw new ProblemException(WarehouseProblem.STORAGE_CONDITION_MISMATCH, "Location " + code + " keeps "
                    + storageMinCelsius + " to " + storageMaxCelsius + " °C, outside material " + material.code + "'s "
                    + material.storageMinCelsius + " to " + material.storageMaxCelsius + " °C.",
                    List.of(new Problem.FieldError(field, "storage range not within the material's")));
        }
    }

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
