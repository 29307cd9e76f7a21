package com.pharmaerp.api.production.service;

import java.util.List;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import com.pharmaerp.api.equipment.EquipmentUse;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.ProductionProblem;
import com.pharmaerp.api.production.ProductionRoles;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderData;
import com.pharmaerp.api.production.domain.ProductionOrderEvent;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.production.repository.ProductionStepRepository;
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
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Production orders: a supervisor plans one from an approved recipe and releases it (its output
 * lot and inspection lot are made then); operators charge materials first-expiry-first-out and a
 * second person verifies each charge; a supervisor completes it; QA reviews the batch record and
 * the QP certifies or rejects the batch, neither having performed a step of it. Each action finds
 * the order (404), then reads its command (the body's 422), then acts and returns what the response
 * shows.
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
    private final EquipmentUse equipment;
    private final BodyValidator bodies;
    private final ProductionStepRepository steps;
    private final ExceptionReportService exceptionReports;

    public ProductionOrderService(ProductionOrderRepository orders, RecipeRepository recipes, MaterialUnits materials,
            ProductionStock stock, LotDecisions lotDecisions, InspectionOpening inspectionOpening,
            BatchInspection inspections, DeviationLinks deviations, DocumentNumbers numbers, ActingUser actingUser, SignedActions signed,
            BodyValidator bodies, EquipmentUse equipment, ProductionStepRepository steps,
            ExceptionReportService exceptionReports) {
        this.bodies = bodies;
        this.steps = steps;
        this.exceptionReports = exceptionReports;
        this.equipment = equipment;
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
            if (recipe.status() != Revision.Status.APPROVED) {
                throw new Refusal(ProductionProblem.RECIPE_NOT_APPROVED, "Revision " + recipe.revision() + " of the recipe is "
                        + recipe.status().id() + ": orders are made from the approved revision only.");
            }
            return materials.baseUnits(work, List.of(recipe.productMaterialId())).map(units -> {
                Quantity planned = plannedQuantity.in(units.get(recipe.productMaterialId()), "plannedQuantity");
                if (!planned.isPositive()) {
                    throw invalid("plannedQuantity.value", "must be greater than 0");
                }
                return new ProductionOrderData(RecipeSnapshot.of(recipe), recipe.productMaterialId(), planned);
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
    private Uni<ProductionOrder> head(UnitOfWork work, String id) {
        return Found.require(ProductionOrder.ID_PREFIX, id, ProductionOrder.NOUN, () -> orders.head(work, id));
    }

    /** Each filter null for none. */
    public Uni<Page<ProductionOrder>> list(UnitOfWork work, ProductionOrderStatus status, String recipeId, Cursor after,
            int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .equal("recipe_id", recipeId);
        return orders.page(work, query, after, limit).map(rows -> Page.of(rows, limit, o -> new Cursor(o.createdAt(), o.id()), o -> o));
    }

    /**
     * A charge as the operator asks for it.
     *
     * @param locationId null for any; @param lotId null for FEFO's choice; @param overrideReason null for none
     */
    @Schema(name = "ConsumptionInput")
    public record Charge(
            @NotBlank @Size(max = 40) String materialId,
            @NotNull @Valid QuantityJson quantity,
            @Size(max = 40) @Schema(description = "Only stock at this location; any location when omitted.", nullable = true)
            String locationId,
            @Size(max = 40) @Schema(description = "This lot; first-expiry-first-out across usable lots when omitted.",
                    nullable = true) String lotId,
            @Size(max = 2000) @Schema(description = "Why a named lot is taken before the one FEFO picks.", nullable = true)
            String fefoOverrideReason) {

        /** @return the reason without surrounding blanks, or null for none */
        public String overrideReason() {
            return fefoOverrideReason == null || fefoOverrideReason.isBlank() ? null : fefoOverrideReason.strip();
        }
    }

    /** @param deviationId the deviation that explains a yield outside the recipe's limits; null for none */
    @Schema(name = "CompletionInput")
    public record Completion(
            @NotNull @Valid QuantityJson actualQuantity,
            @NotBlank @Size(max = 40) String locationId,
            @Size(max = 40) @Schema(nullable = true) String deviationId) {
    }

    /**
     * QA's review: the signature, and for a batch executed step by step the SHA-256 of the exception report QA saw.
     *
     * @param exceptionsSha256 null for a batch without steps
     */
    @Schema(name = "ReviewInput")
    public record Review(
            @NotNull @Valid SignatureRequest signature,
            @Pattern(regexp = "[0-9a-f]{64}", message = "must be 64 lowercase hex digits")
            @Schema(description = "The sha256 of GET …/exceptions as QA read it; required for a batch executed step by "
                    + "step. The review is refused (409 exceptions_changed) when the report moved since.",
                    nullable = true, pattern = "[0-9a-f]{64}", maxLength = 64) String exceptionsSha256) implements Signed {
    }

    /** The QP's decision: certify, or reject. */
    @Schema(name = "CertificationInput")
    public record Decision(
            @NotNull @Pattern(regexp = "certify|reject", message = "must be certify or reject")
            @Schema(enumeration = { "certify", "reject" }) String decision,
            @NotNull @Valid SignatureRequest signature) implements Signed {

        public boolean rejecting() {
            return "reject".equals(decision);
        }
    }

    /**
     * planned → released: the output lot in quarantine and its inspection lot (409 specification_missing
     * without one); the order as read again with its history.
     */
    public Uni<ProductionOrder> release(UnitOfWork work, String id, String ifMatch) {
        return head(work, id).chain(order -> {
            checkSupervisorAndVersion(order, ifMatch);
            order.requireReleasable();
            String inspection = inspectionOpening.nextInspectionLotId();
            return stock.createOutputLot(work, order.productMaterialId(), order.id())
                    .chain(lot -> inspectionOpening.openInspectionLot(work, inspection, lot, order.productMaterialId(), "production")
                            .invoke(() -> work.record(order.release(lot, inspection, work.userId(), work.now()))))
                    .chain(() -> orders.performed(work, order.id(), work.userId()))
                    .chain(() -> save(work, order));
        });
    }

    /**
     * planned | released → cancelled; once anything is consumed, 409 invalid_transition. The equipment the order holds
     * is released.
     */
    public Uni<ProductionOrder> cancel(UnitOfWork work, String id, String ifMatch) {
        return head(work, id).chain(order -> {
            checkSupervisorAndVersion(order, ifMatch);
            work.record(order.cancel(work.now()));
            return equipment.release(work, order.id()).chain(() -> save(work, order));
        });
    }

    /**
     * A charge of a recipe component (operator): 404; the command (422); FEFO across usable lots or
     * a named lot, issue movements on the ledger, the lots linked to the output lot for genealogy. After
     * the read that locks the balances, everything goes in one round trip with COMMIT: the debits, the
     * genealogy links, the order's count (its row, hot, taken last; the database refuses an order that
     * moved on meanwhile, {@code ChargeRefusedTranslator}) and the charge's rows. Charges of a material
     * queue on its balances for that one exchange.
     */
    public Uni<Consumption> consume(UnitOfWork work, String id, Charge charge) {
        return head(work, id).invoke(() -> bodies.validate(charge)).chain(order -> {
            actingUser.requireRole(ProductionRoles.OPERATOR);
            order.requireConsumable();
            if (!order.recipe().hasComponent(charge.materialId())) {
                throw invalid("materialId", "not a component of the order's recipe");
            }
            return materials.baseUnits(work, List.of(charge.materialId()))
                    .chain(units -> issue(work, order, charge, charge.quantity().in(units.get(charge.materialId()), "quantity")))
                    .invoke(consumption -> {
                        work.record(order.consume(consumption, work.now()));
                        orders.chargeOnClose(work, order.id());
                        orders.insertConsumptionOnClose(work, order.id(), consumption);
                    });
        });
    }

    /** The stock issued, its debits and links queued for COMMIT. */
    private Uni<Consumption> issue(UnitOfWork work, ProductionOrder order, Charge charge, Quantity quantity) {
        if (!quantity.isPositive()) {
            throw invalid("quantity.value", "must be greater than 0");
        }
        return stock.issue(work, new ProductionIssue(order.id(), order.outputLotId(),
                charge.materialId(), quantity, charge.locationId(), charge.lotId(), charge.overrideReason() != null))
                .map(allocations -> new Consumption(Ids.next(Consumption.ID_PREFIX), charge.materialId(), quantity,
                        allocations.stream().map(allocation -> new Consumption.Allocation(allocation.lotId(),
                                allocation.locationId(), allocation.quantity(), allocation.movementId())).toList(),
                        charge.overrideReason(), work.userId(), null, 1, work.now(), work.now()));
    }

    /**
     * A second person's signed verification of a charge: 404 for the order or the charge; the
     * signature's form (422); the role, four eyes (not who charged it), If-Match is the consumption's
     * version, the signature; 409 when already verified or the order is no longer in progress.
     */
    public Uni<Consumption> verify(UnitOfWork work, String id, String consumptionId, String ifMatch, SignedRequest command) {
        return Found.require(ProductionOrder.ID_PREFIX, id, ProductionOrder.NOUN,
                () -> orders.withConsumption(work, id, consumptionId)).invoke(() -> bodies.validate(command)).chain(order -> {
                    Consumption charge = order.consumption(consumptionId);
                    return signed.role(ProductionRoles.VERIFIER)
                            .someoneElseThan(List.of(charge.performedBy()), "verify a charge they made")
                            .ifMatch(ifMatch, charge.version()).sign(work, ProductionOrder.NOUN, order.id(), command.signature(),
                                    Meaning.VERIFICATION)
                            .chain(verification -> verified(work, order, charge,
                                    order.verify(consumptionId, verification, work.now())));
                });
    }

    private Uni<Consumption> verified(UnitOfWork work, ProductionOrder order, Consumption charge,
            ProductionOrder.Verification verified) {
        work.record(verified.event());
        return orders.verify(work, verified.verified())
                .invoke(written -> Versions.written(written, charge))
                .chain(() -> orders.performed(work, order.id(), work.userId()))
                .chain(() -> orders.verifiedCharge(work, order))
                .invoke(version -> requireInProgress(version, order))
                .replaceWith(verified.verified());
    }

    /**
     * in_progress → completed (supervisor): 404; the command (422); every step done and verified as the recipe asks
     * (409 steps_incomplete, each named), every charge verified (409 consumption_unverified), a yield outside the recipe's limits explained by a deviation (409
     * deviation_required), the output movement into the output lot, the equipment the order holds released
     * (pieces in product contact are dirty from then); the order as read again.
     */
    public Uni<ProductionOrder> complete(UnitOfWork work, String id, String ifMatch, Completion completion) {
        return head(work, id).invoke(() -> bodies.validate(completion)).chain(order -> {
            checkSupervisorAndVersion(order, ifMatch);
            Quantity actual = completion.actualQuantity().in(order.plannedQuantity().unit(), "actualQuantity");
            if (actual.value().signum() < 0) {
                throw invalid("actualQuantity.value", "must not be negative");
            }
            String deviationId = completion.deviationId();
            Uni<Boolean> known = deviationId == null ? Uni.createFrom().item(true) : deviations.deviationExists(work, deviationId);
            return known.chain(exists -> {
                if (!exists) {
                    throw invalid("deviationId", "unknown deviation");
                }
                return orders.unverified(work, order.id());
            }).chain(unverified -> steps.ofOrder(work, order.id(), order.recipe()).map(executed -> {
                ProductionOrderEvent.Completed completed = order.complete(actual, deviationId, unverified,
                        ProductionStep.incomplete(order.recipe().plannedSteps(), executed), work.userId(), work.now());
                return completed;
            })).chain(completed -> (actual.isPositive() ? stock.receiveOutput(work, order.outputLotId(),
                    completion.locationId(), "locationId", actual, order.id()) : Uni.createFrom().voidItem())
                    .invoke(() -> work.record(completed)))
                    .chain(() -> orders.performed(work, order.id(), work.userId()))
                    .chain(() -> equipment.release(work, order.id())).chain(() -> save(work, order));
        });
    }

    /**
     * completed → reviewed: 404; the command (422); QA who performed no step of the batch, If-Match; for a batch
     * executed step by step, the exception report's SHA-256 as QA saw it (422 without, 409 exceptions_changed when the
     * report moved since); the signature. The review keeps the hash and the chain position it covered. The order as
     * read again.
     */
    public Uni<ProductionOrder> review(UnitOfWork work, String id, String ifMatch, Review command) {
        return head(work, id).invoke(() -> bodies.validate(command)).chain(order -> orders.performers(work, order.id())
                .chain(performers -> {
                    SignedActions.Check checked = signed.role(ProductionRoles.QA)
                            .someoneElseThan(performers, "review or certify a batch they performed a step of")
                            .ifMatch(ifMatch, order.version());
                    return coverage(work, order, command.exceptionsSha256()).chain(coverage -> checked
                            .sign(work, ProductionOrder.NOUN, order.id(), command.signature(), Meaning.REVIEW)
                            .chain(review -> {
                                work.record(order.reviewed(review, coverage, work.now()));
                                return save(work, order);
                            }));
                }));
    }

    /**
     * What the review covers: the exception report QA saw, when they name one or the batch has steps.
     *
     * @return null for a batch without steps reviewed without a hash
     */
    private Uni<ProductionOrder.ReviewCoverage> coverage(UnitOfWork work, ProductionOrder order, String seen) {
        if (seen == null) {
            if (order.recipe().hasOperations()) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "exceptionsSha256", "required for a batch "
                        + "executed step by step: the sha256 of GET /v1/production-orders/" + order.id() + "/exceptions");
            }
            return Uni.createFrom().nullItem();
        }
        order.requireReviewable();
        return exceptionReports.report(work, order.id()).map(current -> {
            if (!current.sha256().equals(seen)) {
                throw new Refusal(ProductionProblem.EXCEPTIONS_CHANGED, "The exception report changed since it was read "
                        + "(its sha256 is now " + current.sha256() + "): read it again before signing the review.");
            }
            return new ProductionOrder.ReviewCoverage(current.sha256(), current.report().auditHead().sequence(),
                    current.report().auditHead().hash());
        });
    }

    /**
     * The QP, who performed no step of it, certifies a reviewed batch (its output inspection lot
     * accepted, 409 inspection_not_accepted; every linked deviation closed, 409 deviation_open),
     * which releases the output lot; or rejects it, which rejects the lot. 404 and the command's 422
     * first; the order as read again.
     */
    public Uni<ProductionOrder> certify(UnitOfWork work, String id, String ifMatch, Decision decision) {
        return head(work, id).invoke(() -> bodies.validate(decision)).chain(order -> {
            return orders.performers(work, order.id()).chain(performers -> signed.role(ProductionRoles.QP)
                    .someoneElseThan(performers, "review or certify a batch they performed a step of")
                    .ifMatch(ifMatch, order.version()).sign(work, ProductionOrder.NOUN, order.id(), decision.signature(),
                            decision.rejecting() ? Meaning.REJECTION : Meaning.RESPONSIBILITY))
                    .chain(signature -> decision.rejecting() ? reject(work, order, signature) : certify(work, order, signature))
                    .chain(() -> save(work, order));
        });
    }

    private Uni<Void> reject(UnitOfWork work, ProductionOrder order, Signature decision) {
        ProductionOrderEvent.Rejected rejected = order.reject(decision, work.now());
        return lotDecisions.decide(work, order.outputLotId(), LotDecision.REJECT, decision).invoke(() -> work.record(rejected));
    }

    private Uni<Void> certify(UnitOfWork work, ProductionOrder order, Signature decision) {
        ProductionOrderEvent.Certified certified = order.certify(decision, work.now());
        return inspections.inspectionAccepted(work, order.inspectionLotId()).chain(accepted -> {
            if (!accepted) {
                throw new Refusal(ProductionProblem.INSPECTION_NOT_ACCEPTED, "The output lot's inspection lot is not "
                        + "accepted: QA's usage decision comes before certification.");
            }
            return orders.inputLots(work, order.id()).chain(inputs -> deviations.openDeviations(work,
                    Stream.concat(Stream.of(order.id()), inputs.stream()).toList(), order.deviationId()));
        }).chain(open -> {
            if (!open.isEmpty()) {
                throw new Refusal(ProductionProblem.DEVIATION_OPEN, "Deviations linked to order " + order.number()
                        + " or its input lots are open: " + String.join(", ", open) + ".");
            }
            return lotDecisions.decide(work, order.outputLotId(), LotDecision.RELEASE, decision);
        }).invoke(() -> work.record(certified));
    }

    private void checkSupervisorAndVersion(ProductionOrder order, String ifMatch) {
        actingUser.requireRole(ProductionRoles.SUPERVISOR);
        if (ifMatch != null) {
            Versions.require(ifMatch, order.version());
        }
    }

    /** Writes the moved order and reads it again with its history, as the response shows it. */
    private Uni<ProductionOrder> save(UnitOfWork work, ProductionOrder order) {
        return orders.update(work, order).map(written -> Versions.written(written, order))
                .chain(written -> get(work, written.id()));
    }

    /** @param version the order's version after a charge's verification; null when it was no longer in progress */
    private static void requireInProgress(Integer version, ProductionOrder order) {
        if (version == null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Order " + order.number() + " moved on while the "
                    + "charge was being verified; read it again.");
        }
    }

    private static Refusal invalid(String field, String message) {
        return new Refusal(PlatformProblem.VALIDATION_FAILED, field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }
}
