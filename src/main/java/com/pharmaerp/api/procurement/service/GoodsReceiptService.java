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
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.ProcurementRoles;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.ReceiptInput;
import com.pharmaerp.api.procurement.domain.ReceiptLine;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.repository.GoodsReceiptRepository;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.procurement.repository.SupplierRepository;
import com.pharmaerp.api.quality.QualityFacade;
import com.pharmaerp.api.warehouse.WarehouseFacade;

import io.smallrye.mutiny.Uni;

/**
 * Goods receipts: one POST posts, in one unit of work, every line as a new lot in quarantine with
 * its receipt movement and open inspection lot, and counts it against the order. Checks in the
 * documented order: the request (422), the role, the order's state (409 invalid_transition), the
 * supplier (409 supplier_not_approved), the open quantity (409 over_receipt), the dates (422), the
 * location's storage range (422 storage_condition_mismatch). The order's row, which keeps any pod
 * from receiving more than was ordered, and the receipt's number are taken last, so they stay
 * locked for the last few statements only.
 */
@ApplicationScoped
public class GoodsReceiptService {

    private final GoodsReceiptRepository receipts;
    private final PurchaseOrderRepository orders;
    private final SupplierRepository suppliers;
    private final WarehouseFacade warehouse;
    private final QualityFacade quality;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;

    public GoodsReceiptService(GoodsReceiptRepository receipts, PurchaseOrderRepository orders, SupplierRepository suppliers,
            WarehouseFacade warehouse, QualityFacade quality, DocumentNumbers numbers, ActingUser actingUser) {
        this.receipts = receipts;
        this.orders = orders;
        this.suppliers = suppliers;
        this.warehouse = warehouse;
        this.quality = quality;
        this.numbers = numbers;
        this.actingUser = actingUser;
    }

    /** The receipt of the tenant; 404 when there is none. */
    public Uni<GoodsReceipt> get(UnitOfWork work, String id) {
        return Found.require(GoodsReceipt.ID_PREFIX, id, GoodsReceipt.NOUN, () -> receipts.find(work, id));
    }

    /** @param purchaseOrderId null for every order */
    public Uni<Page<GoodsReceipt>> list(UnitOfWork work, String purchaseOrderId, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("purchase_order_id", purchaseOrderId);
        return receipts.page(work, query, after, limit).map(rows -> Page.of(rows, limit, r -> new Cursor(r.createdAt, r.id), r -> r));
    }

    public Uni<GoodsReceipt> receive(UnitOfWork work, ReceiptInput input) {
        List<String> locationIds = input.lines().stream().map(ReceiptInput.Line::locationId).distinct().toList();
        return (Ids.looksLike(PurchaseOrder.ID_PREFIX, input.purchaseOrderId()) ? orders.find(work, input.purchaseOrderId())
                : Uni.createFrom().<PurchaseOrder>nullItem())
                .chain(order -> warehouse.unknownLocations(work, locationIds).chain(unknownLocations -> {
                    List<Quantity> quantities = validated(order, input, unknownLocations);
                    actingUser.requireRole(ProcurementRoles.CLERK);
                    order.requireReceivable();
                    return suppliers.find(work, order.supplierId)
                            .invoke(supplier -> {
                                requireApproved(supplier, order, input);
                                // Checked on this read of the order; counted again below on its locked row.
                                order.receive(received(input, quantities), work.now());
                            })
                            .chain(work::today)
                            .invoke(today -> requireDates(input, today))
                            .chain(today -> post(work, order, input, quantities, today));
                }));
    }

    private Uni<GoodsReceipt> post(UnitOfWork work, PurchaseOrder checked, ReceiptInput input, List<Quantity> quantities,
            LocalDate today) {
        String receiptId = Ids.next(GoodsReceipt.ID_PREFIX);
        List<ReceiptLine> lines = new ArrayList<>();
        Uni<Void> posted = Uni.createFrom().voidItem();
        for (int i = 0; i < quantities.size(); i++) {
            ReceiptInput.Line line = input.lines().get(i);
            Quantity quantity = quantities.get(i);
            String materialId = checked.line(line.lineNo()).orElseThrow().materialId();
            WarehouseFacade.NewLot newLot = new WarehouseFacade.NewLot(materialId, quantity, line.supplierLotNumber(),
                    line.manufacturedOn(), line.expiresOn(), today, line.locationId(), receiptId, "lines[" + i + "]");
            posted = posted.chain(() -> warehouse.receiveIntoQuarantine(work, newLot)
                    .chain(lotId -> quality.openInspectionLot(work, lotId, materialId, "receipt")
                            .invoke(inspectionLotId -> lines.add(new ReceiptLine(line.lineNo(), quantity,
                                    line.supplierLotNumber(), line.manufacturedOn(), line.expiresOn(), line.locationId(),
                                    lotId, inspectionLotId))))
                    .replaceWithVoid());
        }
        return posted
                .chain(() -> orders.lock(work, checked.id))
                .chain(order -> {
                    order.requireReceivable();
                    work.record(order.receive(received(input, quantities), work.now()));
                    return orders.update(work, order).map(written -> Versions.written(written, order));
                })
                .chain(() -> numbers.next(work, GoodsReceipt.NUMBER_PREFIX))
                .chain(number -> {
                    GoodsReceipt receipt = GoodsReceipt.post(receiptId, number, checked.id, input.deliveryNote().strip(), today,
                            lines, work.now());
                    work.record(receipt.posted());
                    return receipts.insert(work, receipt).replaceWith(receipt);
                });
    }

    private static List<Map.Entry<Integer, Quantity>> received(ReceiptInput input, List<Quantity> quantities) {
        List<Map.Entry<Integer, Quantity>> received = new ArrayList<>();
        for (int i = 0; i < quantities.size(); i++) {
            received.add(new AbstractMap.SimpleImmutableEntry<>(input.lines().get(i).lineNo(), quantities.get(i)));
        }
        return received;
    }

    /** 422 for an order, order line or location the tenant does not have, or a quantity of no use. */
    private static List<Quantity> validated(PurchaseOrder order, ReceiptInput input, Set<String> unknownLocations) {
        if (order == null) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "There is no purchase order "
                    + input.purchaseOrderId() + ".", List.of(new Problem.FieldError("purchaseOrderId", "unknown purchase order")));
        }
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
                errors.add(new Problem.FieldError(field + ".lineNo", "order " + order.number + " has no such line"));
                continue;
            }
            Quantity quantity = line.quantity().in(ordered.quantity().unit(), field + ".quantity");
            if (!quantity.isPositive()) {
                errors.add(new Problem.FieldError(field + ".quantity.value", "must be greater than 0"));
            }
            quantities.add(quantity);
        }
        if (!errors.isEmpty()) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The receipt names lines or locations of no use here.",
                    errors);
        }
        return quantities;
    }

    private static void requireApproved(Supplier supplier, PurchaseOrder order, ReceiptInput input) {
        List<String> refused = input.lines().stream().map(line -> order.line(line.lineNo()).orElseThrow().materialId())
                .filter(material -> !supplier.approvedFor(material)).distinct().toList();
        if (!refused.isEmpty()) {
            throw new ProblemException(ProcurementProblem.SUPPLIER_NOT_APPROVED, "Supplier " + supplier.code + " ("
                    + supplier.status + ") is no longer approved for " + String.join(", ", refused) + ": nothing is received "
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
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "A received lot is made by today and not yet "
                    + "expired.", errors);
        }
    }
}
