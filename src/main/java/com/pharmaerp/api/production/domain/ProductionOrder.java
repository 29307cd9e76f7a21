package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.ProductionProblem;

/**
 * A batch made from an approved recipe revision. Its status moves only through the methods here,
 * which refuse a move the life cycle does not allow (invalid_transition) or return the event it
 * caused. Its consumptions and performers are rows of their own: a charge or a verification adds or
 * changes one of them and moves the order's version, whatever the number before it.
 */
public final class ProductionOrder {

    public static final String ID_PREFIX = "ord";
    public static final String NUMBER_PREFIX = "B";
    public static final String NOUN = "production_order";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final String number;
    /** The recipe revision as it was when the order was made. */
    private final RecipeSnapshot recipe;
    private final String productMaterialId;
    /** In the product's base unit. */
    private final Quantity plannedQuantity;
    private ProductionOrderStatus status;
    private String outputLotId;
    private String inspectionLotId;
    /** In the product's base unit; null until completed. */
    private Quantity actualQuantity;
    private BigDecimal yieldPercent;
    private String deviationId;
    private final String createdBy;
    /** QA's signature of the batch record review. */
    private Signature review;
    /** The QP's signature of the certification or rejection. */
    private Signature certification;
    /** Null until a supervisor or QA signs it. */
    private LineClearance lineClearance;
    /** What QA's review covered of an order executed step by step; null otherwise. */
    private ReviewCoverage reviewCoverage;
    /** Those read with it for its batch record; a write never needs them all. */
    private final List<Consumption> consumptions;
    /** Everyone who did a step of it, in the order they first did one. */
    private final List<String> performers;

    /** A second person's verification of a charge: the charge as it now reads, and the event. */
    public record Verification(Consumption verified, ProductionOrderEvent.ConsumptionVerified event) {
    }

    /**
     * What an order is beside its life cycle and its history, as stored.
     *
     * @param actualQuantity in the product's base unit; null until completed
     */
    public record Stored(String id, int version, Instant createdAt, Instant updatedAt, String number, RecipeSnapshot recipe,
            String productMaterialId, Quantity plannedQuantity, ProductionOrderStatus status, String outputLotId,
            String inspectionLotId, Quantity actualQuantity, BigDecimal yieldPercent, String deviationId, String createdBy,
            Signature review, Signature certification, LineClearance lineClearance, ReviewCoverage reviewCoverage) {
    }

    /** The exception report QA's review signed (its SHA-256) and the audit chain position it covered. */
    public record ReviewCoverage(String exceptionsSha256, long auditSequence, String auditHash) {
    }

    private ProductionOrder(Stored stored, List<Consumption> consumptions, List<String> performers) {
        this.id = stored.id();
        this.version = stored.version();
        this.createdAt = stored.createdAt();
        this.updatedAt = stored.updatedAt();
        this.number = stored.number();
        this.recipe = stored.recipe();
        this.productMaterialId = stored.productMaterialId();
        this.plannedQuantity = stored.plannedQuantity();
        this.status = stored.status();
        this.outputLotId = stored.outputLotId();
        this.inspectionLotId = stored.inspectionLotId();
        this.actualQuantity = stored.actualQuantity();
        this.yieldPercent = stored.yieldPercent();
        this.deviationId = stored.deviationId();
        this.createdBy = stored.createdBy();
        this.review = stored.review();
        this.certification = stored.certification();
        this.lineClearance = stored.lineClearance();
        this.reviewCoverage = stored.reviewCoverage();
        this.consumptions = new ArrayList<>(consumptions);
        this.performers = new ArrayList<>(performers);
    }

    /** A new, planned order at version 1. */
    public static ProductionOrder plan(String id, String number, ProductionOrderData data, String createdBy, Instant now) {
        return new ProductionOrder(new Stored(id, 1, now, now, number, data.recipe(), data.productMaterialId(),
                data.plannedQuantity(), ProductionOrderStatus.PLANNED, null, null, null, null, null, createdBy, null, null,
                null, null),
                List.of(), List.of());
    }

