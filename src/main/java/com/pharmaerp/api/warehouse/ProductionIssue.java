package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * Stock a production order asks for ({@link ProductionStock}): from the named lot, or first-expiry-first-out.
 *
 * @param quantity in the material's base unit
 * @param locationId null for any location
 * @param lotId null for FEFO's choice
 * @param fefoOverridden whether a reason to take a lot other than FEFO's was given
 */
public record ProductionIssue(String orderId, String outputLotId, String materialId, Quantity quantity, String locationId,
        String lotId, boolean fefoOverridden) {
}
