package com.pharmaerp.api.procurement.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a purchase order: each record one event type, carrying the order before and after. */
public sealed interface PurchaseOrderEvent extends Event {

    @Override
    default String entityType() {
        return PurchaseOrder.NOUN;
    }

    record Created(String entityId, PurchaseOrderState after) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.created", "A buyer created a draft purchase order.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public PurchaseOrderState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Updated(String entityId, PurchaseOrderState before, PurchaseOrderState after, String reason) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.updated", "A buyer changed the draft order's supplier or lines.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Approved(String entityId, PurchaseOrderState before, PurchaseOrderState after, String reason) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.approved", "A supervisor other than its creator approved the draft order "
                + "with a signature: goods may be received against it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cancelled(String entityId, PurchaseOrderState before, PurchaseOrderState after, String reason) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.cancelled", "A buyer cancelled a draft or approved order nothing was "
                + "received against.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Closed(String entityId, PurchaseOrderState before, PurchaseOrderState after, String reason) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.closed", "A buyer closed the order, with a reason when it is short of "
                + "what was ordered: nothing more is received against it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Received(String entityId, PurchaseOrderState before, PurchaseOrderState after, String reason) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.received", "A goods receipt counted against the order's lines: the order "
                + "is now partially received or received.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record ReceiptReversed(String entityId, PurchaseOrderState before, PurchaseOrderState after, String reason) implements PurchaseOrderEvent {

        public static final EventType TYPE = new EventType("purchase_order.receipt_reversed", "A reversed receipt movement took its quantity back "
                + "from the order line: a received order goes back to partially received or approved, a closed "
                + "one stays closed.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
