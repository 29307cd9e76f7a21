package com.pharmaerp.api.training.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a training course: one record per event type, with its audited state before and after. */
public sealed interface CourseEvent extends Event {

    /** A course as the audit trail records it. */
    record State(String code, String title, int validityMonths) {
    }

    @Override
    State after();

    @Override
    default String entityType() {
        return Course.NOUN;
    }

    @Override
    default String reason() {
        return null;
    }

    record Created(String entityId, State after) implements CourseEvent {

        public static final EventType TYPE = new EventType("training_course.created", "An admin or QA created a training "
                + "course: its code, title and how many months a completion counts.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    record Changed(String entityId, State before, State after) implements CourseEvent {

        public static final EventType TYPE = new EventType("training_course.changed", "An admin or QA changed a training "
                + "course's title or validity; records already signed keep their expiry.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
