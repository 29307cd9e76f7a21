package com.pharmaerp.api.production;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.repository.ProductBatchesRepository;

import io.smallrye.mutiny.Uni;

/**
 * What a product quality review reads of production: the orders that made the product's lots, the values their
 * steps recorded for parameters and in-process controls, and the product's recipe revisions. One statement each.
 */
@ApplicationScoped
public class ProductBatches {

    /**
     * A production order as the review counts it.
     *
     * @param status {@code completed}, {@code reviewed}, {@code certified} or {@code rejected}
     * @param yieldPercent actual / planned × 100, to three decimals
     * @param minYieldPercent the limits of the recipe revision the order was made from
     * @param deviationId the deviation given at completion, or null
     * @param componentMaterialIds the materials of the recipe revision's components
     */
    public record Batch(String orderId, String number, String status, String outputLotId, BigDecimal yieldPercent,
            String recipeId, int recipeRevision, BigDecimal minYieldPercent, BigDecimal maxYieldPercent, String deviationId,
            List<String> componentMaterialIds) {
    }

    /**
     * A value a step of an order recorded.
     *
     * @param kind {@code parameter} or {@code in_process_control}
     * @param name the parameter's name or the control's test code
     * @param min the limits the recipe gave the step, null for none
     */
    public record StepValue(String orderId, String stepId, String kind, String name, String unit, BigDecimal min,
            BigDecimal max, BigDecimal value, Instant performedAt) {
    }

    /** An approved (or since superseded) recipe revision of the product. */
    public record RecipeRevision(String recipeId, int revision, String status, Signature approval) {
    }

    private final ProductBatchesRepository batches;

    public ProductBatches(ProductBatchesRepository batches) {
        this.batches = batches;
    }

    /** The orders among the ids that were completed (whatever happened since), by id. */
    public Uni<List<Batch>> batches(UnitOfWork work, Collection<String> orderIds) {
        return orderIds.isEmpty() ? Uni.createFrom().item(List.of()) : batches.batches(work, orderIds);
    }

    /** Every value the orders' parameter and in-process control steps recorded, by order and step position. */
    public Uni<List<StepValue>> stepValues(UnitOfWork work, Collection<String> orderIds) {
        return orderIds.isEmpty() ? Uni.createFrom().item(List.of()) : batches.stepValues(work, orderIds);
    }

    /** The product's recipe revisions that were approved, by revision. */
    public Uni<List<RecipeRevision>> approvedRevisions(UnitOfWork work, String productMaterialId) {
        return batches.approvedRevisions(work, productMaterialId);
    }
}
