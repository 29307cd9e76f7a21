package com.pharmaerp.api.procurement.service;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.api.ClosingRequest;
import com.pharmaerp.api.procurement.api.OrderLineRequest;
import com.pharmaerp.api.procurement.api.PurchaseOrderRequest;
import com.pharmaerp.api.procurement.api.PurchaseOrderView;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderData;
import com.pharmaerp.api.procurement.domain.PurchaseOrderStatus;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.procurement.repository.SupplierRepository;
import com.pharmaerp.api.warehouse.WarehouseFacade;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Purchase orders: buyers write, cancel and close them; a supervisor who did not create one
 * approves it with a signature, once its supplier is approved for every material on it.
 */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class PurchaseOrderService extends TenantResources<PurchaseOrder, PurchaseOrderData, PurchaseOrderRequest,
        PurchaseOrderView> {

    static final Set<Role> BUYER = Set.of(Role.BUYER);
    private static final Set<Role> SUPERVISOR = Set.of(Role.SUPERVISOR);
    // toData is null: resolve() turns an input into data, as that needs the materials' base units.
    private static final ResourceKind<PurchaseOrder, PurchaseOrderData, PurchaseOrderRequest, PurchaseOrderView> KIND =
            new ResourceKind<>(PurchaseOrder.ID_PREFIX, "purchase_order", null, PurchaseOrderRequest.class, PurchaseOrder::new,
                    null, PurchaseOrderRequest::of, PurchaseOrderView::of, Set.of(), BUYER);

    private final SupplierRepository suppliers;
    private final WarehouseFacade warehouse;
    private final DocumentNumbers numbers;

    public PurchaseOrderService(PurchaseOrderRepository orders, ResourceSupport support, SupplierRepository suppliers,
            WarehouseFacade warehouse, DocumentNumbers numbers) {
        super(orders, support, KIND);
        this.suppliers = suppliers;
        this.warehouse = warehouse;
        this.numbers = numbers;
    }

    /** 422 for an unknown supplier or material, a repeated line number, a unit of another dimension, a zero quantity. */
    @Override
    protected Uni<PurchaseOrderData> resolve(String tenantId, PurchaseOrderRequest input) {
        List<Problem.FieldError> errors = new ArrayList<>();
        Set<Integer> lineNos = new HashSet<>();
        for (int i = 0; i < input.lines().size(); i++) {
            if (!lineNos.add(input.lines().get(i).lineNo())) {
                errors.add(new Problem.FieldError("lines[" + i + "].lineNo", "repeats another line's number"));
            }
        }
        return suppliers.findInTenant(tenantId, input.supplierId()).chain(supplier -> {
            if (supplier == null) {
                errors.add(new Problem.FieldError("supplierId", "unknown supplier"));
            }
            return warehouse.baseUnits(tenantId, input.lines().stream().map(OrderLineRequest::materialId).toList());
        }).map(baseUnits -> {
            List<OrderLine> lines = new ArrayList<>();
            for (int i = 0; i < input.lines().size(); i++) {
                OrderLineRequest line = input.lines().get(i);
                String field = "lines[" + i + "]";
                if (!baseUnits.containsKey(line.materialId())) {
                    errors.add(new Problem.FieldError(field + ".materialId", "unknown material"));
                    continue;
                }
                Quantity quantity = line.quantity().in(baseUnits.get(line.materialId()), field + ".quantity");
                if (!quantity.isPositive()) {
                    errors.add(new Problem.FieldError(field + ".quantity.value", "must be greater than 0"));
                }
                lines.add(new OrderLine(line.lineNo(), line.materialId(), quantity,
                        Quantity.of("0", quantity.unit()), line.dueDate()));
            }
            if (!errors.isEmpty()) {
                throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The order names records of no use here.",
                        errors);
            }
            return new PurchaseOrderData(input.supplierId(), lines);
        });
    }

    @Override
    protected Uni<Void> beforeCreate(String tenantId, PurchaseOrder order) {
        order.createdBy = actingUserId();
        return numbers.next(tenantId, PurchaseOrder.NUMBER_PREFIX).invoke(number -> order.number = number).replaceWithVoid();
    }

    /** Each filter null for none. */
    @WithTransaction
    public Uni<Page<PurchaseOrderView>> list(String tenantId, PurchaseOrderStatus status, String supplierId, Cursor after,
            int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("status", status == null ? null : status.id())
                .equal("supplierId", supplierId), after, limit);
    }

    /** A supervisor other than its creator approves a draft; 409 supplier_not_approved unless the supplier is approved for every material. */
    public Uni<PurchaseOrderView> approve(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.APPROVAL, SUPERVISOR,
                (order, actingUser) -> actingUser.requireSomeoneElse(List.of(order.createdBy), "approve a purchase order they created"),
                "purchase_order.approved", (order, signed, now) -> {
                    order.approve(signed, now);
                    return suppliers.findInTenant(tenantId, order.supplierId).invoke(supplier -> {
                        List<String> refused = order.lines().stream().map(OrderLine::materialId)
                                .filter(material -> !supplier.approvedFor(material)).distinct().toList();
                        if (!refused.isEmpty()) {
                            throw new ProblemException(ProcurementProblem.SUPPLIER_NOT_APPROVED, "Supplier " + supplier.code
                                    + " (" + supplier.status + ") is not approved for " + String.join(", ", refused)
                                    + ": QA approves suppliers for materials.");
                        }
                    }).replaceWithVoid();
                });
    }

    /** @param body null for none: the reason is optional */
    public Uni<PurchaseOrderView> cancel(String tenantId, String id, String ifMatch, ClosingRequest body) {
        String reason = body == null ? null : body.given();
        return transition(tenantId, id, ifMatch, body, reason, BUYER, "purchase_order.cancelled", (order, signed, now) -> {
            order.cancel(reason, now);
            return Uni.createFrom().voidItem();
        });
    }

    /** @param body null for none: a reason is needed only to close short */
    public Uni<PurchaseOrderView> close(String tenantId, String id, String ifMatch, ClosingRequest body) {
        String reason = body == null ? null : body.given();
        return transition(tenantId, id, ifMatch, body, reason, BUYER, "purchase_order.closed", (order, signed, now) -> {
            order.close(reason, now);
            return Uni.createFrom().voidItem();
        });
    }
}
