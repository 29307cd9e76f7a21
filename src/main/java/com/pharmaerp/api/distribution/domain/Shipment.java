package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/**
 * A delivery of finished product to a customer (21 CFR 211.196: the distribution record). A draft
 * is written and rewritten by the warehouse clerk; shipping picks its lots and posts them out of
 * stock in one transaction, after which it never changes (a wrong shipment is corrected by a return).
 */
public final class Shipment {

    public static final String ID_PREFIX = "shp";
    public static final String NUMBER_PREFIX = "SH";
    public static final String NOUN = "shipment";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String customerId;
    public String status = ShipmentStatus.DRAFT.id();
    public List<ShipmentLine> lines;
    public List<ShipmentAllocation> allocations = List.of();
    public String createdBy;
    public Instant shippedAt;
    public String shippedBy;

    /** A new draft at version 1. */
    public static Shipment draft(String id, String number, String customerId, List<ShipmentLine> lines, String createdBy,
            Instant now) {
        Shipment shipment = new Shipment();
        shipment.id = id;
        shipment.version = 1;
        shipment.createdAt = now;
        shipment.updatedAt = now;
        shipment.number = number;
        shipment.customerId = customerId;
        shipment.lines = lines;
        shipment.createdBy = createdBy;
        return shipment;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    public ShipmentStatus status() {
        return ShipmentStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    /**
     * The clerk rewrites a draft: its customer and its lines, whole.
     *
     * @return the event, or null when nothing changes
     */
    public DomainEvent change(String nextCustomerId, List<ShipmentLine> nextLines, Instant now) {
        requireDraft("only a draft shipment changes");
        JsonNode before = recorded();
        customerId = nextCustomerId;
        lines = nextLines;
        List<Change> changes = Change.between(before, recorded());
        if (changes.isEmpty()) {
            return null;
        }
        touched(now);
        return new DomainEvent(NOUN + ".updated", NOUN, id, changes, null);
    }

    /** @throws com.pharmaerp.api.platform.problem.ProblemException 409 invalid_transition unless a draft */
    public void requireShippable() {
        requireDraft("only a draft shipment ships");
    }

    /** The draft leaves with what was picked for it; from now on it never changes. */
    public DomainEvent ship(List<ShipmentAllocation> picked, String userId, Instant now) {
        requireShippable();
        JsonNode before = recorded();
        status = ShipmentStatus.SHIPPED.id();
        allocations = picked;
        shippedAt = now;
        shippedBy = userId;
        touched(now);
        return DomainEvent.changed(NOUN + ".shipped", NOUN, id, before, recorded(), null);
    }

    /** The clerk drops a draft; nothing was posted. */
    public DomainEvent cancel(Instant now) {
        requireDraft("only a draft shipment is cancelled; a shipped one is corrected by a return");
        JsonNode before = recorded();
        status = ShipmentStatus.CANCELLED.id();
        touched(now);
        return DomainEvent.changed(NOUN + ".cancelled", NOUN, id, before, recorded(), null);
    }

    private void requireDraft(String rule) {
        States.require(status(), "Shipment " + number, rule, ShipmentStatus.DRAFT);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    /** The shipment as the audit trail records it: lines as written, allocations once shipped. */
    private JsonNode recorded() {
        return Recorded.of("number", number, "customerId", customerId, "status", status,
                "lines", lines.stream().map(line -> Recorded.of("lineNo", line.lineNo(), "materialId", line.materialId(),
                        "quantity", QuantityJson.of(line.quantity()), "lotId", line.lotId(), "fefoOverrideReason",
                        line.fefoOverrideReason())).toList(),
                "allocations", allocations.stream().map(a -> Recorded.of("lineNo", a.lineNo(), "lotId", a.lotId(),
                        "locationId", a.locationId(), "quantity", QuantityJson.of(a.quantity()), "movementId",
                        a.movementId())).toList(),
                "shippedAt", shippedAt, "shippedBy", shippedBy);
    }
}
