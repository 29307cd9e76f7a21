package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a stock adjustment: requested, then posted or rejected. */
public sealed interface StockAdjustmentEvent extends Event {

    @Override
    StockAdjustmentState after();

    @Override
    default String entityType() {
        return StockAdjustment.NOUN;
    }

    /** @param reason the requester's reason */
    record Created(String entityId, StockAdjustmentState after, String reason) implements StockAdjustmentEvent {
        public static final EventType TYPE = new EventType("stock_adjustment.created", "A warehouse clerk requested a stock "
                + "adjustment of a lot in a location, with a reason code and reason; nothing moved yet.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public StockAdjustmentState before() {
            return null;
        }
    }

    record Posted(String entityId, StockAdjustmentState before, StockAdjustmentState after, String reason)
            implements StockAdjustmentEvent {
        public static final EventType TYPE = new EventType("stock_adjustment.posted", "A supervisor or QA other than the "
                + "requester approved the adjustment with a signature: its adjustment movement was posted.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Rejected(String entityId, StockAdjustmentState before, StockAdjustmentState after, String reason)
            implements StockAdjustmentEvent {
        public static final EventType TYPE = new EventType("stock_adjustment.rejected", "A supervisor or QA other than the "
                + "requester rejected the adjustment with a signature; nothing moved.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
