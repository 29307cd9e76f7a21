package com.pharmaerp.api.quality.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to a deviation: it is opened, and QA closes it. */
public sealed interface DeviationEvent extends Event {

    @Override
    default String entityType() {
        return Deviation.NOUN;
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

    record Closed(String entityId, DeviationState before, DeviationState after, String reason) implements DeviationEvent {

        public static final EventType TYPE = new EventType("deviation.closed", "QA closed the deviation with a signature: "
                + "investigated, and its actions done.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
