package com.pharmaerp.api.production.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.ProductionProblem;
import com.pharmaerp.api.production.ProductionRoles;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderData;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.production.repository.RecipeRepository;
import com.pharmaerp.api.quality.BatchInspection;
import com.pharmaerp.api.quality.DeviationLinks;
import com.pharmaerp.api.quality.InspectionOpening;
import com.pharmaerp.api.warehouse.LotDecision;
import com.pharmaerp.api.warehouse.LotDecisions;
import com.pharmaerp.api.warehouse.MaterialUnits;
import com.pharmaerp.api.warehouse.ProductionIssue;
import com.pharmaerp.api.warehouse.ProductionStock;

import io.smallrye.mutiny.Uni;

/**
 * Production orders: a supervisor plans one from an approved recipe and releases it (its output
 * lot and inspection lot are made then); operators charge materials first-expiry-first-out and a
 * second person verifies each charge; a supervisor completes it; QA reviews the batch record and
 * the QP certifies or rejects the batch, neither having performed a step of it. Each use case acts
 * on an order that was found (404) and whose body was checked (422).
 */
@ApplicationScoped
public class ProductionOrderService {

    private final ProductionOrderRepository orders;
    private final RecipeRepository recipes;
    private final MaterialUnits materials;
    private final ProductionStock stock;
    private final LotDecisions lotDecisions;
    private final InspectionOpening inspectionOpening;
    private final BatchInspection inspections;
    private final DeviationLinks deviations;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;

    public ProductionOrderService(ProductionOrderRepository orders, RecipeRepository recipes, MaterialUnits materials,
            ProductionStock stock, LotDecisions lotDecisions, InspectionOpening inspectionOpening,
            BatchInspection inspections, DeviationLinks deviations, DocumentNumbers numbers, ActingUser actingUser, SignedActions signed) {
        this.orders = orders;
        this.recipes = recipes;
        this.materials = materials;
        this.stock = stock;
        this.lotDecisions = lotDecisions;
        this.inspectionOpening = inspectionOpening;
        this.inspections = inspections;
        this.deviations = deviations;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
    }

    /**
     * A new, planned order (supervisor): 422 for an unknown recipe or a planned quantity that is no
     * positive amount of the product; 409 recipe_not_approved.
     */
    public Uni<ProductionOrder> create(UnitOfWork work, String recipeId, QuantityJson plannedQuantity) {
        actingUser.requireRole(ProductionRoles.SUPERVISOR);
        return recipes.find(work, recipeId).chain(recipe -> {
            if (recipe == null) {
                throw invalid("recipeId", "unknown recipe");
            }
            if (recipe.revision.status != Revision.Status.APPROVED) {
                throw new ProblemException(ProductionProblem.RECIPE_NOT_APPROVED, "Revision " + recipe.revision.number
                        + " of the recipe is " + recipe.revision.status.id()
                        + ": orders are made from the approved revision only.");
            }
            return materials.baseUnits(work, List.of(recipe.productMaterialId)).map(units -> {
                Quantity planned = plannedQuantity.in(units.get(recipe.productMaterialId), "plannedQuantity");
                if (!planned.isPositive()) {
                    throw invalid("plannedQuantity.value", "must be greater than 0");
                }
                return new ProductionOrderData(RecipeSnapshot.of(recipe), recipe.productMaterialId, planned);
            });
        }).chain(data -> numbers.next(work, ProductionOrder.NUMBER_PREFIX).map(number -> {
            ProductionOrder order = ProductionOrder.plan(Ids.next(ProductionOrder.ID_PREFIX), number, data, work.userId(),
                    work.now());
            work.record(order.created());
            return order;
        })).call(order -> orders.insert(work, order));
    }

    /** The order of the tenant with its batch record; 404 when there is none. */
    public Uni<ProductionOrder> get(UnitOfWork work, String id) {
        return Found.require(ProductionOrder.ID_PREFIX, id, ProductionOrder.NOUN, () -> orders.find(work, id));
    }

