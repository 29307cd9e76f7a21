package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.ProductionProblem;

/**
 * A batch made from an approved recipe revision. Its status moves only through the methods here,
 * which refuse a move the life cycle does not allow (409 invalid_transition) or return the event it
 * caused. Its consumptions and performers are rows of their own: a charge or a verification adds or
 * changes one of them and moves the order's version, whatever the number before it.
 */
public final class ProductionOrder {

    public static final String ID_PREFIX = "ord";
    public static final String NUMBER_PREFIX = "B";
    public static final String NOUN = "production_order";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String recipeId;
    /** The recipe revision as it was when the order was made. */
    public RecipeSnapshot recipe;
    public String productMaterialId;
    /** In the product's base unit. */
    public Quantity plannedQuantity;
    public String status = ProductionOrderStatus.PLANNED.id();
    public String outputLotId;
    public String inspectionLotId;
    public BigDecimal actualQuantity;
    public BigDecimal yieldPercent;
    public String deviationId;
    public String createdBy;
    /** QA's signature of the batch record review. */
    public Signature review;
    /** The QP's signature of the certification or rejection. */
    public Signature certification;
    /** Read with the order for its batch record; a write never needs them all. */
    public List<Consumption> consumptions = new ArrayList<>();
    /** Everyone who did a step of it, in the order they first did one. */
    public List<String> performers = new ArrayList<>();

    /** A second person's verification of a charge: the charge as it now reads, and the event. */
    public record Verification(Consumption verified, DomainEvent event) {
    }

    /** A new, planned order at version 1. */
    public static ProductionOrder plan(String id, String number, ProductionOrderData data, String createdBy, Instant now) {
        ProductionOrder order = new ProductionOrder();
        order.id = id;
        order.version = 1;
        order.createdAt = now;
        order.updatedAt = now;
        order.number = number;
        order.recipeId = data.recipe().recipeId();
        order.recipe = data.recipe();
        order.productMaterialId = data.productMaterialId();
        order.plannedQuantity = data.plannedQuantity();
        order.createdBy = createdBy;
        return order;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    public ProductionOrderStatus status() {
        return ProductionOrderStatus.of(status);
    }

    /** @throws ProblemException 409 invalid_transition unless planned */
    public void requireReleasable() {
        requireStatus("only a planned order is released", ProductionOrderStatus.PLANNED);
    }

    /** A supervisor releases a planned order: its output lot and inspection lot exist from now on. */
    public DomainEvent release(String outputLot, String inspectionLot, String userId, Instant now) {
        requireReleasable();
        JsonNode before = recorded();
        status = ProductionOrderStatus.RELEASED.id();
        outputLotId = outputLot;
        inspectionLotId = inspectionLot;
        performed(userId);
        return moved("production_order.released", before, null, now);
    }

    /** A supervisor cancels an order nothing was consumed into. */
    public DomainEvent cancel(Instant now) {
        requireStatus("only a planned or released order with nothing consumed is cancelled", ProductionOrderStatus.PLANNED,
                ProductionOrderStatus.RELEASED);
        JsonNode before = recorded();
        status = ProductionOrderStatus.CANCELLED.id();
        return moved("production_order.cancelled", before, null, now);
    }

    /** @throws ProblemException 409 invalid_transition unless materials may be charged now */
    public void requireConsumable() {
        requireStatus("materials are charged only into a released order or one in progress", ProductionOrderStatus.RELEASED,
                ProductionOrderStatus.IN_PROGRESS);
    }

    /** Records a charge; the first moves the order in progress. */
    public DomainEvent consume(Consumption consumption, Instant now) {
        requireConsumable();
        List<Change> changes = new ArrayList<>();
        if (status() != ProductionOrderStatus.IN_PROGRESS) {
            changes.add(Change.of("status", status, ProductionOrderStatus.IN_PROGRESS.id()));
        }
        changes.add(new Change("consumption", null, consumption.recorded()));
        status = ProductionOrderStatus.IN_PROGRESS.id();
        consumptions.add(consumption);
        performed(consumption.performedBy());
        touched(now);
        return new DomainEvent(NOUN + ".consumed", NOUN, id, changes, consumption.fefoOverrideReason());
    }

    /**
     * One of its charges, of those read with it.
     *
     * @throws ProblemException 404 for no such consumption of this order
     */
    public Consumption consumption(String consumptionId) {
        return consumptions.stream().filter(consumption -> consumption.id().equals(consumptionId)).findFirst()
                .orElseThrow(() -> new ProblemException(PlatformProblem.NOT_FOUND, "Order " + number + " has no consumption "
                        + consumptionId + "."));
    }

    /**
     * A second person's signed verification of one of its charges (read with it).
     *
     * @throws ProblemException 404 for no such consumption of this order; 409 invalid_transition when already verified
     *         or the order is no longer in progress
     */
    public Verification verify(String consumptionId, Signature signature, Instant now) {
        requireStatus("a charge is verified while the order is in progress", ProductionOrderStatus.IN_PROGRESS);
        Consumption charge = consumption(consumptionId);
        if (charge.verification() != null) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Consumption " + charge.id()
                    + " is already verified.");
        }
        Consumption verified = charge.verified(signature, now);
        consumptions.set(consumptions.indexOf(charge), verified);
        performed(signature.userId());
        touched(now);
        return new Verification(verified, new DomainEvent(NOUN + ".consumption_verified", NOUN, id,
                List.of(new Change("consumption", charge.recorded(), verified.recorded())), signature.reason()));
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
     * @throws ProblemException 409 invalid_transition unless in progress; 409 consumption_unverified;
     *         409 deviation_required for a yield outside the recipe's limits without a deviation
     */
    public DomainEvent complete(Quantity actual, String deviation, List<String> unverified, String userId, Instant now) {
        requireStatus("only an order in progress is completed", ProductionOrderStatus.IN_PROGRESS);
        if (!unverified.isEmpty()) {
            throw new ProblemException(ProductionProblem.CONSUMPTION_UNVERIFIED, "Order " + number + " has charges no second "
                    + "person verified: " + String.join(", ", unverified) + ".");
        }
        if (!withinYieldLimits(actual) && deviation == null) {
            throw new ProblemException(ProductionProblem.DEVIATION_REQUIRED, "A yield of " + yieldOf(actual).stripTrailingZeros()
                    .toPlainString() + " % is outside the recipe's " + recipe.minYieldPercent().stripTrailingZeros()
                    .toPlainString() + "–" + recipe.maxYieldPercent().stripTrailingZeros().toPlainString()
                    + " %: name the deviation that explains it in deviationId.");
        }
        JsonNode before = recorded();
        status = ProductionOrderStatus.COMPLETED.id();
        actualQuantity = actual.value();
        yieldPercent = yieldOf(actual);
        deviationId = deviation;
        performed(userId);
        return moved("production_order.completed", before, null, now);
    }

