package com.pharmaerp.api.procurement.service;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.Size;

import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.problem.RepeatedLineNumbers;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.ProcurementRoles;
import com.pharmaerp.api.procurement.domain.OrderInput;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderData;
import com.pharmaerp.api.procurement.domain.PurchaseOrderEvent;
import com.pharmaerp.api.procurement.domain.PurchaseOrderStatus;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.procurement.repository.SupplierRepository;
import com.pharmaerp.api.warehouse.MaterialUnits;

import io.smallrye.mutiny.Uni;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Purchase orders: buyers write, cancel and close them; a supervisor who did not create one
 * approves it with a signature, once its supplier is approved for every material on it.
 */
@ApplicationScoped
public class PurchaseOrderService {

    private final PurchaseOrderRepository orders;
    private final SupplierRepository suppliers;
    private final MaterialUnits materials;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public PurchaseOrderService(PurchaseOrderRepository orders, SupplierRepository suppliers, MaterialUnits materials,
            DocumentNumbers numbers, ActingUser actingUser, SignedActions signed, BodyValidator bodies) {
        this.bodies = bodies;
        this.orders = orders;
        this.suppliers = suppliers;
        this.materials = materials;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
    }

    /** A new draft by the acting buyer: the role, then 422 for records of no use (see {@link #resolve}). */
    public Uni<PurchaseOrder> create(UnitOfWork work, OrderInput input) {
        actingUser.requireRole(ProcurementRoles.BUYER);
        return resolve(work, input).chain(data -> numbers.next(work, PurchaseOrder.NUMBER_PREFIX).map(number -> {
            PurchaseOrder order = PurchaseOrder.draft(Ids.next(PurchaseOrder.ID_PREFIX), number, data, work.userId(),
                    work.now());
            work.record(order.created());
            return order;
        })).call(order -> orders.insert(work, order));
    }