    /**
     * An order as stored.
     *
     * @param consumptions those read with it (none for a write that does not need them)
     * @param performers as read with it, in the order they first did a step
     */
    public static ProductionOrder rehydrate(Stored stored, List<Consumption> consumptions, List<String> performers) {
        return new ProductionOrder(stored, consumptions, performers);
    }

    public ProductionOrderEvent.Created created() {
        return new ProductionOrderEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String number() {
        return number;
    }

    public String recipeId() {
        return recipe.recipeId();
    }

    public RecipeSnapshot recipe() {
        return recipe;
    }

    public String productMaterialId() {
        return productMaterialId;
    }

    public Quantity plannedQuantity() {
        return plannedQuantity;
    }

    public ProductionOrderStatus status() {
        return status;
    }

    public String outputLotId() {
        return outputLotId;
    }

    public String inspectionLotId() {
        return inspectionLotId;
    }

    /** Null until completed. */
    public Quantity actualQuantity() {
        return actualQuantity;
    }

    public BigDecimal yieldPercent() {
        return yieldPercent;
    }

    public String deviationId() {
        return deviationId;
    }

    public String createdBy() {
        return createdBy;
    }

    public Signature review() {
        return review;
    }

    public Signature certification() {
        return certification;
    }

    /** Null until signed. */
    public LineClearance lineClearance() {
        return lineClearance;
    }

    /** Null unless QA reviewed an order executed step by step. */
    public ReviewCoverage reviewCoverage() {
        return reviewCoverage;
    }

    public List<Consumption> consumptions() {
        return List.copyOf(consumptions);
    }

    public List<String> performers() {
        return List.copyOf(performers);
    }

    /** @throws Refusal invalid_transition unless planned */
    public void requireReleasable() {
        requireStatus("only a planned order is released", ProductionOrderStatus.PLANNED);
    }

    /** A supervisor releases a planned order: its output lot and inspection lot exist from now on. */
    public ProductionOrderEvent.Released release(String outputLot, String inspectionLot, String userId, Instant now) {
        requireReleasable();
        ProductionOrderState before = state();
        status = ProductionOrderStatus.RELEASED;
        outputLotId = outputLot;
        inspectionLotId = inspectionLot;
        performed(userId);
        touched(now);
        return new ProductionOrderEvent.Released(id, before, state(), null);
    }

    /** A supervisor cancels an order nothing was consumed into. */
    public ProductionOrderEvent.Cancelled cancel(Instant now) {
        requireStatus("only a planned or released order with nothing consumed is cancelled", ProductionOrderStatus.PLANNED,
                ProductionOrderStatus.RELEASED);
        ProductionOrderState before = state();
        status = ProductionOrderStatus.CANCELLED;
        touched(now);
        return new ProductionOrderEvent.Cancelled(id, before, state(), null);
    }

    /**
     * @throws Refusal invalid_transition unless materials may be charged now; line_clearance_required for an order
     *         executed step by step whose line is not cleared
     */
    public void requireConsumable() {
        requireStatus("materials are charged only into a released order or one in progress", ProductionOrderStatus.RELEASED,
                ProductionOrderStatus.IN_PROGRESS);
        requireLineCleared();
    }

    /**
     * @throws Refusal invalid_transition unless steps may be performed now; line_clearance_required until the line is
     *         cleared
     */
    public void requireExecutable() {
        requireStatus("steps are performed only in a released order or one in progress", ProductionOrderStatus.RELEASED,
                ProductionOrderStatus.IN_PROGRESS);
        requireLineCleared();
    }

    private void requireLineCleared() {
        if (recipe.hasOperations() && lineClearance == null) {
            throw new Refusal(ProductionProblem.LINE_CLEARANCE_REQUIRED, "Order " + number + " is executed step by step: "
                    + "its line clearance is signed before any step or charge.");
        }
    }

    /**
     * @throws Refusal invalid_transition once QA reviewed the batch (or it ended otherwise): steps are corrected while
     *         it is in progress or completed
     */
    public void requireCorrectable() {
        requireStatus("a step is corrected before QA's review", ProductionOrderStatus.IN_PROGRESS,
                ProductionOrderStatus.COMPLETED);
    }

    /**
     * A supervisor or QA signs the inspection of the line before the batch starts: once, while released.
     *
     * @throws Refusal invalid_transition unless released and not yet cleared
     */
    public ProductionOrderEvent.LineCleared clearLine(LineClearance clearance, Instant now) {
        requireStatus("the line is cleared before the batch starts", ProductionOrderStatus.RELEASED);
        if (lineClearance != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "The line of order " + number + " is already cleared.");
        }
        lineClearance = clearance;
        touched(now);
        return new ProductionOrderEvent.LineCleared(id, clearance, clearance.signature().reason());
    }

