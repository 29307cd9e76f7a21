package com.pharmaerp.api.procurement.service;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.clock.BusinessClock;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.api.GoodsReceiptRequest;
import com.pharmaerp.api.procurement.api.GoodsReceiptView;
import com.pharmaerp.api.procurement.api.PurchaseOrderView;
import com.pharmaerp.api.procurement.api.ReceiptLineRequest;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.procurement.domain.GoodsReceiptData;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.ReceiptLine;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.repository.GoodsReceiptRepository;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.procurement.repository.SupplierRepository;
import com.pharmaerp.api.quality.QualityFacade;
import com.pharmaerp.api.warehouse.WarehouseFacade;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Goods receipts: one POST posts, in one transaction, every line as a new lot in quarantine with
 * its receipt movement and open inspection lot, and counts it against the order (whose row lock
 * keeps any pod from receiving more than was ordered). Checks in modules.md's order: the request
 * (422), the role, the order's state (409 invalid_transition), the supplier (409
 * supplier_not_approved), the open quantity (409 over_receipt), the dates (422), the location's
 * storage range (422 storage_condition_mismatch).
 */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class GoodsReceiptService extends TenantResources<GoodsReceipt, GoodsReceiptData, ResourceKind.Input, GoodsReceiptView> {

    private static final Set<Role> CLERK = Set.of(Role.WAREHOUSE_CLERK);
    private static final ResourceKind<GoodsReceipt, GoodsReceiptData, ResourceKind.Input, GoodsReceiptView> KIND =
            ResourceKind.readOnly(GoodsReceipt.ID_PREFIX, "goods_receipt", GoodsReceiptView::of, CLERK);

    private final GoodsReceiptRepository receipts;
    private final PurchaseOrderRepository orders;
    private final SupplierRepository suppliers;
    private final WarehouseFacade warehouse;
    private final QualityFacade quality;
    private final DocumentNumbers numbers;
    private final BusinessClock clock;
    private final ResourceSupport support;
    private final AuditTrail audit;

    public GoodsReceiptService(GoodsReceiptRepository receipts, PurchaseOrderRepository orders, SupplierRepository suppliers,
            WarehouseFacade warehouse, QualityFacade quality, DocumentNumbers numbers, BusinessClock clock,
            ResourceSupport support, AuditTrail audit) {
        super(receipts, support, KIND);
        this.receipts = receipts;
        this.orders = orders;
        this.suppliers = suppliers;
        this.warehouse = warehouse;
        this.quality = quality;
        this.numbers = numbers;
        this.clock = clock;
        this.support = support;
        this.audit = audit;
    }

    /** @param purchaseOrderId null for every order */
    @WithTransaction
    public Uni<Page<GoodsReceiptView>> list(String tenantId, String purchaseOrderId, Cursor after, int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("purchaseOrderId", purchaseOrderId), after, limit);
    }

    @WithTransaction
    public Uni<GoodsReceiptView> receive(String tenantId, GoodsReceiptRequest request) {
        List<String> locationIds = request.lines().stream().map(ReceiptLineRequest::locationId).distinct().toList();
        return TenantGuard.enter(tenantId)
                .chain(() -> Ids.looksLike(PurchaseOrder.ID_PREFIX, request.purchaseOrderId())
                        ? orders.lockInTenant(tenantId, request.purchaseOrderId())
                        : Uni.createFrom().nullItem())
                .chain(order -> warehouse.unknownLocations(tenantId, locationIds).chain(unknownLocations -> {
                    List<Quantity> quantities = validated(order, request, unknownLocations);
                    requireRole(CLERK);
                    order.requireReceivable();
                    return suppliers.findInTenant(tenantId, order.supplierId)
                            .invoke(supplier -> requireApproved(supplier, order, request))
                            .chain(() -> clock.today(tenantId))
                            .chain(today -> post(tenantId, order, request, quantities, today));
                }))
                .map(GoodsReceiptView::of);
    }

    private Uni<GoodsReceipt> post(String tenantId, PurchaseOrder order, GoodsReceiptRequest request, List<Quantity> quantities,
            LocalDate today) {
        JsonNode orderBefore = support.recorded(PurchaseOrderView.of(order));
        Instant now = support.storedNow();
        for (int i = 0; i < quantities.size(); i++) {
            order.receive(request.lines().get(i).lineNo(), quantities.get(i), now);
        }
        requireDates(request, today);
        String receiptId = Ids.next(GoodsReceipt.ID_PREFIX);
        List<AuditEntry> events = new ArrayList<>();
        List<ReceiptLine> lines = new ArrayList<>();
        Uni<Void> posted = Uni.createFrom().voidItem();
        for (int i = 0; i < quantities.size(); i++) {
            ReceiptLineRequest line = request.lines().get(i);
            Quantity quantity = quantities.get(i);
            String materialId = order.line(line.lineNo()).orElseThrow().materialId();
            WarehouseFacade.NewLot newLot = new WarehouseFacade.NewLot(materialId, quantity, line.supplierLotNumber(),
                    line.manufacturedOn(), line.expiresOn(), today, line.locationId(), receiptId, "lines[" + i + "]");
            posted = posted.chain(() -> warehouse.receiveIntoQuarantine(tenantId, newLot, events)
                    .chain(lotId -> quality.openInspectionLot(tenantId, lotId, materialId, "receipt", events)
                            .invoke(inspectionLotId -> lines.add(new ReceiptLine(line.lineNo(), quantity,
                                    line.supplierLotNumber(), line.manufacturedOn(), line.expiresOn(), line.locationId(),
                                    lotId, inspectionLotId))))
                    .replaceWithVoid());
        }
        return posted.chain(() -> numbers.next(tenantId, GoodsReceipt.NUMBER_PREFIX)).chain(number -> {
            GoodsReceipt receipt = new GoodsReceipt();
            receipt.start(receiptId, tenantId, new GoodsReceiptData(number, order.id, request.deliveryNote().strip(), today,
                    lines), now);
            events.add(0, support.created("goods_receipt", receiptId, GoodsReceiptView.of(receipt), null));
            events.add(1, new AuditEntry("purchase_order.received", "purchase_order", order.id,
                    Change.between(orderBefore, support.recorded(PurchaseOrderView.of(order))), null));
            return receipts.persist(receipt);
        }).call(() -> audit.record(events));
    }

    /** 422 for an order, order line or location the tenant does not have, or a quantity of no use. */
    private static List<Quantity> validated(PurchaseOrder order, GoodsReceiptRequest request, Set<String> unknownLocations) {
        if (order == null) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "There is no purchase order "
                    + request.purchaseOrderId() + ".", List.of(new Problem.FieldError("purchaseOrderId", "unknown purchase order")));
        }
        List<Problem.FieldError> errors = new ArrayList<>();
        List<Quantity> quantities = new ArrayList<>();
        for (int i = 0; i < request.lines().size(); i++) {
            ReceiptLineRequest line = request.lines().get(i);
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

    private static void requireApproved(Supplier supplier, PurchaseOrder order, GoodsReceiptRequest request) {
        List<String> refused = request.lines().stream().map(line -> order.line(line.lineNo()).orElseThrow().materialId())
                .filter(material -> !supplier.approvedFor(material)).distinct().toList();
        if (!refused.isEmpty()) {
            throw new ProblemException(ProcurementProblem.SUPPLIER_NOT_APPROVED, "Supplier " + supplier.code + " ("
                    + supplier.status + ") is no longer approved for " + String.join(", ", refused) + ": nothing is received "
                    + "from it until QA approves it again.");
        }
    }

    /** A lot is manufactured by today and expires after today (the business date). */
    private static void requireDates(GoodsReceiptRequest request, LocalDate today) {
        List<Problem.FieldError> errors = new ArrayList<>();
        for (int i = 0; i < request.lines().size(); i++) {
            ReceiptLineRequest line = request.lines().get(i);
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
