package com.pharmaerp.api.qms.domain;

import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/** What happened to a CAPA, its actions included: one record per event type, with its audited state before and after. */
public sealed interface CapaEvent extends Event {

    /** A CAPA as the audit trail records it; its actions are part of it. */
    record State(String number, String title, String description, String ownerId, List<CapaSource.Stored> sources, String status,
            List<CapaAction.State> actions, Signature implementation, LocalDate implementedOn,
            EffectivenessCheck.Stored effectivenessCheck, String verdict, String followUpCapaId, Signature closing,
            Signature cancellation) {
    }

    @Override
    State before();

    @Override
    State after();

    @Override
    default String entityType() {
        return Capa.NOUN;
    }

    record Opened(String entityId, State after) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.opened", "QA or a supervisor opened a CAPA on its sources "
                + "(deviations, OOS investigations, complaints, recalls, CAPAs or another reference), with an owner.");

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

    record ActionAdded(String entityId, State before, State after) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.action_added", "A corrective or preventive action was added "
                + "to an open CAPA, with its owner and due date.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record ActionCompleted(String entityId, State before, State after) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.action_completed", "The action's owner completed it with "
                + "evidence.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record ActionExtended(String entityId, State before, State after, String reason) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.action_extended", "QA moved an action's due date later with "
                + "a signature; the extension stays listed on the action.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record ActionCancelled(String entityId, State before, State after, String reason) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.action_cancelled", "QA cancelled an action with a "
                + "signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record CheckDefined(String entityId, State before, State after) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.effectiveness_check_defined", "QA defined the CAPA's "
                + "effectiveness check: at most so many events of some types, carrying some field values, within a "
                + "window of days after implementation.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Implemented(String entityId, State before, State after, String reason) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.implemented", "QA, not the CAPA's owner, signed that every "
                + "action is done or cancelled; an effectiveness check's window starts after this event.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record EffectivenessEvaluated(String entityId, State before, State after) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.effectiveness_evaluated", "The service counted the matching "
                + "events in the check's window of the audit trail: met or not met, with the events kept as evidence.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Closed(String entityId, State before, State after, String reason) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.closed", "QA, not the CAPA's owner, closed the implemented "
                + "CAPA with a signed verdict, effective or ineffective (then naming a follow-up CAPA).");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cancelled(String entityId, State before, State after, String reason) implements CapaEvent {

        public static final EventType TYPE = new EventType("capa.cancelled", "QA cancelled an open CAPA with a signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