    /** Records a charge; the first moves the order in progress. Its reason is the FEFO override's, if any. */
    public ProductionOrderEvent.Consumed consume(Consumption consumption, Instant now) {
        requireConsumable();
        ChargeState before = new ChargeState(status.id(), null);
        status = ProductionOrderStatus.IN_PROGRESS;
        consumptions.add(consumption);
        performed(consumption.performedBy());
        touched(now);
        return new ProductionOrderEvent.Consumed(id, before, new ChargeState(status.id(), consumption.state()),
                consumption.fefoOverrideReason());
    }

    /**
     * One of its charges, of those read with it.
     *
     * @throws Refusal not_found for no such consumption of this order
     */
    public Consumption consumption(String consumptionId) {
        return consumptions.stream().filter(consumption -> consumption.id().equals(consumptionId)).findFirst()
                .orElseThrow(() -> new Refusal(PlatformProblem.NOT_FOUND, "Order " + number + " has no consumption "
                        + consumptionId + "."));
    }

    /**
     * A second person's signed verification of one of its charges (read with it).
     *
     * @throws Refusal not_found for no such consumption of this order; invalid_transition when already verified
     *         or the order is no longer in progress
     */
    public Verification verify(String consumptionId, Signature signature, Instant now) {
        requireStatus("a charge is verified while the order is in progress", ProductionOrderStatus.IN_PROGRESS);
        Consumption charge = consumption(consumptionId);
        if (charge.verification() != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Consumption " + charge.id() + " is already verified.");
        }
        Consumption verified = charge.verified(signature, now);
        consumptions.set(consumptions.indexOf(charge), verified);
        performed(signature.userId());
        touched(now);
        return new Verification(verified, new ProductionOrderEvent.ConsumptionVerified(id,
                new ChargeState(status.id(), charge.state()), new ChargeState(status.id(), verified.state()),
                signature.reason()));
    }

    /** The yield of an actual quantity, in percent of the planned one, to three decimals. */
    public BigDecimal yieldOf(Quantity actual) {
        return actual.value().multiply(BigDecimal.valueOf(100)).divide(plannedQuantity.value(), 3, RoundingMode.HALF_EVEN);
    }

    /** Whether a yield lies within the recipe's limits, compared exactly (not the rounded percentage). */
    public boolean withinYieldLimits(Quantity actual) {
        BigDecimal hundredfold = actual.value().multiply(BigDecimal.valueOf(100));
        return hundredfold.compareTo(recipe.minYieldPercent().multiply(plannedQuantity.value())) >= 0
                && hundredfold.compareTo(recipe.maxYieldPercent().multiply(plannedQuantity.value())) <= 0;
    }

