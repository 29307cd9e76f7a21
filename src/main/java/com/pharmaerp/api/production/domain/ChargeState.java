package com.pharmaerp.api.production.domain;

/**
 * What a charge or its verification changes of an order, as the audit trail records it: the order's
 * status (in progress from the first charge on) and the charge.
 *
 * @param consumption null before the charge was made
 */
public record ChargeState(String status, ConsumptionState consumption) {
}
