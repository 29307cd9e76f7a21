package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to the stock ledger: only postings, as it is append-only. */
public sealed interface StockMovementEvent extends Event {

    @Override
    default String entityType() {
        return StockMovement.NOUN;
    }

    /** @param reason a reversal's or an adjustment's reason; null otherwise */
    record Created(String entityId, StockMovementState after, String reason) implements StockMovementEvent {
        public static final EventType TYPE = new EventType("stock_movement.created", "A movement was posted to the stock "
                + "ledger: a receipt, a transfer, an issue to production, production's output, a shipment to a customer, "
                + "the reversal of an earlier one with its reason, an adjustment or a destruction.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public StockMovementState before() {
            return null;
        }
    }
}
