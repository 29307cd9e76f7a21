package com.pharmaerp.api.procurement.service;

import java.time.LocalDate;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.ProcurementRoles;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderEvent;
import com.pharmaerp.api.procurement.domain.ReceiptInput;
import com.pharmaerp.api.procurement.domain.ReceiptLine;
import com.pharmaerp.api.procurement.domain.SupplierStanding;
import com.pharmaerp.api.procurement.repository.GoodsReceiptRepository;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.quality.InspectionOpening;
import com.pharmaerp.api.warehouse.LotReceiving;
import com.pharmaerp.api.warehouse.NewLot;

import io.smallrye.mutiny.Uni;

/**
 * Goods receipts: one POST posts, in one unit of work, every line as a new lot in quarantine with
 * its receipt movement and open inspection lot, and counts it against the order. Checks in the
 * documented order: the request (422), the role, the order's state (409 invalid_transition), the
 * supplier (409 supplier_not_approved), the open quantity (409 over_receipt), the dates (422), the
 * location's storage range (422 storage_condition_mismatch). The lots, their inspection lots, the
 * order's count (its row keeps any pod from receiving more than was ordered) and the receipt go to
 * the database in one round trip, so the counter rows and the order's row stay locked for a few
 * round trips only.
 */
@ApplicationScoped
public class GoodsReceiptService {

    private final GoodsReceiptRepository receipts;
    private final PurchaseOrderRepository orders;
    private final LotReceiving warehouse;
    private final InspectionOpening quality;
    private final ActingUser actingUser;

    public GoodsReceiptService(GoodsReceiptRepository receipts, PurchaseOrderRepository orders, LotReceiving warehouse,
            InspectionOpening quality, ActingUser actingUser) {
        this.receipts = receipts;
        this.orders = orders;
        this.warehouse = warehouse;
        this.quality = quality;
        this.actingUser = actingUser;
    }

    /** The receipt of the tenant; 404 when there is none. */
    public Uni<GoodsReceipt> get(UnitOfWork work, String id) {
        return Found.require(GoodsReceipt.ID_PREFIX, id, GoodsReceipt.NOUN, () -> receipts.find(work, id));
    }

    /** @param purchaseOrderId null for every order */
    public Uni<Page<GoodsReceipt>> list(UnitOfWork work, String purchaseOrderId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("purchase_order_id", purchaseOrderId);
        return receipts.page(work, query, after, limit).map(rows -> Page.of(rows, limit, r -> new Cursor(r.createdAt(), r.id()), r -> r));
    }

    public Uni<GoodsReceipt> receive(UnitOfWork work, ReceiptInput input) {
        return (Ids.looksLike(PurchaseOrder.ID_PREFIX, input.purchaseOrderId())
                ? orders.findReceivable(work, input.purchaseOrderId())
                : Uni.createFrom().<PurchaseOrderRepository.Receivable>nullItem()).chain(found -> {
                    if (found == null) {
                        throw new Refusal(PlatformProblem.VALIDATION_FAILED, "There is no purchase order "
                                + input.purchaseOrderId() + ".", List.of(new Problem.FieldError("purchaseOrderId",
                                        "unknown purchase order")));
                    }
                    PurchaseOrder order = found.order();
                    List<String> locationIds = input.lines().stream().map(ReceiptInput.Line::locationId).distinct().toList();
                    List<String> materialIds = input.lines().stream().flatMap(line -> order.line(line.lineNo()).stream())
                            .map(OrderLine::materialId).distinct().toList();
                    return warehouse.delivery(work, materialIds, locationIds).chain(receiving -> {
                        List<Quantity> quantities = validated(order, input, receiving.unknownLocations(locationIds));
                        actingUser.requireRole(ProcurementRoles.CLERK);
                        order.requireReceivable();
                        requireApproved(found.supplier(), order, input);
                        // Counted on this read of the order, and written at the end if no other receipt moved it meanwhile.
                        PurchaseOrderEvent.Received counted = order.receive(received(input, quantities), work.now());
                        requireDates(input, work.today());
                        return post(work, new Counted(order, counted), receiving, input, quantities, work.today());
                    });
                });
    }

    /** The order with a receipt counted on it as it was read, and the event of that. */
    private record Counted(PurchaseOrder order, PurchaseOrderEvent.Received event) {
    }

