package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

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

    private final String id;
    private final String number;
    private final String createdBy;
    private final Instant createdAt;
    private int version;
    private Instant updatedAt;
    private String customerId;
    private ShipmentStatus status;
    private List<ShipmentLine> lines;
    private List<ShipmentAllocation> allocations;
    private Instant shippedAt;
    private LocalDate shippedOn;
    private String shippedBy;

    private Shipment(String id, int version, Instant createdAt, Instant updatedAt, String number, String customerId,
            ShipmentStatus status, List<ShipmentLine> lines, List<ShipmentAllocation> allocations, String createdBy,
            Instant shippedAt, LocalDate shippedOn, String shippedBy) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.customerId = customerId;
        this.status = status;
        this.lines = List.copyOf(lines);
        this.allocations = List.copyOf(allocations);
        this.createdBy = createdBy;
        this.shippedAt = shippedAt;
        this.shippedOn = shippedOn;
        this.shippedBy = shippedBy;
    }

    /** A new draft at version 1. */
    public static Shipment draft(String id, String number, String customerId, List<ShipmentLine> lines, String createdBy,
            Instant now) {
        return new Shipment(id, 1, now, now, number, customerId, ShipmentStatus.DRAFT, lines, List.of(), createdBy, null,
                null, null);
    }

    /** A shipment as it was stored, with what it took (none before it shipped). */
    public static Shipment rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String customerId, ShipmentStatus status, List<ShipmentLine> lines, List<ShipmentAllocation> allocations,
            String createdBy, Instant shippedAt, LocalDate shippedOn, String shippedBy) {
        return new Shipment(id, version, createdAt, updatedAt, number, customerId, status, lines, allocations, createdBy,
                shippedAt, shippedOn, shippedBy);
    }

    public ShipmentEvent.Created created() {
        return new ShipmentEvent.Created(id, state());
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

    public String number() {
        return number;
    }

    public String customerId() {
        return customerId;
    }

    public ShipmentStatus status() {
        return status;
    }

    public List<ShipmentLine> lines() {
        return lines;
    }

    /** What its lines took, in the order they were picked; empty until it ships. */
    public List<ShipmentAllocation> allocations() {
        return allocations;
    }

    public String createdBy() {
        return createdBy;
    }

    public Instant shippedAt() {
        return shippedAt;
    }

    /** The business date it shipped on (the sandbox clock applies); a return's time limit counts from it. */
    public LocalDate shippedOn() {
        return shippedOn;
    }

    public String shippedBy() {
        return shippedBy;
    }

    /**
     * The clerk rewrites a draft: its customer and its lines, whole.
     *
     * @return the event, or null when nothing changes
     */
    public ShipmentEvent.Updated change(String nextCustomerId, List<ShipmentLine> nextLines, Instant now) {
        requireDraft("only a draft shipment changes");
        ShipmentEvent.State before = state();
        customerId = nextCustomerId;
        lines = List.copyOf(nextLines);
        ShipmentEvent.State after = state();
        if (after.equals(before)) {
            return null;
        }
        touched(now);
        return new ShipmentEvent.Updated(id, before, after);
    }

    /** @throws com.pharmaerp.api.platform.problem.Refusal invalid_transition unless a draft */
    public void requireShippable() {
        requireDraft("only a draft shipment ships");
    }

    /** The draft leaves on the business date {@code today} with what was picked for it; from now on it never changes. */
    public ShipmentEvent.Shipped ship(List<ShipmentAllocation> picked, String userId, LocalDate today, Instant now) {
        requireShippable();
        ShipmentEvent.State before = state();
        status = ShipmentStatus.SHIPPED;
        allocations = List.copyOf(picked);
        shippedAt = now;
        shippedOn = today;
        shippedBy = userId;
        touched(now);
        return new ShipmentEvent.Shipped(id, before, state());
    }

    /** The clerk drops a draft; nothing was posted. */
    public ShipmentEvent.Cancelled cancel(Instant now) {
        requireDraft("only a draft shipment is cancelled; a shipped one is corrected by a return");
        ShipmentEvent.State before = state();
        status = ShipmentStatus.CANCELLED;
        touched(now);
        return new ShipmentEvent.Cancelled(id, before, state());
    }

    /** The allocations of one line, in the order they were picked. */
    public List<ShipmentAllocation> allocationsOf(ShipmentLine line) {
        return allocations.stream().filter(allocation -> allocation.lineNo() == line.lineNo()).toList();
    }

    private void requireDraft(String rule) {
        States.allow(status, "Shipment " + number, rule, ShipmentStatus.DRAFT);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    /** The shipment as the audit trail records it: lines as written, each with what it took once shipped. */
    private ShipmentEvent.State state() {
        return new ShipmentEvent.State(number, customerId, status.id(), lines.stream().map(line -> new ShipmentEvent.Line(
                line.lineNo(), line.materialId(), QuantityJson.of(line.quantity()), line.lotId(), line.fefoOverrideReason(),
                allocationsOf(line).stream().map(a -> new ShipmentEvent.Allocation(a.lotId(), a.locationId(),
                        QuantityJson.of(a.quantity()), a.movementId())).toList())).toList(), shippedAt, shippedOn,
                shippedBy);
    }
}
