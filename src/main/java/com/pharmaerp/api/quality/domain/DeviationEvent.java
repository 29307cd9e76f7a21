package com.pharmaerp.api.quality.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to a deviation: opened, triaged, investigated, closed or cancelled, and overdue. */
public sealed interface DeviationEvent extends Event {

    @Override
    default String entityType() {
        return Deviation.NOUN;
    }

    /** A deviation's due date as the overdue notice records it. */
    record Due(String number, LocalDate dueOn, boolean overdue) {
    }

    record Created(String entityId, DeviationState after) implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.created", "Someone opened a deviation, a departure "
                + "from an approved procedure or limit, naming the records it concerns.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public DeviationState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Triaged(String entityId, DeviationState before, DeviationState after, String reason) implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.triaged", "QA triaged the deviation with a signature: "
                + "its classification, whether it needs a CAPA (with a rationale when not), perhaps an earlier due date.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Investigated(String entityId, DeviationState before, DeviationState after) implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.investigated", "Someone other than the triager "
                + "recorded or replaced the deviation's investigation: root cause, impact assessment, affected lots.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Closed(String entityId, DeviationState before, DeviationState after, String reason) implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.closed", "QA closed the deviation with a signature: "
                + "investigated, and its actions done.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cancelled(String entityId, DeviationState before, DeviationState after, String reason)
            implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.cancelled", "QA cancelled the deviation with a "
                + "signature (opened in error); it no longer blocks anything.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Overdue(String entityId, Due before, Due after) implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.overdue", "The deviation passed its due date "
                + "without being closed or cancelled; emitted once per deviation by the daily pass.");

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