    private Uni<GoodsReceipt> post(UnitOfWork work, Counted counted, LotReceiving.Delivery receiving, ReceiptInput input,
            List<Quantity> quantities, LocalDate today) {
        String receiptId = Ids.next(GoodsReceipt.ID_PREFIX);
        List<ReceiptLine> lines = new ArrayList<>();
        List<Uni<?>> statements = new ArrayList<>();
        for (int i = 0; i < quantities.size(); i++) {
            ReceiptInput.Line line = input.lines().get(i);
            Quantity quantity = quantities.get(i);
            String materialId = counted.order().line(line.lineNo()).orElseThrow().materialId();
            String lotId = warehouse.nextLotId();
            String inspectionLotId = quality.nextInspectionLotId();
            statements.add(warehouse.receiveIntoQuarantine(work, receiving, new NewLot(lotId, materialId, quantity,
                    line.supplierLotNumber(), line.manufacturedOn(), line.expiresOn(), today, line.locationId(), receiptId),
                    "lines[" + i + "].locationId"));
            statements.add(quality.openInspectionLot(work, inspectionLotId, lotId, materialId, "receipt"));
            lines.add(new ReceiptLine(line.lineNo(), quantity, line.supplierLotNumber(), line.manufacturedOn(),
                    line.expiresOn(), line.locationId(), lotId, inspectionLotId));
        }
        statements.add(count(work, counted, input, quantities));
        GoodsReceipt receipt = GoodsReceipt.post(receiptId, counted.order().id(), input.deliveryNote().strip(), today, lines,
                work.now());
        statements.add(receipts.insert(work, receipt));
        // Sent together: the connection writes each statement without waiting for the answer to the one before
        // (pipelining), so the counters the first one takes are held for one round trip, not one per statement.
        // PostgreSQL runs them in this order (a line's lot exists before its inspection lot, both before the receipt's
        // lines) and answers in it; the first failure fails the receipt. The receipt's event is recorded once all
        // have answered, after the order's, which a concurrent receipt may make take two more statements.
        return Uni.combine().all().unis(statements).with(answers -> {
            GoodsReceipt numbered = receipt.numbered((String) answers.get(answers.size() - 1)); // the insert's answer
            work.record(numbered.posted());
            return numbered;
        });
    }

    /**
     * Writes the order as counted when it is still at the version it was read at (one statement);
     * when another receipt moved it meanwhile, counts again on its locked row, which keeps any pod
     * from receiving more than was ordered.
     */
    private Uni<Void> count(UnitOfWork work, Counted counted, ReceiptInput input, List<Quantity> quantities) {
        return orders.update(work, counted.order()).chain(written -> {
            if (written) {
                work.record(counted.event());
                return Uni.createFrom().voidItem();
            }
            return orders.lock(work, counted.order().id()).chain(order -> {
                return work.saveChange(order.receive(received(input, quantities), work.now()), order,
                        () -> orders.update(work, order)).replaceWithVoid();
            });
        });
    }

    private static List<Map.Entry<Integer, Quantity>> received(ReceiptInput input, List<Quantity> quantities) {
        List<Map.Entry<Integer, Quantity>> received = new ArrayList<>();
        for (int i = 0; i < quantities.size(); i++) {
            received.add(new AbstractMap.SimpleImmutableEntry<>(input.lines().get(i).lineNo(), quantities.get(i)));
        }
        return received;
    }

    /** 422 for an order line or location the tenant does not have, or a quantity of no use. */
    private static List<Quantity> validated(PurchaseOrder order, ReceiptInput input, Set<String> unknownLocations) {
        List<Problem.FieldError> errors = new ArrayList<>();
        List<Quantity> quantities = new ArrayList<>();
        for (int i = 0; i < input.lines().size(); i++) {
            ReceiptInput.Line line = input.lines().get(i);
            String field = "lines[" + i + "]";
            if (unknownLocations.contains(line.locationId())) {
                errors.add(new Problem.FieldError(field + ".locationId", "unknown location"));
            }
            OrderLine ordered = order.line(line.lineNo()).orElse(null);
            if (ordered == null) {
                errors.add(new Problem.FieldError(field + ".lineNo", "order " + order.number() + " has no such line"));
                continue;
            }
            Quantity quantity = line.quantity().in(ordered.quantity().unit(), field + ".quantity");
            if (!quantity.isPositive()) {
                errors.add(new Problem.FieldError(field + ".quantity.value", "must be greater than 0"));
            }
            quantities.add(quantity);
        }
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The receipt names lines or locations of no use here.",
                    errors);
        }
        return quantities;
    }

    private static void requireApproved(SupplierStanding supplier, PurchaseOrder order, ReceiptInput input) {
        List<String> refused = input.lines().stream().map(line -> order.line(line.lineNo()).orElseThrow().materialId())
                .filter(material -> !supplier.approvedFor(material)).distinct().toList();
        if (!refused.isEmpty()) {
            throw new Refusal(ProcurementProblem.SUPPLIER_NOT_APPROVED, "Supplier " + supplier.code() + " ("
                    + supplier.status().id() + ") is no longer approved for " + String.join(", ", refused) + ": nothing is received "
                    + "from it until QA approves it again.");
        }
    }

    /** A lot is manufactured by today and expires after today (the business date). */
    private static void requireDates(ReceiptInput input, LocalDate today) {
        List<Problem.FieldError> errors = new ArrayList<>();
        for (int i = 0; i < input.lines().size(); i++) {
            ReceiptInput.Line line = input.lines().get(i);
            if (line.manufacturedOn().isAfter(today)) {
                errors.add(new Problem.FieldError("lines[" + i + "].manufacturedOn", "must not be after today, " + today));
            }
            if (!line.expiresOn().isAfter(today)) {
                errors.add(new Problem.FieldError("lines[" + i + "].expiresOn", "must be after today, " + today));
            }
        }
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "A received lot is made by today and not yet "
                    + "expired.", errors);
        }
    }
}
