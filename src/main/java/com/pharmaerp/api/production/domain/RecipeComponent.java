package com.pharmaerp.api.production.domain;

import com.pharmaerp.api.platform.quantity.Quantity;

/** A material a batch of the recipe's size consumes, and how much (in the material's base unit). */
public record RecipeComponent(String materialId, Quantity quantity) {
}
