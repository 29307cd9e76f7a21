package com.pharmaerp.api.production.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.resource.RevisedEntity;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.production.ProductionProblem;
import com.pharmaerp.api.production.ProductionRoles;
import com.pharmaerp.api.production.api.CertificationRequest;
import com.pharmaerp.api.production.api.CompletionRequest;
import com.pharmaerp.api.production.api.ConsumptionRequest;
import com.pharmaerp.api.production.api.ConsumptionView;
import com.pharmaerp.api.production.api.ProductionOrderRequest;
import com.pharmaerp.api.production.api.ProductionOrderView;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderData;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.production.repository.RecipeRepository;
import com.pharmaerp.api.quality.QualityFacade;
import com.pharmaerp.api.warehouse.WarehouseFacade;
import com.pharmaerp.api.warehouse.WarehouseFacade.LotDecision;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/**
 * Production orders: a supervisor plans one from an approved recipe and releases it (its output
 * lot and inspection lot are made then); operators charge materials first-expiry-first-out and a
 * second person verifies each charge; a supervisor completes it; QA reviews the batch record and
 * the QP certifies or rejects the batch, neither having performed a step of it.
 */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class ProductionOrderService extends TenantResources<ProductionOrder, ProductionOrderData, ProductionOrderRequest,
        ProductionOrderView> {

    // toData is null: resolve() turns an input into data, as that needs the recipe and the product's base unit.
    private static final ResourceKind<ProductionOrder, ProductionOrderData, ProductionOrderRequest, ProductionOrderView> KIND =
            new ResourceKind<>(ProductionOrder.ID_PREFIX, "production_order", null, ProductionOrderRequest.class,
                    ProductionOrder::new, null, ProductionOrderRequest::of, ProductionOrderView::of, Set.of(),
                    ProductionRoles.SUPERVISOR);

    private final RecipeRepository recipes;
    private final WarehouseFacade warehouse;
    private final QualityFacade quality;
    private final DocumentNumbers numbers;
    private final AuditTrail audit;

    public ProductionOrderService(ProductionOrderRepository orders, ResourceSupport support, RecipeRepository recipes,
            WarehouseFacade warehouse, QualityFacade quality, DocumentNumbers numbers, AuditTrail audit) {
        super(orders, support, KIND);
        this.recipes = recipes;
        this.warehouse = warehouse;
        this.quality = quality;
        this.numbers = numbers;
        this.audit = audit;
    }

    /** 422 for an unknown recipe or a planned quantity that is no positive amount of the product; 409 recipe_not_approved. */
    @Override
    protected Uni<ProductionOrderData> resolve(String tenantId, ProductionOrderRequest input) {
        return recipes.findInTenant(tenantId, input.recipeId()).chain(recipe -> {
            if (recipe == null) {
                throw invalid("recipeId", "unknown recipe");
            }
            if (recipe.status() != RevisedEntity.Status.APPROVED) {
                throw new ProblemException(ProductionProblem.RECIPE_NOT_APPROVED, "Revision " + recipe.revision
                        + " of the recipe is " + recipe.status + ": orders are made from the approved revision only.");
            }
            return warehouse.baseUnits(tenantId, List.of(recipe.productMaterialId)).map(units -> {
                Quantity planned = input.plannedQuantity().in(units.get(recipe.productMaterialId), "plannedQuantity");
                if (!planned.isPositive()) {
                    throw invalid("plannedQuantity.value", "must be greater than 0");
                }
                return new ProductionOrderData(RecipeSnapshot.of(recipe), recipe.productMaterialId, planned);
            });
        });
    }

    @Override
    protected Uni<Void> beforeCreate(String tenantId, ProductionOrder order) {
        order.createdBy = actingUserId();
        return numbers.next(tenantId, ProductionOrder.NUMBER_PREFIX).invoke(number -> order.number = number)
                .replaceWithVoid();
    }

    /** Each filter null for none. */
    @WithTransaction
    public Uni<Page<ProductionOrderView>> list(String tenantId, ProductionOrderStatus status, String recipeId, Cursor after,
            int limit) {
        return list(tenantId, QueryFilter.of(tenantId).equal("status", status == null ? null : status.id())
                .equal("recipeId", recipeId), after, limit);
    }

    /** planned → released: the output lot in quarantine and its inspection lot (409 specification_missing without one). */
    public Uni<ProductionOrderView> release(String tenantId, String id, String ifMatch) {
        return transition(tenantId, id, ifMatch, null, null, ProductionRoles.SUPERVISOR, "production_order.released",
                (order, signed, now) -> {
                    order.requireReleasable();
                    List<AuditEntry> events = new ArrayList<>();
                    return warehouse.createOutputLot(tenantId, order.productMaterialId, order.id, events)
                            .chain(lot -> quality.openInspectionLot(tenantId, lot, order.productMaterialId, "production", events)
                                    .invoke(inspection -> order.release(lot, inspection, actingUserId(), now)))
                            .chain(() -> audit.record(events));
                });
    }

    /** planned | released → cancelled; once anything is consumed, 409 invalid_transition. */
    public Uni<ProductionOrderView> cancel(String tenantId, String id, String ifMatch) {
        return transition(tenantId, id, ifMatch, null, null, ProductionRoles.SUPERVISOR, "production_order.cancelled",
                (order, signed, now) -> {
                    order.cancel(now);
                    return Uni.createFrom().voidItem();
                });
    }

    /**
     * A charge of a recipe component (operator): FEFO across usable lots or a named lot, issue
     * movements on the ledger, the lots linked to the output lot for genealogy.
     */
    public Uni<ConsumptionView> consume(String tenantId, String id, ConsumptionRequest given) {
        ConsumptionRequest body = given == null ? new ConsumptionRequest(null, null, null, null, null) : given;
        String consumptionId = Ids.next(Consumption.ID_PREFIX);
        return transition(tenantId, id, null, body, body.overrideReason(), ProductionRoles.OPERATOR,
                "production_order.consumed", (order, signed, now) -> {
                    order.requireConsumable();
                    if (!order.recipe().hasComponent(body.materialId())) {
                        throw invalid("materialId", "not a component of the order's recipe");
                    }
                    List<AuditEntry> events = new ArrayList<>();
                    return warehouse.baseUnits(tenantId, List.of(body.materialId())).chain(units -> {
                        Quantity quantity = body.quantity().in(units.get(body.materialId()), "quantity");
                        if (!quantity.isPositive()) {
                            throw invalid("quantity.value", "must be greater than 0");
                        }
                        return warehouse.today(tenantId).chain(today -> warehouse.issueToProduction(tenantId,
                                new WarehouseFacade.Issue(order.id, order.outputLotId, body.materialId(), quantity,
                                        body.locationId(), body.lotId(), body.overrideReason() != null, today), events))
                                .invoke(allocations -> order.consume(new Consumption(consumptionId, body.materialId(),
                                        quantity.plainValue(), quantity.unit().symbol(), allocations.stream()
                                                .map(allocation -> new Consumption.Allocation(allocation.lotId(),
                                                        allocation.locationId(), allocation.quantity().plainValue(),
                                                        allocation.movementId())).toList(),
                                        body.overrideReason(), actingUserId(), null, 1, now, now), now));
                    }).chain(() -> audit.record(events));
                }).map(view -> consumption(view, consumptionId));
    }

    /** A second person's signed verification of a charge: If-Match is the consumption's version. */
    public Uni<ConsumptionView> verify(String tenantId, String id, String consumptionId, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.VERIFICATION, ProductionRoles.VERIFIER,
                (order, actingUser) -> actingUser.requireSomeoneElse(List.of(charge(order, consumptionId).performedBy()),
                        "verify a charge they made"),
                order -> charge(order, consumptionId).version(), "production_order.consumption_verified",
                (order, signed, now) -> {
                    order.verify(consumptionId, signed, now);
                    return Uni.createFrom().voidItem();
                }).map(view -> consumption(view, consumptionId));
    }

    /**
     * in_progress → completed (supervisor): every charge verified (409 consumption_unverified), a
     * yield outside the recipe's limits explained by a deviation (409 deviation_required), the
     * output movement into the output lot.
     */
    public Uni<ProductionOrderView> complete(String tenantId, String id, String ifMatch, CompletionRequest given) {
        CompletionRequest body = given == null ? new CompletionRequest(null, null, null) : given;
        return transition(tenantId, id, ifMatch, body, null, ProductionRoles.SUPERVISOR, "production_order.completed",
                (order, signed, now) -> {
                    Quantity actual = body.actualQuantity().in(order.plannedQuantity().unit(), "actualQuantity");
                    if (actual.value().signum() < 0) {
                        throw invalid("actualQuantity.value", "must not be negative");
                    }
                    Uni<Boolean> known = body.deviationId() == null ? Uni.createFrom().item(true)
                            : quality.deviationExists(tenantId, body.deviationId());
                    List<AuditEntry> events = new ArrayList<>();
                    return known.chain(exists -> {
                        if (!exists) {
                            throw invalid("deviationId", "unknown deviation");
                        }
                        order.complete(actual, body.deviationId(), actingUserId(), now);
                        return actual.isPositive() ? warehouse.receiveOutput(tenantId, order.outputLotId, body.locationId(),
                                actual, order.id, events) : Uni.createFrom().voidItem();
                    }).chain(() -> audit.record(events));
                });
    }

    /** completed → reviewed: QA who performed no step of the batch signs its record's review. */
    public Uni<ProductionOrderView> review(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.REVIEW, ProductionRoles.QA, this::requireNoPerformer,
                "production_order.reviewed", (order, signed, now) -> {
                    order.reviewed(signed, now);
                    return Uni.createFrom().voidItem();
                });
    }

    /**
     * The QP, who performed no step of it, certifies a reviewed batch (its output inspection lot
     * accepted, 409 inspection_not_accepted; every linked deviation closed, 409 deviation_open),
     * which releases the output lot; or rejects it, which rejects the lot.
     */
    public Uni<ProductionOrderView> certify(String tenantId, String id, String ifMatch, CertificationRequest body) {
        boolean rejecting = body != null && "reject".equals(body.decision());
        return signedTransition(tenantId, id, ifMatch, body, rejecting ? Meaning.REJECTION : Meaning.RESPONSIBILITY,
                ProductionRoles.QP, this::requireNoPerformer,
                rejecting ? "production_order.rejected" : "production_order.certified", (order, signed, now) -> {
                    List<AuditEntry> events = new ArrayList<>();
                    if (rejecting) {
                        order.reject(signed, now);
                        return warehouse.decideLot(tenantId, order.outputLotId, LotDecision.REJECT, signed, events)
                                .chain(() -> audit.record(events));
                    }
                    order.certify(signed, now);
                    return quality.inspectionAccepted(tenantId, order.inspectionLotId).chain(accepted -> {
                        if (!accepted) {
                            throw new ProblemException(ProductionProblem.INSPECTION_NOT_ACCEPTED, "The output lot's inspection "
                                    + "lot is not accepted: QA's usage decision comes before certification.");
                        }
                        return quality.openDeviations(tenantId, order.id, order.deviationId);
                    }).chain(open -> {
                        if (!open.isEmpty()) {
                            throw new ProblemException(ProductionProblem.DEVIATION_OPEN, "Deviations linked to order "
                                    + order.number + " are open: " + String.join(", ", open) + ".");
                        }
                        return warehouse.decideLot(tenantId, order.outputLotId, LotDecision.RELEASE, signed, events);
                    }).chain(() -> audit.record(events));
                });
    }

    private void requireNoPerformer(ProductionOrder order, ActingUser actingUser) {
        actingUser.requireSomeoneElse(order.performers(), "review or certify a batch they performed a step of");
    }

    private static Consumption charge(ProductionOrder order, String consumptionId) {
        return order.consumptions().stream().filter(consumption -> consumption.id().equals(consumptionId)).findFirst()
                .orElseThrow(() -> new ProblemException(PlatformProblem.NOT_FOUND, "Order " + order.number
                        + " has no consumption " + consumptionId + "."));
    }

    private static ConsumptionView consumption(ProductionOrderView view, String consumptionId) {
        return view.consumptions().stream().filter(consumption -> consumption.id().equals(consumptionId)).findFirst()
                .orElseThrow();
    }

    private static ProblemException invalid(String field, String message) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }
}
