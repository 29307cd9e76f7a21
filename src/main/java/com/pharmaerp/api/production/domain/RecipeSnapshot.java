package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The approved recipe revision an order was made from, kept with the order: a later revision
 * changes nothing of it. Amounts are decimal strings in each material's base unit. Orders made
 * before recipes had operations read with none.
 */
public record RecipeSnapshot(String recipeId, int revision, String batchSize, String unit, List<Component> components,
        BigDecimal minYieldPercent, BigDecimal maxYieldPercent, List<Operation> operations) {

    public RecipeSnapshot {
        operations = operations == null ? List.of() : List.copyOf(operations);
    }

    public record Component(String materialId, String quantity, String unit) {
    }

    public static RecipeSnapshot of(Recipe recipe) {
        return new RecipeSnapshot(recipe.id(), recipe.revision(), recipe.batchSize().plainValue(),
                recipe.batchSize().unit().symbol(), recipe.components().stream().map(component -> new Component(
                        component.materialId(), component.quantity().plainValue(), component.quantity().unit().symbol()))
                        .toList(), recipe.minYieldPercent(), recipe.maxYieldPercent(), recipe.operations());
    }

    /** Whether the batch is executed step by step (a master batch record with operations). */
    public boolean hasOperations() {
        return !operations.isEmpty();
    }

    /** Every step of every operation, in the order they are performed. */
    public List<PlannedStep> plannedSteps() {
        List<PlannedStep> planned = new ArrayList<>();
        for (Operation operation : operations) {
            for (StepDefinition step : operation.steps()) {
                planned.add(new PlannedStep(operation.no() + "." + step.no(), planned.size() + 1, operation, step));
            }
        }
        return planned;
    }

    public boolean hasComponent(String materialId) {
        return components.stream().anyMatch(component -> component.materialId().equals(materialId));
    }
}
