package com.pharmaerp.api.distribution.domain;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * A line of a shipment: so much of a finished material, from a named lot or first-expiry-first-out.
 *
 * @param quantity in the material's base unit
 * @param lotId null for FEFO's choice
 * @param fefoOverrideReason why a named lot is shipped before one FEFO would pick; null for none
 */
public record ShipmentLine(int lineNo, String materialId, Quantity quantity, String lotId, String fefoOverrideReason) {
}
