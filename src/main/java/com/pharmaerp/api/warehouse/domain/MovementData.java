package com.pharmaerp.api.warehouse.domain;

import java.time.Instant;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * One posting of the ledger: a quantity of a lot out of one location and/or into another.
 *
 * @param fromLocationId null for stock that enters (receipt, output, an adjustment in)
 * @param toLocationId null for stock that leaves (issue, destruction, an adjustment out)
 * @param reference what caused it: a goods receipt, a production order, the movement a reversal reverses,
 *        a stock adjustment or inventory count, the destroyed lot
 * @param reverses the movement a reversal undoes; null otherwise
 * @param reason why, for a reversal or an adjustment
 */
public record MovementData(MovementType type, String lotId, String materialId, String fromLocationId, String toLocationId,
        Quantity quantity, String reference, String reverses, String reason, Instant postedAt, String userId) {
}
