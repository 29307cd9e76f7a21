package com.pharmaerp.api.qms.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import com.pharmaerp.api.distribution.RecallReturns;
import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.Delivered;

/**
 * A recall (21 CFR 7; EU GMP chapter 8): a lot and everything made from it, at any depth, as found
 * when QA opened it: which lots were held by it, and who received what. It keeps that record as it
 * was; closing it releases nothing (each lot is released from hold by its own signed decision).
 */
public final class Recall {

    public static final String ID_PREFIX = "rcl";
    public static final String NUMBER_PREFIX = "RC";
    public static final String NOUN = "recall";

    /** Open, then closed. */
    public enum Status {
        OPEN, CLOSED;

        public static final String PATTERN = "open|closed";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The constant a stored lower-case id names. */
        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** A lot the recall found, as it was then. @param depth 0 for the recalled lot itself */
    public record AffectedLot(String lotId, String number, String materialId, int depth, String status,
            Quantity quantityInStock, boolean heldByRecall) {
    }

    /** A customer to notify, with what it received of each material among the affected lots. */
    public record AffectedCustomer(String customerId, String name, String country, Map<String, Quantity> quantityPerMaterial) {
    }

    /**
     * What the recall found shipped against what came back, for one customer and material, or for one
     * material across customers (customerId null).
     */
    public record Balance(String customerId, String materialId, Quantity shipped, Quantity returned, Quantity outstanding) {
    }

    /** Delivered and recovered quantities reconciled (EU GMP 8.30: the recall's final report). */
    public record Reconciliation(List<Balance> byCustomer, List<Balance> byMaterial) {

        /** Whether any goods the recall found shipped have not come back. */
        public boolean outstanding() {
            return byMaterial.stream().anyMatch(balance -> balance.outstanding().isPositive());
        }
    }

    private final String id;
    private final Instant createdAt;
    private final String number;
    private final String lotId;
    private final RecallClassification classification;
    private final String reason;
    private final Signature initiation;
    private final List<AffectedLot> affectedLots;
    private final List<Delivered> affectedShipments;
    private final String sourceComplaintId;
    private int version;
    private Instant updatedAt;
    private Status status;
    private Signature closing;
    private String closingReason;

    private Recall(String id, int version, Instant createdAt, Instant updatedAt, String number, String lotId,
            RecallClassification classification, String reason, Status status, Signature initiation, Signature closing,
            String closingReason, List<AffectedLot> affectedLots, List<Delivered> affectedShipments, String sourceComplaintId) {
        this.id = id;
        this.closingReason = closingReason;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.lotId = lotId;
        this.classification = classification;
        this.reason = reason;
        this.status = status;
        this.initiation = initiation;
        this.closing = closing;
        this.affectedLots = List.copyOf(affectedLots);
        this.affectedShipments = List.copyOf(affectedShipments);
        this.sourceComplaintId = sourceComplaintId;
    }

    /**
     * A recall opened by QA's signature, at version 1, with what it found.
     *
     * @param sourceComplaintId the complaint escalated to it, or null
     */
    public static Recall open(String id, String number, String lotId, RecallClassification classification, String reason,
            Signature initiation, List<AffectedLot> lots, List<Delivered> shipments, String sourceComplaintId, Instant now) {
        return new Recall(id, 1, now, now, number, lotId, classification, reason, Status.OPEN, initiation, null, null, lots,
                shipments, sourceComplaintId);
    }

    /** A recall as it was stored, with what it found when it opened. */
    public static Recall rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number, String lotId,
            RecallClassification classification, String reason, Status status, Signature initiation, Signature closing,
            String closingReason, List<AffectedLot> lots, List<Delivered> shipments, String sourceComplaintId) {
        return new Recall(id, version, createdAt, updatedAt, number, lotId, classification, reason, status, initiation,
                closing, closingReason, lots, shipments, sourceComplaintId);
    }

    /** The recall's event: its record and how much it found; the lots' own events say which were held. */
    public RecallEvent.Opened opened() {
        return new RecallEvent.Opened(id, state(), reason);
    }

