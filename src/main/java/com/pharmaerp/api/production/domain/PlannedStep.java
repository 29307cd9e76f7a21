package com.pharmaerp.api.production.domain;

/**
 * A step of an order's recipe snapshot, where the batch meets it.
 *
 * @param stepId {@code "<operation>.<step>"}, as the recipe numbers them
 * @param position 1, 2, … across all operations, in the order they are performed
 */
public record PlannedStep(String stepId, int position, Operation operation, StepDefinition definition) {
}