    /** QA's signed review of the batch record (who performed no step of it: the service checks four eyes). */
    public DomainEvent reviewed(Signature signature, Instant now) {
        requireStatus("only a completed order is reviewed", ProductionOrderStatus.COMPLETED);
        JsonNode before = recorded();
        status = ProductionOrderStatus.REVIEWED.id();
        review = signature;
        return moved("production_order.reviewed", before, signature.reason(), now);
    }

    /** The QP certifies a reviewed batch (the service checks its inspection lot and deviations first). */
    public DomainEvent certify(Signature signature, Instant now) {
        requireStatus("only a reviewed order is certified", ProductionOrderStatus.REVIEWED);
        JsonNode before = recorded();
        status = ProductionOrderStatus.CERTIFIED.id();
        certification = signature;
        return moved("production_order.certified", before, signature.reason(), now);
    }

    /** The QP rejects a completed or reviewed batch. */
    public DomainEvent reject(Signature signature, Instant now) {
        requireStatus("only a completed or reviewed order is rejected", ProductionOrderStatus.COMPLETED,
                ProductionOrderStatus.REVIEWED);
        JsonNode before = recorded();
        status = ProductionOrderStatus.REJECTED.id();
        certification = signature;
        return moved("production_order.rejected", before, signature.reason(), now);
    }

    /** @throws ProblemException 409 invalid_transition until the batch is made (completed, and from then on) */
    public void requireBatchRecordReady() {
        requireStatus("its batch record is issued once the batch is completed", ProductionOrderStatus.COMPLETED,
                ProductionOrderStatus.REVIEWED, ProductionOrderStatus.CERTIFIED, ProductionOrderStatus.REJECTED);
    }

    private void performed(String userId) {
        if (!performers.contains(userId)) {
            performers.add(userId);
        }
    }

    private void requireStatus(String rule, ProductionOrderStatus... allowed) {
        States.require(status(), "Order " + number, rule, allowed);
    }

    private DomainEvent moved(String type, JsonNode before, String reason, Instant now) {
        touched(now);
        return DomainEvent.changed(type, NOUN, id, before, recorded(), reason);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    /** The order as the audit trail records it: its own fields, never its growing consumptions. */
    private JsonNode recorded() {
        return Recorded.of("number", number, "recipeId", recipeId, "recipeRevision", recipe.revision(),
                "productMaterialId", productMaterialId, "plannedQuantity", QuantityJson.of(plannedQuantity), "status", status,
                "outputLotId", outputLotId, "inspectionLotId", inspectionLotId,
                "yield", actualQuantity == null ? null : Recorded.of("actualQuantity",
                        QuantityJson.of(new Quantity(actualQuantity, plannedQuantity.unit())), "percent", yieldPercent),
                "deviationId", deviationId, "review", review, "certification", certification, "createdBy", createdBy);
    }
}
