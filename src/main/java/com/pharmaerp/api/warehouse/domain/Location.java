package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.warehouse.WarehouseProblem;

/**
 * A place stock can be in, with the temperature range it keeps. Stock of a material may enter it
 * only if this range lies within the material's (the stock movements check it).
 */
public final class Location {

    public static final String ID_PREFIX = "loc";
    public static final String NOUN = "location";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String code;
    public String name;
    public String kind;
    public BigDecimal storageMinCelsius;
    public BigDecimal storageMaxCelsius;
    public boolean active;

    /** A new location at version 1. */
    public static Location create(String id, LocationData data, Instant now) {
        Location location = new Location();
        location.id = id;
        location.version = 1;
        location.createdAt = now;
        location.updatedAt = now;
        location.apply(data);
        return location;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(data()), null);
    }

    public LocationData data() {
        return new LocationData(code, name, kind, storageMinCelsius, storageMaxCelsius, active);
    }

    /** The fields a change to {@code next} would change, as the audit trail names them. */
    public List<Change> changesTo(LocationData next) {
        return Change.between(recorded(data()), recorded(next));
    }

    /** @return the event, or null when nothing changes */
    public DomainEvent change(LocationData next, String reason, Instant now) {
        List<Change> changes = changesTo(next);
        if (changes.isEmpty()) {
            return null;
        }
        apply(next);
        version++;
        updatedAt = now;
        return new DomainEvent(NOUN + ".updated", NOUN, id, changes, reason);
    }

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

    private void apply(LocationData data) {
        code = data.code();
        name = data.name();
        kind = data.kind();
        storageMinCelsius = data.storageMinCelsius().setScale(1);
        storageMaxCelsius = data.storageMaxCelsius().setScale(1);
        active = data.active();
    }

    private static JsonNode recorded(LocationData data) {
        return Recorded.of("code", data.code(), "name", data.name(), "kind", data.kind(),
                "storage", Recorded.of("minCelsius", data.storageMinCelsius(), "maxCelsius", data.storageMaxCelsius()),
                "active", data.active());
    }
}
