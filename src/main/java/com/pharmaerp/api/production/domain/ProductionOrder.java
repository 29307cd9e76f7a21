package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.ProductionProblem;

/**
 * A batch made from an approved recipe revision. Its status moves only through the methods here,
 * which refuse a move the life cycle does not allow (409 invalid_transition); consumptions and
 * their verifications change it under its row lock. It remembers everyone who did a step of it,
 * so none of them reviews or certifies it.
 */
@Entity
@Table(name = "production_orders")
public class ProductionOrder extends TenantEntity<ProductionOrderData> {

    public static final String ID_PREFIX = "ord";
    public static final String NUMBER_PREFIX = "B";

    private static final TypeReference<List<Consumption>> CONSUMPTIONS = new TypeReference<>() {
    };
    private static final TypeReference<List<String>> IDS = new TypeReference<>() {
    };

    public String number;
    @Column(name = "recipe_id")
    public String recipeId;
    /** The recipe revision as it was (JSON, see {@link #recipe()}). */
    @Column(name = "recipe")
    public String recipeJson;
    @Column(name = "product_material_id")
    public String productMaterialId;
    @Column(name = "planned_quantity")
    public BigDecimal plannedQuantity;
    public String unit;
    public String status = ProductionOrderStatus.PLANNED.id();
    @Column(name = "output_lot_id")
    public String outputLotId;
    @Column(name = "inspection_lot_id")
    public String inspectionLotId;
    @Column(name = "actual_quantity")
    public BigDecimal actualQuantity;
    @Column(name = "yield_percent")
    public BigDecimal yieldPercent;
    @Column(name = "deviation_id")
    public String deviationId;
    /** Who released, consumed into, verified a charge of or completed it (JSON array of user ids). */
    @Column(name = "performers")
    public String performersJson = "[]";
    @Column(name = "consumptions")
    public String consumptionsJson = "[]";
    @Column(name = "created_by")
    public String createdBy;
    /** QA's signature (JSON) of the batch record review. */
    public String review;
    /** The QP's signature (JSON) of the certification or rejection. */
    public String certification;

    public ProductionOrderStatus status() {
        return ProductionOrderStatus.of(status);
    }

    public RecipeSnapshot recipe() {
        return StoredJson.read(recipeJson, RecipeSnapshot.class);
    }

    public Quantity plannedQuantity() {
        return new Quantity(plannedQuantity, Unit.ofSymbol(unit).orElseThrow());
    }

    public List<Consumption> consumptions() {
        return StoredJson.read(consumptionsJson, CONSUMPTIONS);
    }

    public Set<String> performers() {
        return new LinkedHashSet<>(StoredJson.read(performersJson, IDS));
    }

    /** @throws ProblemException 409 invalid_transition unless planned */
    public void requireReleasable() {
        requireStatus("only a planned order is released", ProductionOrderStatus.PLANNED);
    }

    /** A supervisor releases a planned order: its output lot and inspection lot exist from now on. */
    public void release(String outputLot, String inspectionLot, String userId, Instant now) {
        requireReleasable();
        status = ProductionOrderStatus.RELEASED.id();
        outputLotId = outputLot;
        inspectionLotId = inspectionLot;
        performed(userId);
        touched(now);
    }

    /** A supervisor cancels an order nothing was consumed into. */
    public void cancel(Instant now) {
        requireStatus("only a planned or released order with nothing consumed is cancelled", ProductionOrderStatus.PLANNED,
                ProductionOrderStatus.RELEASED);
        status = ProductionOrderStatus.CANCELLED.id();
        touched(now);
    }

    /** @throws ProblemException 409 invalid_transition unless materials may be charged now */
    public void requireConsumable() {
        requireStatus("materials are charged only into a released order or one in progress", ProductionOrderStatus.RELEASED,
                ProductionOrderStatus.IN_PROGRESS);
    }

    /** Records a charge; the first moves the order in progress. */
    public void consume(Consumption consumption, Instant now) {
        requireConsumable();
        List<Consumption> all = new ArrayList<>(consumptions());
        all.add(consumption);
        consumptionsJson = StoredJson.write(all);
        status = ProductionOrderStatus.IN_PROGRESS.id();
        performed(consumption.performedBy());
        touched(now);
    }

