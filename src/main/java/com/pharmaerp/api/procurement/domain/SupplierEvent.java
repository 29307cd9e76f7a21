package com.pharmaerp.api.procurement.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a supplier: each record one event type, carrying the supplier before and after. */
public sealed interface SupplierEvent extends Event {

    @Override
    default String entityType() {
        return Supplier.NOUN;
    }

    record Created(String entityId, SupplierState after) implements SupplierEvent {

        public static final EventType TYPE = new EventType("supplier.created",
                "A buyer created a supplier, pending QA's approval.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public SupplierState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Updated(String entityId, SupplierState before, SupplierState after, String reason) implements SupplierEvent {

        public static final EventType TYPE = new EventType("supplier.updated", "A buyer changed the supplier's code or name.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Approved(String entityId, SupplierState before, SupplierState after, String reason) implements SupplierEvent {

        public static final EventType TYPE = new EventType("supplier.approved", "QA approved the supplier with a signature "
                + "for the materials named, added to those approved before; from pending, approved or suspended.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Suspended(String entityId, SupplierState before, SupplierState after, String reason) implements SupplierEvent {

        public static final EventType TYPE = new EventType("supplier.suspended", "QA suspended the approved supplier with a "
                + "signature: no order of it is approved and nothing of it received until QA approves it again.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
