package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.List;

/**
 * The approved recipe revision an order was made from, kept with the order: a later revision
 * changes nothing of it. Amounts are decimal strings in each material's base unit.
 */
public record RecipeSnapshot(String recipeId, int revision, String batchSize, String unit, List<Component> components,
        BigDecimal minYieldPercent, BigDecimal maxYieldPercent) {

    public record Component(String materialId, String quantity, String unit) {
    }

    public static RecipeSnapshot of(Recipe recipe) {
        return new RecipeSnapshot(recipe.id(), recipe.revision(), recipe.batchSize().plainValue(),
                recipe.batchSize().unit().symbol(), recipe.components().stream().map(component -> new Component(
                        component.materialId(), component.quantity().plainValue(), component.quantity().unit().symbol()))
                        .toList(), recipe.minYieldPercent(), recipe.maxYieldPercent());
    }

    public boolean hasComponent(String materialId) {
        return components.stream().anyMatch(component -> component.materialId().equals(materialId));
    }
}
