package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;

/**
 * A material the warehouse stocks: what it is, the unit its quantities are kept in, and the GMP
 * master data every lot of it inherits (shelf life, retest interval, storage range).
 */
public final class Material {

    public static final String ID_PREFIX = "mat";
    public static final String NOUN = "material";
    /** Changing these is a change of GMP master data: it needs a reason. */
    public static final Set<String> GMP_FIELDS = Set.of("shelfLifeDays", "retestIntervalDays", "storage");

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private MaterialData data;

    private Material(String id, int version, Instant createdAt, Instant updatedAt, MaterialData data) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.data = kept(data);
    }

    /** A new material at version 1. */
    public static Material create(String id, MaterialData data, Instant now) {
        return new Material(id, 1, now, now, data);
    }

    /** A material as it was stored. */
    public static Material rehydrate(String id, int version, Instant createdAt, Instant updatedAt, MaterialData data) {
        return new Material(id, version, createdAt, updatedAt, data);
    }

    public MaterialEvent.Created created() {
        return new MaterialEvent.Created(id, MaterialState.of(data));
    }

    /** The fields a change to {@code next} would change, as the audit trail names them. */
    public List<Change> changesTo(MaterialData next) {
        return DomainEvent.of(updated(next, null)).changes();
    }

    /**
     * A material's quantities are kept in its base unit: it never changes.
     *
     * @throws Refusal validation_failed naming baseUnit
     */
    public void requireBaseUnitKept(MaterialData next) {
        if (!next.baseUnit().equals(data.baseUnit())) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "A material's base unit never changes: its quantities are "
                    + "kept in it. Create a new material instead.", List.of(new Problem.FieldError("baseUnit", "cannot be changed")));
        }
    }

    /**
     * Replaces the data; the base unit never changes (quantities are kept in it).
     *
     * @param reason why, where a change of GMP master data needs it
     * @return the event, or null when nothing changes (an unchanged PATCH leaves the version as it was)
     */
    public MaterialEvent.Updated change(MaterialData next, String reason, Instant now) {
        requireBaseUnitKept(next);
        MaterialEvent.Updated updated = updated(next, reason);
        if (DomainEvent.of(updated).changes().isEmpty()) {
            return null;
        }
        data = kept(next);
        version++;
        updatedAt = now;
        return updated;
    }

    /** As given, so the audited change compares what was asked for with what is stored. */
    private MaterialEvent.Updated updated(MaterialData next, String reason) {
        return new MaterialEvent.Updated(id, MaterialState.of(data), MaterialState.of(next), reason);
    }

    /** One decimal, as the column keeps it, so a write reads back the same (validated: no rounding happens). */
    private static MaterialData kept(MaterialData data) {
        return new MaterialData(data.code(), data.name(), data.type(), data.baseUnit(), data.shelfLifeDays(),
                data.retestIntervalDays(), data.storageMinCelsius().setScale(1), data.storageMaxCelsius().setScale(1));
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

    public MaterialData data() {
        return data;
    }

    public String code() {
        return data.code();
    }

    public String name() {
        return data.name();
    }

    public String type() {
        return data.type();
    }

    public String baseUnit() {
        return data.baseUnit();
    }

    public int shelfLifeDays() {
        return data.shelfLifeDays();
    }

    public int retestIntervalDays() {
        return data.retestIntervalDays();
    }

    public BigDecimal storageMinCelsius() {
        return data.storageMinCelsius();
    }

    public BigDecimal storageMaxCelsius() {
        return data.storageMaxCelsius();
    }
}
