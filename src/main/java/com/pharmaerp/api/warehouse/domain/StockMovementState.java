package com.pharmaerp.api.warehouse.domain;

import java.time.Instant;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/**
 * A movement as the audit trail records its posting.
 *
 * @param type the movement type's id
 * @param reversedBy always null when posted: a reversal is a movement of its own
 */
public record StockMovementState(String type, String lotId, String materialId, String fromLocationId, String toLocationId,
        QuantityJson quantity, String reference, String reason, String reversedBy, Instant postedAt, String userId) {
}