    /**
     * A supervisor completes the batch.
     *
     * @param deviation the deviation that explains a yield outside the limits; null for none
     * @param unverified the ids of its charges no second person verified
     * @param incomplete each of its steps not done or not verified as the recipe asks, as a field error
     * @throws Refusal invalid_transition unless in progress; steps_incomplete; consumption_unverified;
     *         deviation_required for a yield outside the recipe's limits without a deviation
     */
    public ProductionOrderEvent.Completed complete(Quantity actual, String deviation, List<String> unverified,
            List<Problem.FieldError> incomplete, String userId, Instant now) {
        requireStatus("only an order in progress is completed", ProductionOrderStatus.IN_PROGRESS);
        if (!incomplete.isEmpty()) {
            throw new Refusal(ProductionProblem.STEPS_INCOMPLETE, "Order " + number + " has " + incomplete.size()
                    + " step(s) not done or not verified; each is named in errors.", incomplete);
        }
        if (!unverified.isEmpty()) {
            throw new Refusal(ProductionProblem.CONSUMPTION_UNVERIFIED, "Order " + number + " has charges no second "
                    + "person verified: " + String.join(", ", unverified) + ".");
        }
        if (!withinYieldLimits(actual) && deviation == null) {
            throw new Refusal(ProductionProblem.DEVIATION_REQUIRED, "A yield of " + plain(yieldOf(actual)) + " % is outside "
                    + "the recipe's " + plain(recipe.minYieldPercent()) + "–" + plain(recipe.maxYieldPercent())
                    + " %: name the deviation that explains it in deviationId.");
        }
        ProductionOrderState before = state();
        status = ProductionOrderStatus.COMPLETED;
        actualQuantity = actual;
        yieldPercent = yieldOf(actual);
        deviationId = deviation;
        performed(userId);
        touched(now);
        return new ProductionOrderEvent.Completed(id, before, state(), null);
    }

    /** @throws Refusal invalid_transition unless completed */
    public void requireReviewable() {
        requireStatus("only a completed order is reviewed", ProductionOrderStatus.COMPLETED);
    }

    /**
     * QA's signed review of the batch record (who performed no step of it: the service checks four eyes).
     *
     * @param coverage the exception report it signed and the chain position it covered; null for an order without steps
     */
    public ProductionOrderEvent.Reviewed reviewed(Signature signature, ReviewCoverage coverage, Instant now) {
        requireReviewable();
        ProductionOrderState before = state();
        status = ProductionOrderStatus.REVIEWED;
        review = signature;
        reviewCoverage = coverage;
        touched(now);
        return new ProductionOrderEvent.Reviewed(id, before, state(), signature.reason());
    }

    /** The QP certifies a reviewed batch (the service checks its inspection lot and deviations first). */
    public ProductionOrderEvent.Certified certify(Signature signature, Instant now) {
        requireStatus("only a reviewed order is certified", ProductionOrderStatus.REVIEWED);
        ProductionOrderState before = state();
        status = ProductionOrderStatus.CERTIFIED;
        certification = signature;
        touched(now);
        return new ProductionOrderEvent.Certified(id, before, state(), signature.reason());
    }

    /** The QP rejects a completed or reviewed batch. */
    public ProductionOrderEvent.Rejected reject(Signature signature, Instant now) {
        requireStatus("only a completed or reviewed order is rejected", ProductionOrderStatus.COMPLETED,
                ProductionOrderStatus.REVIEWED);
        ProductionOrderState before = state();
        status = ProductionOrderStatus.REJECTED;
        certification = signature;
        touched(now);
        return new ProductionOrderEvent.Rejected(id, before, state(), signature.reason());
    }

    /** @throws Refusal invalid_transition until the batch is made (completed, and from then on) */
    public void requireBatchRecordReady() {
        requireStatus("its batch record is issued once the batch is completed", ProductionOrderStatus.COMPLETED,
                ProductionOrderStatus.REVIEWED, ProductionOrderStatus.CERTIFIED, ProductionOrderStatus.REJECTED);
    }

    private void performed(String userId) {
        if (!performers.contains(userId)) {
            performers.add(userId);
        }
    }

    /** @throws Refusal invalid_transition naming the current status unless it is one of those allowed */
    private void requireStatus(String rule, ProductionOrderStatus... allowed) {
        States.allow(status, "Order " + number, rule, allowed);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private static String plain(BigDecimal percent) {
        return percent.stripTrailingZeros().toPlainString();
    }

    /** The order as the audit trail records it: its own fields, never its growing consumptions. */
    private ProductionOrderState state() {
        return new ProductionOrderState(number, recipe.recipeId(), recipe.revision(), productMaterialId,
                QuantityJson.of(plannedQuantity), status.id(), outputLotId, inspectionLotId, actualQuantity == null ? null
                        : new ProductionOrderState.Yield(QuantityJson.of(actualQuantity), yieldPercent),
                deviationId, review, certification, createdBy);
    }
}