    /** Why each lot it holds is on hold, in that lot's own event. */
    public String holdReason() {
        return "Recall " + number + " (" + classification.id() + "): " + reason;
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

    /** The lot recalled. */
    public String lotId() {
        return lotId;
    }

    public RecallClassification classification() {
        return classification;
    }

    public String reason() {
        return reason;
    }

    public Status status() {
        return status;
    }

    public Signature initiation() {
        return initiation;
    }

    public Signature closing() {
        return closing;
    }

    /** The complaint escalated to this recall, or null. */
    public String sourceComplaintId() {
        return sourceComplaintId;
    }

    /** The lot and every lot made from it, as found when the recall opened. */
    public List<AffectedLot> affectedLots() {
        return affectedLots;
    }

    /** Every shipped allocation of an affected lot, as found when the recall opened. */
    public List<Delivered> affectedShipments() {
        return affectedShipments;
    }

    /** Why QA closed the recall with goods outstanding; null otherwise. */
    public String closingReason() {
        return closingReason;
    }

    /**
     * QA closes an open recall; no lot is released by it.
     *
     * @param why required when goods are outstanding; null otherwise
     * @throws Refusal invalid_transition unless open; reason_required with goods outstanding and no reason
     */
    public RecallEvent.Closed close(Signature signature, String why, Reconciliation reconciliation, Instant now) {
        States.allow(status, "Recall " + number, "only an open recall is closed", Status.OPEN);
        if (reconciliation.outstanding() && (why == null || why.isBlank())) {
            throw Refusal.ofField(AuditProblem.REASON_REQUIRED, "reason", "Recall " + number + " still has goods at "
                    + "customers that did not come back: say why it closes anyway.");
        }
        RecallEvent.State before = state();
        status = Status.CLOSED;
        closing = signature;
        closingReason = why == null || why.isBlank() ? null : why.strip();
        version++;
        updatedAt = now;
        return new RecallEvent.Closed(id, before, state(), signature.reason());
    }

    /**
     * What it found shipped against the received goods of returns naming it (those of the shipments and
     * lots it found), by customer and material, then by material.
     */
    public Reconciliation reconcile(List<RecallReturns.Returned> returned) {
        Map<CustomerMaterial, Quantity[]> byCustomer = new TreeMap<>(Comparator.comparing(CustomerMaterial::customerId)
                .thenComparing(CustomerMaterial::materialId));
        Map<String, Quantity[]> byMaterial = new TreeMap<>();
        for (Delivered shipped : affectedShipments) {
            add(byCustomer.computeIfAbsent(new CustomerMaterial(shipped.customerId(), shipped.materialId()), key -> zero(shipped)), 0,
                    shipped.quantity());
            add(byMaterial.computeIfAbsent(shipped.materialId(), key -> zero(shipped)), 0, shipped.quantity());
        }
        for (RecallReturns.Returned back : returned) {
            boolean found = affectedShipments.stream().anyMatch(shipped -> shipped.shipmentId().equals(back.shipmentId())
                    && shipped.lotId().equals(back.lotId()));
            if (found) {
                add(byCustomer.get(new CustomerMaterial(back.customerId(), back.materialId())), 1, back.quantity());
                add(byMaterial.get(back.materialId()), 1, back.quantity());
            }
        }
        List<Balance> customers = new ArrayList<>();
        byCustomer.forEach((key, sums) -> customers.add(balance(key.customerId(), key.materialId(), sums)));
        List<Balance> materials = new ArrayList<>();
        byMaterial.forEach((material, sums) -> materials.add(balance(null, material, sums)));
        return new Reconciliation(customers, materials);
    }

    private record CustomerMaterial(String customerId, String materialId) {
    }

    /** Shipped and returned, both nothing yet, in the unit the goods left in. */
    private static Quantity[] zero(Delivered shipped) {
        Quantity none = new Quantity(BigDecimal.ZERO, shipped.quantity().unit());
        return new Quantity[] { none, none };
    }

    private static void add(Quantity[] sums, int index, Quantity quantity) {
        sums[index] = sums[index].plus(quantity);
    }

    private static Balance balance(String customerId, String materialId, Quantity[] sums) {
        return new Balance(customerId, materialId, sums[0], sums[1], sums[0].minus(sums[1]));
    }

    /** The customers that received affected lots, by name, each with its quantities summed per material. */
    public List<AffectedCustomer> customers() {
        return customersOf(affectedShipments);
    }

    /** The customers that received the shipped allocations, by name, each with its quantities summed per material. */
    public static List<AffectedCustomer> customersOf(List<Delivered> shipments) {
        Map<String, AffectedCustomer> byId = new LinkedHashMap<>();
        for (Delivered shipment : shipments) {
            AffectedCustomer customer = byId.computeIfAbsent(shipment.customerId(), id -> new AffectedCustomer(id,
                    shipment.customerName(), shipment.country(), new TreeMap<>()));
            customer.quantityPerMaterial().merge(shipment.materialId(), shipment.quantity(), Quantity::plus);
        }
        List<AffectedCustomer> customers = new ArrayList<>(byId.values());
        customers.sort((a, b) -> a.name().compareTo(b.name()) != 0 ? a.name().compareTo(b.name())
                : a.customerId().compareTo(b.customerId()));
        return customers;
    }

    private RecallEvent.State state() {
        long held = affectedLots.stream().filter(AffectedLot::heldByRecall).count();
        return new RecallEvent.State(number, lotId, classification.id(), reason, status.id(), affectedLots.size(), held,
                affectedShipments.size(), customers().stream().map(AffectedCustomer::customerId).toList(), initiation,
                closing, closingReason, sourceComplaintId);
    }
}
