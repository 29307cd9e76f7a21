package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.ProcurementProblem;

/**
 * A purchase order and its lines. Its status moves only through the methods here, which refuse a
 * move the life cycle does not allow (invalid_transition) or return the event it caused; receipts
 * count against its lines under its row lock, so no pod can receive more than was ordered.
 */
public final class PurchaseOrder {

    public static final String ID_PREFIX = "po";
    public static final String NUMBER_PREFIX = "PO";
    public static final String NOUN = "purchase_order";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final String number;
    private String supplierId;
    private PurchaseOrderStatus status;
    private List<OrderLine> lines;
    /** The buyer who created it: four eyes keep them from approving it. */
    private final String createdBy;
    /** The signature of its approval; null until approved. */
    private Signature approval;
    /** Why it was closed short or cancelled, as the buyer said. */
    private String closingReason;

    private PurchaseOrder(String id, int version, Instant createdAt, Instant updatedAt, String number, String supplierId,
            PurchaseOrderStatus status, List<OrderLine> lines, String createdBy, Signature approval, String closingReason) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.supplierId = supplierId;
        this.status = status;
        this.lines = List.copyOf(lines);
        this.createdBy = createdBy;
        this.approval = approval;
        this.closingReason = closingReason;
    }

    /** A new draft at version 1. */
    public static PurchaseOrder draft(String id, String number, PurchaseOrderData data, String createdBy, Instant now) {
        return new PurchaseOrder(id, 1, now, now, number, data.supplierId(), PurchaseOrderStatus.DRAFT, data.lines(),
                createdBy, null, null);
    }

    /** An order as stored. */
    public static PurchaseOrder rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String supplierId, PurchaseOrderStatus status, List<OrderLine> lines, String createdBy, Signature approval,
            String closingReason) {
        return new PurchaseOrder(id, version, createdAt, updatedAt, number, supplierId, status, lines, createdBy, approval,
                closingReason);
    }

    public PurchaseOrderEvent.Created created() {
        return new PurchaseOrderEvent.Created(id, state());
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

    public String supplierId() {
        return supplierId;
    }

    public PurchaseOrderStatus status() {
        return status;
    }

    public List<OrderLine> lines() {
        return lines;
    }

    public String createdBy() {
        return createdBy;
    }

    public Signature approval() {
        return approval;
    }

    public String closingReason() {
        return closingReason;
    }

    public PurchaseOrderData data() {
        return new PurchaseOrderData(supplierId, lines);
    }

    public Optional<OrderLine> line(int lineNo) {
        return lines.stream().filter(line -> line.lineNo() == lineNo).findFirst();
    }

    /**
     * A buyer changes a draft; an approved order is the contract and changes no more.
     *
     * @return the event, or null when nothing changes
     */
    public PurchaseOrderEvent.Updated change(PurchaseOrderData next, String reason, Instant now) {
        requireStatus("only a draft order can be changed", PurchaseOrderStatus.DRAFT);
        PurchaseOrderState before = state();
        PurchaseOrderState after = new PurchaseOrderState(number, next.supplierId(), status.id(),
                next.lines().stream().map(PurchaseOrderState.Line::of).toList(), createdBy, approval, closingReason);
        if (before.equals(after)) {
            return null;
        }
        supplierId = next.supplierId();
        lines = List.copyOf(next.lines());
        touched(now);
        return new PurchaseOrderEvent.Updated(id, before, after, reason);
    }

    /** A supervisor approves a draft with their signature (who is not the creator: the service checks four eyes). */
    public PurchaseOrderEvent.Approved approve(Signature signature, Instant now) {
        requireStatus("only a draft order can be approved", PurchaseOrderStatus.DRAFT);
        PurchaseOrderState before = state();
        status = PurchaseOrderStatus.APPROVED;
        approval = signature;
        touched(now);
        return new PurchaseOrderEvent.Approved(id, before, state(), signature.reason());
    }

    /** A buyer cancels an order nothing was received against. */
    public PurchaseOrderEvent.Cancelled cancel(String reason, Instant now) {
        requireStatus("only a draft or approved order with nothing received can be cancelled", PurchaseOrderStatus.DRAFT,
                PurchaseOrderStatus.APPROVED);
        PurchaseOrderState before = state();
        status = PurchaseOrderStatus.CANCELLED;
        closingReason = reason;
        touched(now);
        return new PurchaseOrderEvent.Cancelled(id, before, state(), reason);
    }

    /**
     * A buyer closes an order: nothing more is received against it.
     *
     * @throws Refusal reason_required when a line is short and no reason is given
     */
    public PurchaseOrderEvent.Closed close(String reason, Instant now) {
        requireStatus("only an approved or (partially) received order can be closed", PurchaseOrderStatus.APPROVED,
                PurchaseOrderStatus.PARTIALLY_RECEIVED, PurchaseOrderStatus.RECEIVED);
        if (reason == null && !lines.stream().allMatch(OrderLine::fullyReceived)) {
            throw new Refusal(AuditProblem.REASON_REQUIRED, "Order " + number + " is short of what was ordered: say why "
                    + "it is closed in \"reason\".", List.of(new Problem.FieldError("reason", "required when short")));
        }
        PurchaseOrderState before = state();
        status = PurchaseOrderStatus.CLOSED;
        closingReason = reason;
        touched(now);
        return new PurchaseOrderEvent.Closed(id, before, state(), reason);
    }

    /** @throws Refusal invalid_transition unless the order is approved or partially received */
    public void requireReceivable() {
        requireStatus("only an approved or partially received order can be received against", PurchaseOrderStatus.APPROVED,
                PurchaseOrderStatus.PARTIALLY_RECEIVED);
    }

    /**
     * Counts a receipt against its lines, all of them or none.
     *
     * @param received each line number with the quantity received of it, in the receipt's order
     * @throws Refusal over_receipt when more than is still open would be received
     */
    public PurchaseOrderEvent.Received receive(List<Map.Entry<Integer, Quantity>> received, Instant now) {
        requireReceivable();
        PurchaseOrderState before = state();
        List<OrderLine> counted = lines;
        for (Map.Entry<Integer, Quantity> line : received) {
            counted = receive(counted, line.getKey(), line.getValue());
        }
        lines = counted;
        status = lines.stream().allMatch(OrderLine::fullyReceived) ? PurchaseOrderStatus.RECEIVED
                : PurchaseOrderStatus.PARTIALLY_RECEIVED;
        touched(now);
        return new PurchaseOrderEvent.Received(id, before, state(), null);
    }

    private List<OrderLine> receive(List<OrderLine> current, int lineNo, Quantity quantity) {
        List<OrderLine> changed = new ArrayList<>();
        for (OrderLine line : current) {
            if (line.lineNo() == lineNo) {
                if (quantity.compareTo(line.open()) > 0) {
                    throw new Refusal(ProcurementProblem.OVER_RECEIPT, "Line " + lineNo + " of order " + number + " has "
                            + line.open() + " open of " + line.quantity() + " ordered; " + quantity + " would exceed it.");
                }
                changed.add(line.received(quantity));
            } else {
                changed.add(line);
            }
        }
        return List.copyOf(changed);
    }

    /** Takes back a reversed receipt: the line has that much less received; a closed or cancelled order stays so. */
    public PurchaseOrderEvent.ReceiptReversed unreceive(int lineNo, Quantity quantity, Instant now) {
        PurchaseOrderState before = state();
        lines = lines.stream().map(line -> line.lineNo() == lineNo ? line.returned(quantity) : line).toList();
        if (status == PurchaseOrderStatus.PARTIALLY_RECEIVED || status == PurchaseOrderStatus.RECEIVED) {
            boolean nothing = lines.stream().allMatch(line -> !line.receivedQuantity().isPositive());
            status = nothing ? PurchaseOrderStatus.APPROVED : PurchaseOrderStatus.PARTIALLY_RECEIVED;
        }
        touched(now);
        return new PurchaseOrderEvent.ReceiptReversed(id, before, state(), null);
    }

    /** @throws Refusal invalid_transition naming the current status unless it is one of those allowed */
    private void requireStatus(String rule, PurchaseOrderStatus... allowed) {
        States.allow(status, "Order " + number, rule, allowed);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    /** The order as the audit trail records it. */
    private PurchaseOrderState state() {
        return new PurchaseOrderState(number, supplierId, status.id(), lines.stream().map(PurchaseOrderState.Line::of)
                .toList(), createdBy, approval, closingReason);
    }
}
