package com.pharmaerp.api.distribution.domain;

import com.pharmaerp.api.platform.quantity.Quantity;

/** What a shipped line took: so much of a lot from a location, by the shipment movement named. */
public record ShipmentAllocation(int lineNo, String lotId, String locationId, String materialId, Quantity quantity,
        String movementId) {
}
