package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/** What happened to a shipment: one record per event type, carrying the shipment's audited state before and after. */
public sealed interface ShipmentEvent extends Event {

    /** A shipment as the audit trail records it: as its view shows it, each line with what it took once shipped. */
    record State(String number, String customerId, String status, List<Line> lines, Instant shippedAt, LocalDate shippedOn,
            String shippedBy) {
    }

    /** A line as written, with the allocations it took when it shipped (empty before). */
    record Line(int lineNo, String materialId, QuantityJson quantity, String lotId, String fefoOverrideReason,
            List<Allocation> allocations) {
    }

    /** What a line took: so much of a lot from a location, by the shipment movement named. */
    record Allocation(String lotId, String locationId, QuantityJson quantity, String movementId) {
    }

    @Override
    State before();

    @Override
    State after();

    @Override
    default String entityType() {
        return Shipment.NOUN;
    }

    /** Nothing is asked why of a shipment's moves. */
    @Override
    default String reason() {
        return null;
    }

    record Created(String entityId, State after) implements ShipmentEvent {

        public static final EventType TYPE = new EventType("shipment.created", "A warehouse clerk wrote a draft shipment to "
                + "a customer.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    record Updated(String entityId, State before, State after) implements ShipmentEvent {

        public static final EventType TYPE = new EventType("shipment.updated", "A warehouse clerk changed a draft "
                + "shipment's customer or lines.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Shipped(String entityId, State before, State after) implements ShipmentEvent {

        public static final EventType TYPE = new EventType("shipment.shipped", "The shipment left: its lots were picked "
                + "first-expiry-first-out (or as named) and posted out of stock; it never changes again.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cancelled(String entityId, State before, State after) implements ShipmentEvent {

        public static final EventType TYPE = new EventType("shipment.cancelled", "A warehouse clerk cancelled a draft "
                + "shipment; nothing was posted.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