    /**
     * A second person's signed verification of a charge.
     *
     * @return the consumption as it now reads
     * @throws ProblemException 404 for no such consumption of this order; 409 invalid_transition when already verified
     *         or the order is no longer in progress
     */
    public Consumption verify(String consumptionId, Signature signature, Instant now) {
        requireStatus("a charge is verified while the order is in progress", ProductionOrderStatus.IN_PROGRESS);
        Consumption verified = null;
        List<Consumption> all = new ArrayList<>();
        for (Consumption consumption : consumptions()) {
            if (consumption.id().equals(consumptionId)) {
                if (consumption.verification() != null) {
                    throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Consumption " + consumptionId
                            + " is already verified.");
                }
                verified = consumption.verified(signature, now);
                all.add(verified);
            } else {
                all.add(consumption);
            }
        }
        if (verified == null) {
            throw new ProblemException(PlatformProblem.NOT_FOUND, "Order " + number + " has no consumption " + consumptionId
                    + ".");
        }
        consumptionsJson = StoredJson.write(all);
        performed(signature.userId());
        touched(now);
        return verified;
    }

    /**
     * The yield of an actual quantity, in percent of the planned one, to three decimals.
     */
    public BigDecimal yieldOf(Quantity actual) {
        return actual.value().multiply(BigDecimal.valueOf(100)).divide(plannedQuantity, 3, RoundingMode.HALF_EVEN);
    }

    /** Whether a yield lies within the recipe's limits, compared exactly (not the rounded percentage). */
    public boolean withinYieldLimits(Quantity actual) {
        BigDecimal hundredfold = actual.value().multiply(BigDecimal.valueOf(100));
        RecipeSnapshot recipe = recipe();
        return hundredfold.compareTo(recipe.minYieldPercent().multiply(plannedQuantity)) >= 0
                && hundredfold.compareTo(recipe.maxYieldPercent().multiply(plannedQuantity)) <= 0;
    }

    /**
     * A supervisor completes the batch.
     *
     * @param deviation the deviation that explains a yield outside the limits; null for none
     * @throws ProblemException 409 invalid_transition unless in progress; 409 consumption_unverified;
     *         409 deviation_required for a yield outside the recipe's limits without a deviation
     */
    public void complete(Quantity actual, String deviation, String userId, Instant now) {
        requireStatus("only an order in progress is completed", ProductionOrderStatus.IN_PROGRESS);
        List<String> unverified = consumptions().stream().filter(consumption -> consumption.verification() == null)
                .map(Consumption::id).toList();
        if (!unverified.isEmpty()) {
            throw new ProblemException(ProductionProblem.CONSUMPTION_UNVERIFIED, "Order " + number + " has charges no second "
                    + "person verified: " + String.join(", ", unverified) + ".");
        }
        if (!withinYieldLimits(actual) && deviation == null) {
            RecipeSnapshot recipe = recipe();
            throw new ProblemException(ProductionProblem.DEVIATION_REQUIRED, "A yield of " + yieldOf(actual).stripTrailingZeros()
                    .toPlainString() + " % is outside the recipe's " + recipe.minYieldPercent().stripTrailingZeros()
                    .toPlainString() + "–" + recipe.maxYieldPercent().stripTrailingZeros().toPlainString()
                    + " %: name the deviation that explains it in deviationId.");
        }
        status = ProductionOrderStatus.COMPLETED.id();
        actualQuantity = actual.value();
        yieldPercent = yieldOf(actual);
        deviationId = deviation;
        performed(userId);
        touched(now);
    }

    /** QA's signed review of the batch record (who performed no step of it: the service checks four eyes). */
    public void reviewed(Signature signature, Instant now) {
        requireStatus("only a completed order is reviewed", ProductionOrderStatus.COMPLETED);
        status = ProductionOrderStatus.REVIEWED.id();
        review = signature.toJson();
        touched(now);
    }

    /** The QP certifies a reviewed batch (the service checks its inspection lot and deviations first). */
    public void certify(Signature signature, Instant now) {
        requireStatus("only a reviewed order is certified", ProductionOrderStatus.REVIEWED);
        status = ProductionOrderStatus.CERTIFIED.id();
        certification = signature.toJson();
        touched(now);
    }

    /** The QP rejects a completed or reviewed batch. */
    public void reject(Signature signature, Instant now) {
        requireStatus("only a completed or reviewed order is rejected", ProductionOrderStatus.COMPLETED,
                ProductionOrderStatus.REVIEWED);
        status = ProductionOrderStatus.REJECTED.id();
        certification = signature.toJson();
        touched(now);
    }

    private void performed(String userId) {
        Set<String> performers = performers();
        performers.add(userId);
        performersJson = StoredJson.write(List.copyOf(performers));
    }

    private void requireStatus(String rule, ProductionOrderStatus... allowed) {
        requireState(status(), "Order " + number, rule, allowed);
    }

    @Override
    public ProductionOrderData data() {
        return new ProductionOrderData(recipe(), productMaterialId, plannedQuantity());
    }

    @Override
    protected void apply(ProductionOrderData data) {
        recipeId = data.recipe().recipeId();
        recipeJson = StoredJson.write(data.recipe());
        productMaterialId = data.productMaterialId();
        plannedQuantity = data.plannedQuantity().value();
        unit = data.plannedQuantity().unit().symbol();
    }
}
