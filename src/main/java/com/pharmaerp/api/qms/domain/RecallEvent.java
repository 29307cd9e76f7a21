package com.pharmaerp.api.qms.domain;

import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/** What happened to a recall: one record per event type, carrying the recall's audited state before and after. */
public sealed interface RecallEvent extends Event {

    /**
     * A recall as the audit trail records it: its record and how much it found; the lots' own events say which were held.
     *
     * @param sourceComplaintId the complaint escalated to it, or null
     */
    record State(String number, String lotId, String classification, String reason, String status, int affectedLotCount,
            long heldLotCount, int affectedShipmentCount, List<String> customerIds, Signature initiation,
            Signature closing, String closingReason, String sourceComplaintId) {
    }

    @Override
    State before();

    @Override
    State after();

    @Override
    default String entityType() {
        return Recall.NOUN;
    }

    /** @param reason why QA recalled the lot */
    record Opened(String entityId, State after, String reason) implements RecallEvent {

        public static final EventType TYPE = new EventType("recall.opened", "QA opened a recall of a lot with a signature: "
                + "every lot made from it was found, those in quarantine or released were held (each its own lot.held "
                + "event), and every shipment and customer that received one is listed.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    record Closed(String entityId, State before, State after, String reason) implements RecallEvent {

        public static final EventType TYPE = new EventType("recall.closed", "QA closed the recall with a signature; no lot "
                + "was released by it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
