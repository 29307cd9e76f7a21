package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/** What happened to a return: one record per event type, carrying the return's audited state before and after. */
public sealed interface ReturnEvent extends Event {

    /** A return as the audit trail records it: as its view shows it. */
    record State(String number, String shipmentId, String customerId, String reason, String recallId, String complaintId,
            String status, List<Line> lines, String locationId, LocalDate receivedOn, Condition condition, String receivedBy,
            Instant receivedAt, Signature disposition) {
    }

    /** A line as authorized, received and decided. */
    record Line(int lineNo, String lotId, String materialId, QuantityJson quantity, QuantityJson receivedQuantity,
            String receiptMovementId, String decision, String toLocationId, String movementId) {
    }

    /** How the goods arrived. */
    record Condition(boolean packagingIntact, String storageEvidence, List<String> fileIds) {
    }

    @Override
    State before();

    @Override
    State after();

    @Override
    default String entityType() {
        return Return.NOUN;
    }

    record Authorized(String entityId, State after) implements ReturnEvent {

        public static final EventType TYPE = new EventType("return.authorized", "A warehouse clerk authorized goods of a "
                + "shipped shipment to come back: lots it took, never more than it took less what earlier returns claim.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Received(String entityId, State before, State after) implements ReturnEvent {

        public static final EventType TYPE = new EventType("return.received", "The returned goods arrived in a returns "
                + "location, each line by a return movement, with their condition; they wait there for QA's disposition.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    /** @param reason the signature's */
    record Dispositioned(String entityId, State before, State after, String reason) implements ReturnEvent {

        public static final EventType TYPE = new EventType("return.dispositioned", "QA decided, with a signature, each "
                + "returned line's fate: restocked to a storage location (only when every GDP condition held) or "
                + "destroyed; the return is closed.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
