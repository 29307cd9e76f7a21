package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.audit.AuditProblem;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.ProcurementProblem;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A purchase order and its lines. Its status moves only through the methods here, which refuse a
 * move the life cycle does not allow (409 invalid_transition); receipts count against its lines
 * under its row lock, so no pod can receive more than was ordered.
 */
@Entity
@Table(name = "purchase_orders")
public class PurchaseOrder extends TenantEntity<PurchaseOrderData> {

    public static final String ID_PREFIX = "po";
    public static final String NUMBER_PREFIX = "PO";

    private static final TypeReference<List<StoredLine>> LINES = new TypeReference<>() {
    };

    /** A line as its column keeps it: amounts as decimal strings in the base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredLine(int lineNo, String materialId, String quantity, String receivedQuantity, String unit,
            LocalDate dueDate) {

        static StoredLine of(OrderLine line) {
            return new StoredLine(line.lineNo(), line.materialId(), line.quantity().plainValue(),
                    line.receivedQuantity().to(line.quantity().unit()).plainValue(), line.quantity().unit().symbol(),
                    line.dueDate());
        }

        OrderLine line() {
            Unit base = Unit.ofSymbol(unit).orElseThrow();
            return new OrderLine(lineNo, materialId, Quantity.of(quantity, base), Quantity.of(receivedQuantity, base), dueDate);
        }
    }

    public String number;
    @Column(name = "supplier_id")
    public String supplierId;
    public String status = PurchaseOrderStatus.DRAFT.id();
    /** The lines as JSON (see {@link #lines()}). */
    @Column(name = "lines")
    public String linesJson;
    /** The buyer who created it: four eyes keep them from approving it. */
    @Column(name = "created_by")
    public String createdBy;
    /** The signature (JSON) of its approval; null until approved. */
    public String approval;
    /** Why it was closed short or cancelled, as the buyer said. */
    @Column(name = "closing_reason")
    public String closingReason;

    public PurchaseOrderStatus status() {
        return PurchaseOrderStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    public List<OrderLine> lines() {
        return StoredJson.read(linesJson, LINES).stream().map(StoredLine::line).toList();
    }

    public Optional<OrderLine> line(int lineNo) {
        return lines().stream().filter(line -> line.lineNo() == lineNo).findFirst();
    }

    /** A buyer changes a draft; an approved order is the contract and changes no more. */
    @Override
    public boolean change(PurchaseOrderData data, Instant now) {
        requireStatus("only a draft order can be changed", PurchaseOrderStatus.DRAFT);
        return super.change(data, now);
    }

    /** A supervisor approves a draft with their signature (who is not the creator: the service checks four eyes). */
    public void approve(Signature signature, Instant now) {
        requireStatus("only a draft order can be approved", PurchaseOrderStatus.DRAFT);
        status = PurchaseOrderStatus.APPROVED.id();
        approval = signature.toJson();
        touched(now);
    }

    /** A buyer cancels an order nothing was received against. */
    public void cancel(String reason, Instant now) {
        requireStatus("only a draft or approved order with nothing received can be cancelled", PurchaseOrderStatus.DRAFT,
                PurchaseOrderStatus.APPROVED);
        status = PurchaseOrderStatus.CANCELLED.id();
        closingReason = reason;
        touched(now);
    }

    /**
     * A buyer closes an order: nothing more is received against it.
     *
     * @throws ProblemException 422 reason_required when a line is short and no reason is given
     */
    public void close(String reason, Instant now) {
        requireStatus("only an approved or (partially) received order can be closed", PurchaseOrderStatus.APPROVED,
                PurchaseOrderStatus.PARTIALLY_RECEIVED, PurchaseOrderStatus.RECEIVED);
        if (reason == null && !lines().stream().allMatch(OrderLine::fullyReceived)) {
            throw new ProblemException(AuditProblem.REASON_REQUIRED, "Order " + number + " is short of what was ordered: "
                    + "say why it is closed in \"reason\".", List.of(new Problem.FieldError("reason", "required when short")));
        }
        status = PurchaseOrderStatus.CLOSED.id();
        closingReason = reason;
        touched(now);
    }

    /** @throws ProblemException 409 invalid_transition unless the order is approved or partially received */
    public void requireReceivable() {
        requireStatus("only an approved or partially received order can be received against", PurchaseOrderStatus.APPROVED,
                PurchaseOrderStatus.PARTIALLY_RECEIVED);
    }

    /**
     * Counts a receipt against a line.
     *
     * @throws ProblemException 409 over_receipt when more than is still open would be received
     */
    public void receive(int lineNo, Quantity quantity, Instant now) {
        requireReceivable();
        List<OrderLine> changed = new ArrayList<>();
        for (OrderLine line : lines()) {
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
        setLines(changed);
        status = (changed.stream().allMatch(OrderLine::fullyReceived) ? PurchaseOrderStatus.RECEIVED
                : PurchaseOrderStatus.PARTIALLY_RECEIVED).id();
        touched(now);
    }

    /** Takes back a reversed receipt: the line has that much less received; a closed or cancelled order stays so. */
    public void unreceive(int lineNo, Quantity quantity, Instant now) {
        List<OrderLine> changed = lines().stream()
                .map(line -> line.lineNo() == lineNo ? line.returned(quantity) : line).toList();
        setLines(changed);
        PurchaseOrderStatus current = status();
        if (current == PurchaseOrderStatus.PARTIALLY_RECEIVED || current == PurchaseOrderStatus.RECEIVED) {
            boolean nothing = changed.stream().allMatch(line -> !line.receivedQuantity().isPositive());
            status = (nothing ? PurchaseOrderStatus.APPROVED : PurchaseOrderStatus.PARTIALLY_RECEIVED).id();
        }
        touched(now);
    }

    private void requireStatus(String rule, PurchaseOrderStatus... allowed) {
        requireState(status(), "Order " + number, rule, allowed);
    }

    @Override
    public PurchaseOrderData data() {
        return new PurchaseOrderData(supplierId, lines());
    }

    @Override
    protected void apply(PurchaseOrderData data) {
        supplierId = data.supplierId();
        setLines(data.lines());
    }

    private void setLines(List<OrderLine> lines) {
        linesJson = StoredJson.write(lines.stream().map(StoredLine::of).toList());
    }
}
