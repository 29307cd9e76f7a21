package com.pharmaerp.api.production.domain;

/**
 * What a step's completion, verification or correction changes of an order, as the audit trail records it: the order's
 * status (in progress from the first step or charge on) and the step.
 *
 * @param step null before the step was done
 */
public record StepChange(String status, StepState step) {
}
