package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;

/**
 * A material the warehouse stocks: what it is, the unit its quantities are kept in, and the GMP
 * master data every lot of it inherits (shelf life, retest interval, storage range).
 */
public final class Material {

    public static final String ID_PREFIX = "mat";
    public static final String NOUN = "material";
    /** Changing these is a change of GMP master data: it needs a reason. */
    public static final Set<String> GMP_FIELDS = Set.of("shelfLifeDays", "retestIntervalDays", "storage");

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String code;
    public String name;
    public String type;
    public String baseUnit;
    public int shelfLifeDays;
    public int retestIntervalDays;
    public BigDecimal storageMinCelsius;
    public BigDecimal storageMaxCelsius;

    /** A new material at version 1. */
    public static Material create(String id, MaterialData data, Instant now) {
        Material material = new Material();
        material.id = id;
        material.version = 1;
        material.createdAt = now;
        material.updatedAt = now;
        material.apply(data);
        return material;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(data()), null);
    }

    public MaterialData data() {
        return new MaterialData(code, name, type, baseUnit, shelfLifeDays, retestIntervalDays, storageMinCelsius,
                storageMaxCelsius);
    }

    /** The fields a change to {@code next} would change, as the audit trail names them. */
    public List<Change> changesTo(MaterialData next) {
        return Change.between(recorded(data()), recorded(next));
    }

    /**
     * Replaces the data; the base unit never changes (quantities are kept in it).
     *
     * @param reason why, where a change of GMP master data needs it
     * @return the event, or null when nothing changes (an unchanged PATCH leaves the version as it was)
     */
    public DomainEvent change(MaterialData next, String reason, Instant now) {
        if (!next.baseUnit().equals(baseUnit)) {
            throw new IllegalArgumentException("baseUnit cannot change");
        }
        List<Change> changes = changesTo(next);
        if (changes.isEmpty()) {
            return null;
        }
        apply(next);
        version++;
        updatedAt = now;
        return new DomainEvent(NOUN + ".updated", NOUN, id, changes, reason);
    }

    private void apply(MaterialData data) {
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

    private static JsonNode recorded(MaterialData data) {
        return Recorded.of("code", data.code(), "name", data.name(), "type", data.type(), "baseUnit", data.baseUnit(),
                "shelfLifeDays", data.shelfLifeDays(), "retestIntervalDays", data.retestIntervalDays(),
                "storage", Recorded.of("minCelsius", data.storageMinCelsius(), "maxCelsius", data.storageMaxCelsius()));
    }
}