    /** 422 for an unknown supplier or material, a repeated line number, a unit of another dimension, a zero quantity. */
    private Uni<PurchaseOrderData> resolve(UnitOfWork work, OrderInput input) {
        List<Problem.FieldError> errors = new ArrayList<>(
                RepeatedLineNumbers.in(input.lines().stream().map(OrderInput.Line::lineNo).toList()));
        return suppliers.find(work, input.supplierId()).chain(supplier -> {
            if (supplier == null) {
                errors.add(new Problem.FieldError("supplierId", "unknown supplier"));
            }
            return materials.baseUnits(work, input.lines().stream().map(OrderInput.Line::materialId).toList());
        }).map(baseUnits -> {
            List<OrderLine> lines = new ArrayList<>();
            for (int i = 0; i < input.lines().size(); i++) {
                OrderInput.Line line = input.lines().get(i);
                String field = "lines[" + i + "]";
                if (!baseUnits.containsKey(line.materialId())) {
                    errors.add(new Problem.FieldError(field + ".materialId", "unknown material"));
                    continue;
                }
                Quantity quantity = line.quantity().in(baseUnits.get(line.materialId()), field + ".quantity");
                if (!quantity.isPositive()) {
                    errors.add(new Problem.FieldError(field + ".quantity.value", "must be greater than 0"));
                }
                lines.add(new OrderLine(line.lineNo(), line.materialId(), quantity, Quantity.of("0", quantity.unit()),
                        line.dueDate()));
            }
            if (!errors.isEmpty()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The order names records of no use here.",
                        errors);
            }
            return new PurchaseOrderData(input.supplierId(), lines);
        });
    }

    /** The order of the tenant; 404 when there is none. */
    public Uni<PurchaseOrder> get(UnitOfWork work, String id) {
        return Found.require(PurchaseOrder.ID_PREFIX, id, PurchaseOrder.NOUN, () -> orders.find(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<PurchaseOrder>> list(UnitOfWork work, PurchaseOrderStatus status, String supplierId, Cursor after,
            int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("supplier_id", supplierId);
        return orders.page(work, query, after, limit).map(rows -> Page.of(rows, limit, o -> new Cursor(o.createdAt(), o.id()), o -> o));
    }

    /**
     * A merge patch of an order: 404; the patch applied and valid (422); 422 for records of no use;
     * the reason's form (422); the buyer's role (403); If-Match (428/412); then 409
     * invalid_transition for an order that is no draft.
     *
     * @param patched the order's data with the patch applied
     */
    public Uni<PurchaseOrder> change(UnitOfWork work, String id, Patch patch, Function<PurchaseOrderData, OrderInput> patched) {
        return get(work, id).chain(order -> resolve(work, patched.apply(order.data())).map(next -> {
            String reason = patch.reason();
            actingUser.requireRole(ProcurementRoles.BUYER);
            Versions.require(patch.ifMatch(), order.version());
            return order.change(next, reason, work.now());
        }).chain(changed -> work.saveChange(changed, order, () -> orders.update(work, order))));
    }

    /**
     * A supervisor other than its creator approves a draft: 404, the signature (422 for its form);
     * 409 supplier_not_approved unless the supplier is approved for every material.
     */
    public Uni<PurchaseOrder> approve(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(order -> signed.role(ProcurementRoles.SUPERVISOR)
                .someoneElseThan(List.of(order.createdBy()), "approve a purchase order they created")
                .ifMatch(ifMatch, order.version()).sign(work, PurchaseOrder.NOUN, order.id(), command.signature(), Meaning.APPROVAL).chain(approval -> {
                    PurchaseOrderEvent.Approved approved = order.approve(approval, work.now());
                    return suppliers.find(work, order.supplierId()).chain(supplier -> {
                        List<String> refused = order.lines().stream().map(OrderLine::materialId)
                                .filter(material -> !supplier.approvedFor(material)).distinct().toList();
                        if (!refused.isEmpty()) {
                            throw new Refusal(ProcurementProblem.SUPPLIER_NOT_APPROVED, "Supplier " + supplier.code()
                                    + " (" + supplier.status().id() + ") is not approved for " + String.join(", ", refused)
                                    + ": QA approves suppliers for materials.");
                        }
                        return save(work, order, approved);
                    });
                }));
    }

    /**
     * A buyer cancels an order nothing was received against: 404; the reason's form; the role;
     * If-Match when sent; the move.
     *
     * @param command why, or null (the body is optional)
     */
    public Uni<PurchaseOrder> cancel(UnitOfWork work, String id, String ifMatch, Closing command) {
        return get(work, id).invoke(() -> validateOptional(command)).chain(order -> {
            String why = command == null ? null : command.given();
            checkBuyerAndVersion(order, ifMatch);
            return save(work, order, order.cancel(why, work.now()));
        });
    }

    /**
     * A buyer closes an order: 404; the reason's form; the role; If-Match when sent; the move (422
     * reason_required to close short).
     *
     * @param command why, or null (the body is optional; a reason is needed only to close short)
     */
    public Uni<PurchaseOrder> close(UnitOfWork work, String id, String ifMatch, Closing command) {
        return get(work, id).invoke(() -> validateOptional(command)).chain(order -> {
            String why = command == null ? null : command.given();
            checkBuyerAndVersion(order, ifMatch);
            return save(work, order, order.close(why, work.now()));
        });
    }

    /** Why an order is closed or cancelled: required to close an order short of what was ordered. */
    @Schema(name = "ClosingInput")
    public record Closing(@Size(max = 2000) @Schema(maxLength = 2000, nullable = true) String reason) {

        /** @return the reason without surrounding blanks, or null for none */
        public String given() {
            return reason == null || reason.isBlank() ? null : reason.strip();
        }
    }

    /** A body the contract makes optional: validated when sent. */
    private void validateOptional(Closing command) {
        if (command != null) {
            bodies.validate(command);
        }
    }

    private void checkBuyerAndVersion(PurchaseOrder order, String ifMatch) {
        actingUser.requireRole(ProcurementRoles.BUYER);
        if (ifMatch != null) {
            Versions.require(ifMatch, order.version());
        }
    }

    private Uni<PurchaseOrder> save(UnitOfWork work, PurchaseOrder order, PurchaseOrderEvent changed) {
        return work.saveChange(changed, order, () -> orders.update(work, order));
    }
}
