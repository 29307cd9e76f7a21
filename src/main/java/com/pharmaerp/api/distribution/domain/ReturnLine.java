package com.pharmaerp.api.distribution.domain;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * A line of a return: so much of a lot the shipment took, as authorized, then as received, then QA's decision.
 *
 * @param quantity authorized, in the material's base unit
 * @param receivedQuantity null until received
 * @param receiptMovementId the return movement that brought it in; null until received
 * @param decision null until QA's disposition
 * @param toLocationId where a restock put it; null otherwise
 * @param movementId the disposition's movement (a transfer or a destruction); null until then
 */
public record ReturnLine(int lineNo, String lotId, String materialId, Quantity quantity, Quantity receivedQuantity,
        String receiptMovementId, ReturnDecision decision, String toLocationId, String movementId) {

    /** A line as authorized. */
    public static ReturnLine authorized(int lineNo, String lotId, String materialId, Quantity quantity) {
        return new ReturnLine(lineNo, lotId, materialId, quantity, null, null, null, null, null);
    }

    ReturnLine received(Quantity received, String movementId) {
        return new ReturnLine(lineNo, lotId, materialId, quantity, received, movementId, null, null, null);
    }

    ReturnLine decided(ReturnDecision chosen, String toLocation, String movement) {
        return new ReturnLine(lineNo, lotId, materialId, quantity, receivedQuantity, receiptMovementId, chosen, toLocation,
                movement);
    }

    /** What the line claims of its shipment's lot: the authorized quantity until received, then what came. */
    public Quantity claim() {
        return receivedQuantity == null ? quantity : receivedQuantity;
    }
}
