package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.List;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * What a recipe revision is.
 *
 * @param batchSize in the product's base unit
 * @param minYieldPercent inclusive lower limit of actual / planned × 100
 * @param maxYieldPercent inclusive upper limit
 * @param operations the master batch record; empty for a recipe whose batches record no steps
 */
public record RecipeData(String productMaterialId, Quantity batchSize, List<RecipeComponent> components,
        BigDecimal minYieldPercent, BigDecimal maxYieldPercent, List<Operation> operations) {
}
