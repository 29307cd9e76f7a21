package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.quantity.Quantity;

/** Where an issue came from ({@link ProductionStock}): a lot at a location, and the movement that took it. */
public record IssuedStock(String lotId, String locationId, Quantity quantity, String movementId) {
}