    /** The order of the tenant without its consumptions, for a write; 404 when there is none. */
    public Uni<ProductionOrder> head(UnitOfWork work, String id) {
        return Found.require(ProductionOrder.ID_PREFIX, id, ProductionOrder.NOUN, () -> orders.head(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<ProductionOrder>> list(UnitOfWork work, ProductionOrderStatus status, String recipeId, Cursor after,
            int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("recipe_id", recipeId);
        return orders.page(work, query, after, limit).map(rows -> Page.of(rows, limit, o -> new Cursor(o.createdAt, o.id), o -> o));
    }

    /** planned → released: the output lot in quarantine and its inspection lot (409 specification_missing without one). */
    public Uni<ProductionOrder> release(UnitOfWork work, ProductionOrder order, String ifMatch) {
        checkSupervisorAndVersion(order, ifMatch);
        order.requireReleasable();
        String inspection = inspectionOpening.nextInspectionLotId();
        return stock.createOutputLot(work, order.productMaterialId, order.id)
                .chain(lot -> inspectionOpening.openInspectionLot(work, inspection, lot, order.productMaterialId, "production")
                        .invoke(() -> work.record(order.release(lot, inspection, work.userId(), work.now()))))
                .chain(() -> orders.performed(work, order.id, work.userId()))
                .chain(() -> save(work, order));
    }

    /** planned | released → cancelled; once anything is consumed, 409 invalid_transition. */
    public Uni<ProductionOrder> cancel(UnitOfWork work, ProductionOrder order, String ifMatch) {
        checkSupervisorAndVersion(order, ifMatch);
        work.record(order.cancel(work.now()));
        return save(work, order);
    }

    /**
     * A charge of a recipe component (operator): FEFO across usable lots or a named lot, issue
     * movements on the ledger, the lots linked to the output lot for genealogy. The order's row is
     * taken last, so charges of one order queue on it only for the last statements.
     *
     * @param lotId null for FEFO's choice; @param locationId null for any; @param overrideReason null for none
     */
    public Uni<Consumption> consume(UnitOfWork work, ProductionOrder order, String materialId, QuantityJson requested,
            String locationId, String lotId, String overrideReason) {
        actingUser.requireRole(ProductionRoles.OPERATOR);
        order.requireConsumable();
        if (!order.recipe.hasComponent(materialId)) {
            throw invalid("materialId", "not a component of the order's recipe");
        }
        return materials.baseUnits(work, List.of(materialId)).chain(units -> {
            Quantity quantity = requested.in(units.get(materialId), "quantity");
            if (!quantity.isPositive()) {
                throw invalid("quantity.value", "must be greater than 0");
            }
            return stock.issue(work, new ProductionIssue(order.id, order.outputLotId, materialId,
                    quantity, locationId, lotId, overrideReason != null))
                    .map(allocations -> new Consumption(Ids.next(Consumption.ID_PREFIX), materialId, quantity.plainValue(),
                            quantity.unit().symbol(), allocations.stream().map(allocation -> new Consumption.Allocation(
                                    allocation.lotId(), allocation.locationId(), allocation.quantity().plainValue(),
                                    allocation.movementId())).toList(), overrideReason, work.userId(), null, 1, work.now(),
                            work.now()));
        }).call(consumption -> orders.insertConsumption(work, order.id, consumption))
                .call(consumption -> {
                    work.record(order.consume(consumption, work.now()));
                    return orders.charged(work, order).invoke(version -> {
                        if (version == null) {
                            throw notInProgress(order);
                        }
                    });
                });
    }

    /**
     * A second person's signed verification of a charge: the role, four eyes (not who charged it),
     * If-Match is the consumption's version, the signature; 409 when already verified or the order is
     * no longer in progress.
     */
    public Uni<Consumption> verify(UnitOfWork work, ProductionOrder order, String consumptionId, String ifMatch,
            SignatureRequest signature) {
        return orders.consumption(work, order.id, consumptionId).chain(found -> {
            if (found != null) {
                order.consumptions.add(found);
            }
            Consumption charge = order.consumption(consumptionId);
            return signed.role(ProductionRoles.VERIFIER).someoneElseThan(List.of(charge.performedBy()), "verify a charge they made")
                    .ifMatch(ifMatch, charge.version()).sign(work, signature, Meaning.VERIFICATION)
                    .chain(verification -> {
                        ProductionOrder.Verification verified = order.verify(consumptionId, verification, work.now());
                        work.record(verified.event());
                        return orders.verify(work, verified.verified())
                                .invoke(written -> Versions.written(written, charge))
                                .chain(() -> orders.performed(work, order.id, work.userId()))
                                .chain(() -> orders.verifiedCharge(work, order))
                                .invoke(version -> {
                                    if (version == null) {
                                        throw notInProgress(order);
                                    }
                                })
                                .replaceWith(verified.verified());
                    });
        });
    }

    /**
     * in_progress → completed (supervisor): every charge verified (409 consumption_unverified), a
     * yield outside the recipe's limits explained by a deviation (409 deviation_required), the
     * output movement into the output lot.
     */
    public Uni<ProductionOrder> complete(UnitOfWork work, ProductionOrder order, String ifMatch, QuantityJson actualQuantity,
            String locationId, String deviationId) {
        checkSupervisorAndVersion(order, ifMatch);
        Quantity actual = actualQuantity.in(order.plannedQuantity.unit(), "actualQuantity");
        if (actual.value().signum() < 0) {
            throw invalid("actualQuantity.value", "must not be negative");
        }
        Uni<Boolean> known = deviationId == null ? Uni.createFrom().item(true) : deviations.deviationExists(work, deviationId);
        return known.chain(exists -> {
            if (!exists) {
                throw invalid("deviationId", "unknown deviation");
            }
            return orders.unverified(work, order.id);
        }).chain(unverified -> {
            DomainEvent completed = order.complete(actual, deviationId, unverified, work.userId(), work.now());
            Uni<Void> output = actual.isPositive() ? stock.receiveOutput(work, order.outputLotId, locationId, "locationId",
                    actual, order.id) : Uni.createFrom().voidItem();
            return output.invoke(() -> work.record(completed));
        }).chain(() -> orders.performed(work, order.id, work.userId())).chain(() -> save(work, order));
    }

    /** completed → reviewed: QA who performed no step of the batch signs its record's review. */
    public Uni<ProductionOrder> review(UnitOfWork work, ProductionOrder order, String ifMatch, SignatureRequest signature) {
        return orders.performers(work, order.id).chain(performers -> signed.role(ProductionRoles.QA)
                .someoneElseThan(performers, "review or certify a batch they performed a step of")
                .ifMatch(ifMatch, order.version).sign(work, signature, Meaning.REVIEW))
                .chain(review -> {
                    work.record(order.reviewed(review, work.now()));
                    return save(work, order);
                });
    }

    /**
     * The QP, who performed no step of it, certifies a reviewed batch (its output inspection lot
     * accepted, 409 inspection_not_accepted; every linked deviation closed, 409 deviation_open),
     * which releases the output lot; or rejects it, which rejects the lot.
     */
    public Uni<ProductionOrder> certify(UnitOfWork work, ProductionOrder order, String ifMatch, boolean rejecting,
            SignatureRequest signature) {
        return orders.performers(work, order.id).chain(performers -> signed.role(ProductionRoles.QP)
                .someoneElseThan(performers, "review or certify a batch they performed a step of")
                .ifMatch(ifMatch, order.version).sign(work, signature, rejecting ? Meaning.REJECTION : Meaning.RESPONSIBILITY))
                .chain(decision -> rejecting ? reject(work, order, decision) : certify(work, order, decision))
                .chain(() -> save(work, order));
    }

    private Uni<Void> reject(UnitOfWork work, ProductionOrder order, Signature decision) {
        DomainEvent rejected = order.reject(decision, work.now());
        return lotDecisions.decide(work, order.outputLotId, LotDecision.REJECT, decision).invoke(() -> work.record(rejected));
    }

    private Uni<Void> certify(UnitOfWork work, ProductionOrder order, Signature decision) {
        DomainEvent certified = order.certify(decision, work.now());
        return inspections.inspectionAccepted(work, order.inspectionLotId).chain(accepted -> {
            if (!accepted) {
                throw new ProblemException(ProductionProblem.INSPECTION_NOT_ACCEPTED, "The output lot's inspection "
                        + "lot is not accepted: QA's usage decision comes before certification.");
            }
            return deviations.openDeviations(work, order.id, order.deviationId);
        }).chain(open -> {
            if (!open.isEmpty()) {
                throw new ProblemException(ProductionProblem.DEVIATION_OPEN, "Deviations linked to order "
                        + order.number + " are open: " + String.join(", ", open) + ".");
            }
            return lotDecisions.decide(work, order.outputLotId, LotDecision.RELEASE, decision);
        }).invoke(() -> work.record(certified));
    }

    private void checkSupervisorAndVersion(ProductionOrder order, String ifMatch) {
        actingUser.requireRole(ProductionRoles.SUPERVISOR);
        if (ifMatch != null) {
            Versions.require(ifMatch, order.version);
        }
    }

    private Uni<ProductionOrder> save(UnitOfWork work, ProductionOrder order) {
        return orders.update(work, order).map(written -> Versions.written(written, order));
    }

    private static ProblemException notInProgress(ProductionOrder order) {
        return new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Order " + order.number + " moved on while the "
                + "charge was being made; read it again.");
    }

    private static ProblemException invalid(String field, String message) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }
}
