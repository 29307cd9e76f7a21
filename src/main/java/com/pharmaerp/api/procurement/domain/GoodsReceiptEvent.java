package com.pharmaerp.api.procurement.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a goods receipt: it is posted, and never changes after. */
public sealed interface GoodsReceiptEvent extends Event {

    @Override
    default String entityType() {
        return GoodsReceipt.NOUN;
    }

    record Created(String entityId, GoodsReceiptState after) implements GoodsReceiptEvent {

        public static final EventType TYPE = new EventType("goods_receipt.created", "A warehouse clerk posted a goods receipt against an order: each "
                + "line a new lot in quarantine, its receipt movement and its inspection lot.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public GoodsReceiptState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }
}
