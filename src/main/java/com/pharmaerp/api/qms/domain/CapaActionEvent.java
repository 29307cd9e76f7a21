package com.pharmaerp.api.qms.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What the service notes about one CAPA action on its own: it fell overdue. */
public sealed interface CapaActionEvent extends Event {

    String NOUN = "capa_action";

    /** An action as its overdue notice records it, with the CAPA it belongs to. */
    record State(String capaId, String capaNumber, int lineNo, String ownerId, LocalDate dueOn, boolean overdue) {
    }

    @Override
    default String entityType() {
        return NOUN;
    }

    record Overdue(String entityId, State before, State after, String reason) implements CapaActionEvent {

        public static final EventType TYPE = new EventType("capa_action.overdue", "A CAPA action passed its due date without "
                + "being done; noted once per action by the daily pass.");

        /** The notice for an open action whose due date passed before the business date. */
        public static Overdue of(String actionId, String capaId, String capaNumber, int lineNo, String ownerId,
                LocalDate dueOn, LocalDate today) {
            return new Overdue(actionId, new State(capaId, capaNumber, lineNo, ownerId, dueOn, false),
                    new State(capaId, capaNumber, lineNo, ownerId, dueOn, true), "Due on " + dueOn + ", not done by " + today);
        }

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
