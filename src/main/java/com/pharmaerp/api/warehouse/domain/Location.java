package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.warehouse.WarehouseProblem;

/**
 * A place stock can be in, with the temperature range it keeps. Stock of a material may enter it
 * only if this range lies within the material's (the stock movements check it).
 */
public final class Location {

    public static final String ID_PREFIX = "loc";
    public static final String NOUN = "location";
    /** The kind of location that holds returned goods until a return's disposition decides their fate. */
    public static final String RETURNS = "returns";
    /** The kind of location saleable stock is kept in. */
    public static final String STORAGE = "storage";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private LocationData data;

    private Location(String id, int version, Instant createdAt, Instant updatedAt, LocationData data) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.data = kept(data);
    }

    /** A new location at version 1. */
    public static Location create(String id, LocationData data, Instant now) {
        return new Location(id, 1, now, now, data);
    }

    /** A location as it was stored. */
    public static Location rehydrate(String id, int version, Instant createdAt, Instant updatedAt, LocationData data) {
        return new Location(id, version, createdAt, updatedAt, data);
    }

    public LocationEvent.Created created() {
        return new LocationEvent.Created(id, LocationState.of(data));
    }

    /** @return the event, or null when nothing changes */
    public LocationEvent.Updated change(LocationData next, String reason, Instant now) {
        // As given, so the audited change compares what was asked for with what is stored.
        LocationEvent.Updated updated = new LocationEvent.Updated(id, LocationState.of(data), LocationState.of(next), reason);
        if (DomainEvent.of(updated).changes().isEmpty()) {
            return null;
        }
        data = kept(next);
        version++;
        updatedAt = now;
        return updated;
    }

    /**
     * Stock of a material may enter only a location whose range lies within the material's.
     *
     * @param field where the location was named, for {@code errors[]}
     * @throws Refusal storage_condition_mismatch, or validation_failed for an inactive location
     */
    public void requireFitFor(Material material, String field) {
        if (!data.active()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "Location " + code() + " is inactive: no stock may enter it.",
                    List.of(new Problem.FieldError(field, "inactive location")));
        }
        if (storageMinCelsius().compareTo(material.storageMinCelsius()) < 0
                || storageMaxCelsius().compareTo(material.storageMaxCelsius()) > 0) {
            throw new Refusal(WarehouseProblem.STORAGE_CONDITION_MISMATCH, "Location " + code() + " keeps "
                    + storageMinCelsius() + " to " + storageMaxCelsius() + " °C, outside material " + material.code() + "'s "
                    + material.storageMinCelsius() + " to " + material.storageMaxCelsius() + " °C.",
                    List.of(new Problem.FieldError(field, "storage range not within the material's")));
        }
    }

    /**
     * Stock leaves a returns location only by a return's disposition, never by a transfer, shipment or consumption.
     *
     * @throws Refusal returns_location for a returns location
     */
    public void requireStockMayLeaveByHand() {
        if (isReturns()) {
            throw new Refusal(WarehouseProblem.RETURNS_LOCATION, "Location " + code() + " holds returned goods: they leave "
                    + "only by their return's disposition. Nothing was moved.");
        }
    }

    public boolean isReturns() {
        return RETURNS.equals(data.kind());
    }

    /** One decimal, as the column keeps it, so a write reads back the same. */
    private static LocationData kept(LocationData data) {
        return new LocationData(data.code(), data.name(), data.kind(), data.storageMinCelsius().setScale(1),
                data.storageMaxCelsius().setScale(1), data.active());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public LocationData data() {
        return data;
    }

    public String code() {
        return data.code();
    }

    public String name() {
        return data.name();
    }

    public String kind() {
        return data.kind();
    }

    public BigDecimal storageMinCelsius() {
        return data.storageMinCelsius();
    }

    public BigDecimal storageMaxCelsius() {
        return data.storageMaxCelsius();
    }

    public boolean active() {
        return data.active();
    }
}
