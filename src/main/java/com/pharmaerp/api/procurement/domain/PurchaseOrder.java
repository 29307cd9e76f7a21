package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.ProcurementProblem;


/**
 * A purchase order and its lines. Its status moves only through the methods here, which refuse a
 * move the life cycle does not allow (409 invalid_transition); receipts count against its lines
 * under its row lock, so no pod can receive more than was ordered.
 */
public final class PurchaseOrder {

    public static final String ID_PREFIX = "po";
    public static final String NUMBER_PREFIX = "PO";
    public static final String NOUN = "purchase_order";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String supplierId;
    public String status = PurchaseOrderStatus.DRAFT.id();
    public List<OrderLine> lines;
    /** The buyer who created it: four eyes keep them from approving it. */
    public String createdBy;
    /** The signature of its approval; null until approved. */
    public Signature approval;
    /** Why it was closed short or cancelled, as the buyer said. */
    public String closingReason;

    /** A new draft at version 1. */
    public static PurchaseOrder draft(String id, String number, PurchaseOrderData data, String createdBy, Instant now) {
        PurchaseOrder order = new PurchaseOrder();
        order.id = id;
        order.version = 1;
        order.createdAt = now;
        order.updatedAt = now;
        order.number = number;
        order.supplierId = data.supplierId();
        order.lines = data.lines();
        order.createdBy = createdBy;
        return order;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    public PurchaseOrderData data() {
        return new PurchaseOrderData(supplierId, lines);
    }

    public PurchaseOrderStatus status() {
        return PurchaseOrderStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    public Optional<OrderLine> line(int lineNo) {
        return lines.stream().filter(line -> line.lineNo() == lineNo).findFirst();
    }

    /** The fields a change to {@code next} would change, as the audit trail names them. */
    public List<Change> changesTo(PurchaseOrderData next) {
        List<OrderLine> current = lines;
        String currentSupplier = supplierId;
        supplierId = next.supplierId();
        lines = next.lines();
        JsonNode after = recorded();
        supplierId = currentSupplier;
        lines = current;
        return Change.between(recorded(), after);
    }

    /**
     * A buyer changes a draft; an approved order is the contract and changes no more.
     *
     * @return the event, or null when nothing changes
     */
    public DomainEvent change(PurchaseOrderData next, String reason, Instant now) {
        requireStatus("only a draft order can be changed", PurchaseOrderStatus.DRAFT);
        List<Change> changes = changesTo(next);
        if (changes.isEmpty()) {
            return null;
        }
        supplierId = next.supplierId();
        lines = next.lines();
        version++;
        updatedAt = now;
        return new DomainEvent(NOUN + ".updated", NOUN, id, changes, reason);
    }

    /** A supervisor approves a draft with their signature (who is not the creator: the service checks four eyes). */
    public DomainEvent approve(Signature signature, Instant now) {
        requireStatus("only a draft order can be approved", PurchaseOrderStatus.DRAFT);
        JsonNode before = recorded();
        status = PurchaseOrderStatus.APPROVED.id();
        approval = signature;
        return moved("purchase_order.approved", before, signature.reason(), now);
    }

    /** A buyer cancels an order nothing was received against. */
    public DomainEvent cancel(String reason, Instant now) {
        requireStatus("only a draft or approved order with nothing received can be cancelled", PurchaseOrderStatus.DRAFT,
                PurchaseOrderStatus.APPROVED);
        JsonNode before = recorded();
        status = PurchaseOrderStatus.CANCELLED.id();
        closingReason = reason;
        return moved("purchase_order.cancelled", before, reason, now);
    }

    /**
     * A buyer closes an order: nothing more is received against it.
     *
     * @throws ProblemException 422 reason_required when a line is short and no reason is given
     */
    public DomainEvent close(String reason, Instant now) {
        requireStatus("only an approved or (partially) received order can be closed", PurchaseOrderStatus.APPROVED,
                PurchaseOrderStatus.PARTIALLY_RECEIVED, PurchaseOrderStatus.RECEIVED);
        if (reason == null && !lines.stream().allMatch(OrderLine::fullyReceived)) {
            throw new ProblemException(AuditProblem.REASON_REQUIRED, "Order " + number + " is short of what was ordered: "
                    + "say why it is closed in \"reason\".", List.of(new Problem.FieldError("reason", "required when short")));
        }
        JsonNode before = recorded();
        status = PurchaseOrderStatus.CLOSED.id();
        closingReason = reason;
        return moved("purchase_order.closed", before, reason, now);
    }

    /** @throws ProblemException 409 invalid_transition unless the order is approved or partially received */
    public void requireReceivable() {
        requireStatus("only an approved or partially received order can be received against", PurchaseOrderStatus.APPROVED,
                PurchaseOrderStatus.PARTIALLY_RECEIVED);
    }

    /**
     * Counts a receipt against its lines, all of them or none.
     *
     * @param received each line number with the quantity received of it, in the receipt's order
     * @throws ProblemException 409 over_receipt when more than is still open would be received
     */
    public DomainEvent receive(List<Map.Entry<Integer, Quantity>> received, Instant now) {
        requireReceivable();
        JsonNode before = recorded();
        for (Map.Entry<Integer, Quantity> line : received) {
            receive(line.getKey(), line.getValue());
        }
        status = (lines.stream().allMatch(OrderLine::fullyReceived) ? PurchaseOrderStatus.RECEIVED
                : PurchaseOrderStatus.PARTIALLY_RECEIVED).id();
        return moved("purchase_order.received", before, null, now);
    }

    private void receive(int lineNo, Quantity quantity) {
        List<OrderLine> changed = new ArrayList<>();
        for (OrderLine line : lines) {
            if (line.lineNo() == lineNo) {
                if (quantity.compareTo(line.open()) > 0) {
                    throw new ProblemException(ProcurementProblem.OVER_RECEIPT, "Line " + lineNo + " of order " + number
                            + " has " + line.open() + " open of " + line.quantity() + " ordered; " + quantity
                            + " would exceed it.");
                }
                changed.add(line.received(quantity));
            } else {
                changed.add(line);
            }
        }
        lines = changed;
    }

    /** Takes back a reversed receipt: the line has that much less received; a closed or cancelled order stays so. */
    public DomainEvent unreceive(int lineNo, Quantity quantity, Instant now) {
        JsonNode before = recorded();
        lines = lines.stream().map(line -> line.lineNo() == lineNo ? line.returned(quantity) : line).toList();
        PurchaseOrderStatus current = status();
        if (current == PurchaseOrderStatus.PARTIALLY_RECEIVED || current == PurchaseOrderStatus.RECEIVED) {
            boolean nothing = lines.stream().allMatch(line -> !line.receivedQuantity().isPositive());
            status = (nothing ? PurchaseOrderStatus.APPROVED : PurchaseOrderStatus.PARTIALLY_RECEIVED).id();
        }
        return moved("purchase_order.receipt_reversed", before, null, now);
    }

    private void requireStatus(String rule, PurchaseOrderStatus... allowed) {
        States.require(status(), "Order " + number, rule, allowed);
    }

    private DomainEvent moved(String type, JsonNode before, String reason, Instant now) {
        version++;
        updatedAt = now;
        return DomainEvent.changed(type, NOUN, id, before, recorded(), reason);
    }

    /** The order as the audit trail records it. */
    private JsonNode recorded() {
        return Recorded.of("number", number, "supplierId", supplierId, "status", status, "lines", lines.stream()
                .map(line -> Recorded.of("lineNo", line.lineNo(), "materialId", line.materialId(),
                        "quantity", QuantityJson.of(line.quantity()), "receivedQuantity", QuantityJson.of(line.receivedQuantity()),
                        "dueDate", line.dueDate())).toList(),
                "createdBy", createdBy, "approval", approval, "closingReason", closingReason);
    }
}
