package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a lot: each record a type of the catalogue, with the lot's state before and after. */
public sealed interface LotEvent extends Event {

    @Override
    LotState after();

    @Override
    default String entityType() {
        return Lot.NOUN;
    }

    record Created(String entityId, LotState after) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.created", "A new lot came into quarantine: received by a "
                + "goods receipt, or made as the output lot of a production order being released.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public LotState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Held(String entityId, LotState before, LotState after, String reason) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.held", "QA put a lot in quarantine or released on hold "
                + "with a signature: nothing may use it until the hold is released.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Unheld(String entityId, LotState before, LotState after, String reason) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.unheld", "QA released the lot's hold with a signature: it "
                + "is back in the status it was held from.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Released(String entityId, LotState before, LotState after, String reason) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.released", "The lot in quarantine was released for use: "
                + "QA accepted the inspection lot of its receipt, or the QP certified the production order that made it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Retested(String entityId, LotState before, LotState after, String reason) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.retested", "QA accepted a retest of the released lot: its "
                + "retest date moved on by the material's retest interval, never past expiry.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Rejected(String entityId, LotState before, LotState after, String reason) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.rejected", "The lot was rejected: QA rejected the "
                + "inspection lot of its receipt or retest, or the QP rejected the production order that made it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Destroyed(String entityId, LotState before, LotState after, String reason) implements LotEvent {
        public static final EventType TYPE = new EventType("lot.destroyed", "QA destroyed a rejected or expired lot with a "
                + "signature: its remaining stock left through destruction movements, and destroyed is final.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
