package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.pharmaerp.api.distribution.DistributionProblem;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/**
 * Goods a customer sends back from a shipped shipment (EU GDP §6.3, 21 CFR 211.204): authorized by
 * the warehouse clerk for lots the shipment took and never more than it took, received into a returns
 * location with their condition, then QA's signed disposition of each line: back to saleable stock
 * only when every GDP condition holds, otherwise destroyed.
 */
public final class Return {

    public static final String ID_PREFIX = "ret";
    public static final String NUMBER_PREFIX = "RET";
    public static final String NOUN = "return";

    /** A lot as a restock judges it. @param status as stored, e.g. {@code released} or {@code on_hold} */
    public record LotStanding(String status, LocalDate expiresOn) {
    }

    /** A line as received: so much of an authorized line (in the material's base unit). */
    public record Arrival(int lineNo, Quantity quantity) {
    }

    /** QA's decision on a line. @param toLocationId where a restock goes; null for a destruction */
    public record Decision(int lineNo, ReturnDecision decision, String toLocationId) {
    }

    private final String id;
    private final String number;
    private final String shipmentId;
    private final String customerId;
    private final LocalDate shippedOn;
    private final ReturnReason reason;
    private final String recallId;
    private final String complaintId;
    private final String createdBy;
    private final Instant createdAt;
    private int version;
    private Instant updatedAt;
    private ReturnStatus status;
    private List<ReturnLine> lines;
    private String locationId;
    private LocalDate receivedOn;
    private ReturnCondition condition;
    private String receivedBy;
    private Instant receivedAt;
    private Signature disposition;

