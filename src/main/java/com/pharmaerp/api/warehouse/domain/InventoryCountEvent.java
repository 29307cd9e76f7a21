package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a physical inventory count. */
public sealed interface InventoryCountEvent extends Event {

    @Override
    InventoryCountState after();

    @Override
    default String entityType() {
        return InventoryCount.NOUN;
    }

    record Created(String entityId, InventoryCountState after) implements InventoryCountEvent {
        public static final EventType TYPE = new EventType("inventory_count.created", "A warehouse clerk opened a physical "
                + "inventory of a location: the book of every lot in it frozen, and the location blocked for movements.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public InventoryCountState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    /** With the lines entered or found, not the others. */
    record Counted(String entityId, InventoryCountState before, InventoryCountState after) implements InventoryCountEvent {
        public static final EventType TYPE = new EventType("inventory_count.counted", "Counted quantities were entered (or "
                + "re-entered) for lines of the count, or lots found on the shelf were added.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Posted(String entityId, InventoryCountState before, InventoryCountState after, String reason)
            implements InventoryCountEvent {
        public static final EventType TYPE = new EventType("inventory_count.posted", "A supervisor or QA who counted no line "
                + "posted the count with a signature: one adjustment movement per difference, and the location unblocked.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cancelled(String entityId, InventoryCountState before, InventoryCountState after) implements InventoryCountEvent {
        public static final EventType TYPE = new EventType("inventory_count.cancelled", "The count was cancelled: nothing was "
                + "posted, and the location unblocked.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }
}
