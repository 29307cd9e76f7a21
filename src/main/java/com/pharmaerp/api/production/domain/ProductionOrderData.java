package com.pharmaerp.api.production.domain;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * What a production order is from its creation on.
 *
 * @param plannedQuantity in the product's base unit
 */
public record ProductionOrderData(RecipeSnapshot recipe, String productMaterialId, Quantity plannedQuantity) {
}
