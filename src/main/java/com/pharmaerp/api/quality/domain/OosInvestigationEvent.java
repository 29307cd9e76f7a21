package com.pharmaerp.api.quality.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to an OOS investigation: a failing result opens it, QA concludes Phase I, and it closes. */
public sealed interface OosInvestigationEvent extends Event {

    @Override
    default String entityType() {
        return OosInvestigation.NOUN;
    }

    record Opened(String entityId, OosInvestigationState after) implements OosInvestigationEvent {

        public static final EventType TYPE = new EventType("oos_investigation.opened", "A result failed its specification: "
                + "the service opened an out-of-specification investigation of it, in Phase I.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public OosInvestigationState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Phase1Concluded(String entityId, OosInvestigationState before, OosInvestigationState after, String reason)
            implements OosInvestigationEvent {

        public static final EventType TYPE = new EventType("oos_investigation.phase_1_concluded", "QA signed the Phase I "
                + "laboratory investigation: an assignable cause (the investigation closes, the result invalidated) or "
                + "none (Phase II follows).");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Closed(String entityId, OosInvestigationState before, OosInvestigationState after, String reason)
            implements OosInvestigationEvent {

        public static final EventType TYPE = new EventType("oos_investigation.closed", "The OOS investigation closed: the "
                + "result invalidated, or confirmed and standing in the batch decision.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