    private Return(String id, int version, Instant createdAt, Instant updatedAt, String number, String shipmentId,
            String customerId, LocalDate shippedOn, ReturnReason reason, String recallId, String complaintId,
            ReturnStatus status, List<ReturnLine> lines, String locationId, LocalDate receivedOn, ReturnCondition condition,
            String receivedBy, Instant receivedAt, Signature disposition, String createdBy) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.shipmentId = shipmentId;
        this.customerId = customerId;
        this.shippedOn = shippedOn;
        this.reason = reason;
        this.recallId = recallId;
        this.complaintId = complaintId;
        this.status = status;
        this.lines = List.copyOf(lines);
        this.locationId = locationId;
        this.receivedOn = receivedOn;
        this.condition = condition;
        this.receivedBy = receivedBy;
        this.receivedAt = receivedAt;
        this.disposition = disposition;
        this.createdBy = createdBy;
    }

    /** A return as it was stored. */
    public static Return rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String shipmentId, String customerId, LocalDate shippedOn, ReturnReason reason, String recallId,
            String complaintId, ReturnStatus status, List<ReturnLine> lines, String locationId, LocalDate receivedOn,
            ReturnCondition condition, String receivedBy, Instant receivedAt, Signature disposition, String createdBy) {
        return new Return(id, version, createdAt, updatedAt, number, shipmentId, customerId, shippedOn, reason, recallId,
                complaintId, status, lines, locationId, receivedOn, condition, receivedBy, receivedAt, disposition,
                createdBy);
    }

    /** A line the clerk asks to bring back: a lot of the shipment and how much of it, in any unit of its dimension. */
    public record Claimed(int lineNo, String lotId, QuantityJson quantity) {
    }

    /**
     * The lines of a return of the shipment, each in its material's base unit: only a shipped shipment's goods
     * come back, and only lots that left in it.
     *
     * @throws Refusal invalid_transition unless the shipment shipped; lot_not_in_shipment naming each line whose lot
     *         did not leave in it; validation_failed for a unit of another dimension or a quantity of nothing
     */
    public static List<ReturnLine> claim(Shipment shipment, List<Claimed> claimed) {
        States.allow(shipment.status(), "Shipment " + shipment.number(), "only a shipped shipment's goods come back",
                ShipmentStatus.SHIPPED);
        List<Problem.FieldError> notShipped = new ArrayList<>();
        for (int i = 0; i < claimed.size(); i++) {
            String lotId = claimed.get(i).lotId();
            if (shipment.allocations().stream().noneMatch(a -> a.lotId().equals(lotId))) {
                notShipped.add(new Problem.FieldError("lines[" + i + "].lotId", "lot " + lotId + " did not leave in shipment "
                        + shipment.number()));
            }
        }
        if (!notShipped.isEmpty()) {
            throw new Refusal(DistributionProblem.LOT_NOT_IN_SHIPMENT, "Only lots that left in shipment " + shipment.number()
                    + " come back with a return of it.", notShipped);
        }
        List<Problem.FieldError> errors = new ArrayList<>();
        List<ReturnLine> lines = new ArrayList<>();
        for (int i = 0; i < claimed.size(); i++) {
            Claimed line = claimed.get(i);
            ShipmentAllocation shipped = shipment.allocations().stream().filter(a -> a.lotId().equals(line.lotId()))
                    .findFirst().orElseThrow();
            Quantity quantity = line.quantity().in(shipped.quantity().unit(), "lines[" + i + "].quantity");
            if (!quantity.isPositive()) {
                errors.add(new Problem.FieldError("lines[" + i + "].quantity.value", "must be greater than 0"));
            }
            lines.add(ReturnLine.authorized(line.lineNo(), line.lotId(), shipped.materialId(), quantity));
        }
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The return cannot be authorized as given.", errors);
        }
        return List.copyOf(lines);
    }

    /**
     * A new return of a shipped shipment at version 1, authorized by the clerk.
     *
     * @param lines the shipment's lines as {@link #claim} made them
     * @param earlier the shipment's earlier returns, read under the lock of its allocations
     * @throws Refusal return_exceeds_shipped for a line whose lot would be claimed beyond what the shipment took
     */
    public static Return authorize(String id, String number, Shipment shipment, ReturnReason reason, String recallId,
            String complaintId, List<ReturnLine> lines, List<Return> earlier, String createdBy, Instant now) {
        Map<String, Quantity> claimed = new HashMap<>();
        earlier.forEach(r -> r.lines().forEach(line -> claimed.merge(line.lotId(), line.claim(), Quantity::plus)));
        for (int i = 0; i < lines.size(); i++) {
            ReturnLine line = lines.get(i);
            Quantity before = claimed.get(line.lotId());
            Quantity claim = before == null ? line.quantity() : before.plus(line.quantity());
            claimed.put(line.lotId(), claim);
            Quantity shipped = shipped(shipment, line.lotId());
            if (claim.compareTo(shipped) > 0) {
                throw new Refusal(DistributionProblem.RETURN_EXCEEDS_SHIPPED, "Line " + line.lineNo() + " would bring back "
                        + claim + " of lot " + line.lotId() + " in all, counting earlier returns; shipment "
                        + shipment.number() + " took " + shipped + ".", List.of(new Problem.FieldError("lines[" + i
                                + "].quantity", "more than shipped less earlier returns' claims")));
            }
        }
        return new Return(id, 1, now, now, number, shipment.id(), shipment.customerId(), shipment.shippedOn(), reason,
                recallId, complaintId, ReturnStatus.AUTHORIZED, lines, null, null, null, null, null, null, createdBy);
    }

    private static Quantity shipped(Shipment shipment, String lotId) {
        return shipment.allocations().stream().filter(a -> a.lotId().equals(lotId)).map(ShipmentAllocation::quantity)
                .reduce(Quantity::plus).orElseThrow();
    }

    public ReturnEvent.Authorized authorized() {
        return new ReturnEvent.Authorized(id, state());
    }

    /**
     * What each line receives: the authorized quantity unless the clerk names less.
     *
     * @param arrivals the lines the clerk names, in the order of the body's {@code lines}
     * @return the received quantity of each line by its number, in the return's line order
     * @throws Refusal invalid_transition unless authorized; validation_failed for an unknown or repeated
     *         line, a quantity of nothing or above the authorized one, documented storage without a file,
     *         a receipt date after the business date or before the shipment left
     */
    public Map<Integer, Quantity> receivable(List<Arrival> arrivals, LocalDate on, ReturnCondition arrived, LocalDate today) {
        States.allow(status, "Return " + number, "only an authorized return is received", ReturnStatus.AUTHORIZED);
        List<Problem.FieldError> errors = new ArrayList<>();
        Map<Integer, Quantity> named = new HashMap<>();
        for (int i = 0; i < arrivals.size(); i++) {
            Arrival arrival = arrivals.get(i);
            String field = "lines[" + i + "]";
            ReturnLine line = line(arrival.lineNo());
            if (line == null || named.containsKey(arrival.lineNo())) {
                errors.add(new Problem.FieldError(field + ".lineNo", line == null ? "no such line" : "repeated line"));
                continue;
            }
            named.put(arrival.lineNo(), arrival.quantity());
            if (!arrival.quantity().isPositive()) {
                errors.add(new Problem.FieldError(field + ".quantity.value", "must be greater than 0"));
            } else if (arrival.quantity().compareTo(line.quantity()) > 0) {
                errors.add(new Problem.FieldError(field + ".quantity.value", "more than the " + line.quantity()
                        + " authorized"));
            }
        }
        if (arrived.storageEvidence() == StorageEvidence.DOCUMENTED && arrived.fileIds().isEmpty()) {
            errors.add(new Problem.FieldError("condition.fileIds", "documented storage needs at least one file"));
        }
        if (on.isAfter(today)) {
            errors.add(new Problem.FieldError("receivedOn", "after the business date " + today));
        } else if (on.isBefore(shippedOn)) {
            errors.add(new Problem.FieldError("receivedOn", "before the shipment left on " + shippedOn));
        }
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "Return " + number + " cannot be received as given.", errors);
        }
        Map<Integer, Quantity> received = new LinkedHashMap<>();
        lines.forEach(line -> received.put(line.lineNo(), named.getOrDefault(line.lineNo(), line.quantity())));
        return received;
    }

    /**
     * The goods arrived in the returns location, each line by its return movement.
     *
     * @param received and {@code movementIds} by line number (see {@link #receivable})
     */
    public ReturnEvent.Received receive(String location, LocalDate on, ReturnCondition arrived,
            Map<Integer, Quantity> received, Map<Integer, String> movementIds, String userId, Instant now) {
        States.allow(status, "Return " + number, "only an authorized return is received", ReturnStatus.AUTHORIZED);
        ReturnEvent.State before = state();
        List<ReturnLine> next = new ArrayList<>();
        for (ReturnLine line : lines) {
            next.add(line.received(received.get(line.lineNo()), movementIds.get(line.lineNo())));
        }
        lines = List.copyOf(next);
        locationId = location;
        receivedOn = on;
        condition = arrived;
        receivedBy = userId;
        receivedAt = now;
        status = ReturnStatus.RECEIVED;
        touched(now);
        return new ReturnEvent.Received(id, before, state());
    }

    /** @throws Refusal invalid_transition unless received: a return is dispositioned once */
    public void requireDisposable() {
        States.allow(status, "Return " + number, "only a received return is dispositioned, once", ReturnStatus.RECEIVED);
    }

    /**
     * Every line gets exactly one decision, and a restock names where it goes.
     *
     * @return the decisions by line number, in the return's line order
     * @throws Refusal validation_failed otherwise
     */
    public Map<Integer, Decision> decisions(List<Decision> given) {
        List<Problem.FieldError> errors = new ArrayList<>();
        Map<Integer, Decision> byLine = new HashMap<>();
        for (int i = 0; i < given.size(); i++) {
            Decision decision = given.get(i);
            String field = "lines[" + i + "]";
            if (line(decision.lineNo()) == null) {
                errors.add(new Problem.FieldError(field + ".lineNo", "no such line"));
            } else if (byLine.putIfAbsent(decision.lineNo(), decision) != null) {
                errors.add(new Problem.FieldError(field + ".lineNo", "a second decision for the line"));
            }
            if (decision.decision() == ReturnDecision.RESTOCK && decision.toLocationId() == null) {
                errors.add(new Problem.FieldError(field + ".toLocationId", "a restock names the storage location"));
            } else if (decision.decision() == ReturnDecision.DESTROY && decision.toLocationId() != null) {
                errors.add(new Problem.FieldError(field + ".toLocationId", "a destruction goes nowhere"));
            }
        }
        lines.stream().filter(line -> !byLine.containsKey(line.lineNo())).forEach(line -> errors.add(new Problem.FieldError(
                "lines", "no decision for line " + line.lineNo())));
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "Every line of return " + number + " gets exactly one "
                    + "decision.", errors);
        }
        Map<Integer, Decision> decided = new LinkedHashMap<>();
        lines.forEach(line -> decided.put(line.lineNo(), byLine.get(line.lineNo())));
        return decided;
    }

    /**
     * The GDP conditions a restock of the line's lot fails, in the order {@link RestockCondition} lists them.
     *
     * @param withinDays how many days after the shipment left the goods may arrive and still be restocked
     */
    public List<RestockCondition> restockFailures(LotStanding lot, LocalDate today, int withinDays) {
        List<RestockCondition> failing = new ArrayList<>();
        if (!condition.packagingIntact()) {
            failing.add(RestockCondition.PACKAGING_NOT_INTACT);
        }
        if (condition.storageEvidence() != StorageEvidence.DOCUMENTED) {
            failing.add(RestockCondition.STORAGE_NOT_DOCUMENTED);
        }
        if (receivedOn.isAfter(shippedOn.plusDays(withinDays))) {
            failing.add(RestockCondition.RETURNED_TOO_LATE);
        }
        if (!"released".equals(lot.status())) {
            failing.add(RestockCondition.LOT_NOT_RELEASED);
        }
        if (today.isAfter(lot.expiresOn())) {
            failing.add(RestockCondition.LOT_EXPIRED);
        }
        if (reason == ReturnReason.RECALL) {
            failing.add(RestockCondition.RECALL_RETURN);
        }
        return failing;
    }

    /**
     * Nothing is restocked unless every restock line passes every GDP condition.
     *
     * @param decided by line number (see {@link #decisions})
     * @param lots each line's lot by id
     * @throws Refusal restock_not_allowed whose errors name each failing condition of each restock line by code
     */
    public void requireRestockable(Map<Integer, Decision> decided, Map<String, LotStanding> lots, LocalDate today,
            int withinDays) {
        List<Problem.FieldError> errors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (decided.get(lines.get(i).lineNo()).decision() == ReturnDecision.RESTOCK) {
                String field = "lines[" + i + "]";
                restockFailures(lots.get(lines.get(i).lotId()), today, withinDays).forEach(failing -> errors.add(
                        new Problem.FieldError(field, failing.code())));
            }
        }
        if (!errors.isEmpty()) {
            throw new Refusal(DistributionProblem.RESTOCK_NOT_ALLOWED, "Returned goods go back to saleable stock only when "
                    + "every GDP condition holds; errors name each that fails. Nothing was moved.", errors);
        }
    }

    /**
     * QA's signed disposition: each line's decision and the movement that carried it out.
     *
     * @param decided and {@code movementIds} by line number
     */
    public ReturnEvent.Dispositioned dispose(Map<Integer, Decision> decided, Map<Integer, String> movementIds,
            Signature signature, Instant now) {
        requireDisposable();
        ReturnEvent.State before = state();
        List<ReturnLine> next = new ArrayList<>();
        for (ReturnLine line : lines) {
            Decision decision = decided.get(line.lineNo());
            next.add(line.decided(decision.decision(), decision.toLocationId(), movementIds.get(line.lineNo())));
        }
        lines = List.copyOf(next);
        disposition = signature;
        status = ReturnStatus.CLOSED;
        touched(now);
        return new ReturnEvent.Dispositioned(id, before, state(), signature.reason());
    }

    private ReturnLine line(int lineNo) {
        return lines.stream().filter(line -> line.lineNo() == lineNo).findFirst().orElse(null);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private ReturnEvent.State state() {
        return new ReturnEvent.State(number, shipmentId, customerId, reason.id(), recallId, complaintId, status.id(),
                lines.stream().map(l -> new ReturnEvent.Line(l.lineNo(), l.lotId(), l.materialId(),
                        QuantityJson.of(l.quantity()), l.receivedQuantity() == null ? null
                                : QuantityJson.of(l.receivedQuantity()), l.receiptMovementId(),
                        l.decision() == null ? null : l.decision().id(), l.toLocationId(), l.movementId())).toList(),
                locationId, receivedOn, condition == null ? null : new ReturnEvent.Condition(condition.packagingIntact(),
                        condition.storageEvidence().id(), condition.fileIds()), receivedBy, receivedAt, disposition);
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

    public String shipmentId() {
        return shipmentId;
    }

    public String customerId() {
        return customerId;
    }

    /** The business date the returned shipment shipped on; the restock's time limit counts from it. */
    public LocalDate shippedOn() {
        return shippedOn;
    }

    public ReturnReason reason() {
        return reason;
    }

    public String recallId() {
        return recallId;
    }

    public String complaintId() {
        return complaintId;
    }

    public ReturnStatus status() {
        return status;
    }

    public List<ReturnLine> lines() {
        return lines;
    }

    /** The returns location the goods arrived in; null until received. */
    public String locationId() {
        return locationId;
    }

    public LocalDate receivedOn() {
        return receivedOn;
    }

    /** How the goods arrived; null until received. */
    public ReturnCondition condition() {
        return condition;
    }

    public String receivedBy() {
        return receivedBy;
    }

    public Instant receivedAt() {
        return receivedAt;
    }

    /** QA's signature of the disposition; null until then. */
    public Signature disposition() {
        return disposition;
    }

    public String createdBy() {
        return createdBy;
    }
}
