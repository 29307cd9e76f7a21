package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.List;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The approved recipe revision an order was made from, kept with the order: a later revision
 * changes nothing of it. Amounts are decimal strings in each material's base unit.
 */
@RegisterForReflection // written and read by a mapper of its own: native images need it registered
public record RecipeSnapshot(String recipeId, int revision, String batchSize, String unit, List<Component> components,
        BigDecimal minYieldPercent, BigDecimal maxYieldPercent) {

    @RegisterForReflection
    public record Component(String materialId, String quantity, String unit) {
    }

    public static RecipeSnapshot of(Recipe recipe) {
        return new RecipeSnapshot(recipe.id, recipe.revision, recipe.batchSize().plainValue(), recipe.unit,
                recipe.components().stream().map(component -> new Component(component.materialId(),
                        component.quantity().plainValue(), component.quantity().unit().symbol())).toList(),
                recipe.minYieldPercent, recipe.maxYieldPercent);
    }

    public boolean hasComponent(String materialId) {
        return components.stream().anyMatch(component -> component.materialId().equals(materialId));
    }
}
