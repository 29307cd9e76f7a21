package com.pharmaerp.api.training.domain;

import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/** What happened to a training requirement: QA created it, QA retired it. */
public sealed interface RequirementEvent extends Event {

    /** A requirement as the audit trail records it. */
    record State(String entityType, String meaning, List<String> courseIds, String status, Signature approval,
            Signature retirement) {
    }

    @Override
    default String entityType() {
        return Requirement.NOUN;
    }

    /** @param reason QA's signature's reason */
    record Created(String entityId, State after, String reason) implements RequirementEvent {

        public static final EventType TYPE = new EventType("training_requirement.created", "QA signed (meaning approval) "
                + "that signatures of a meaning on records of an entity type need current training records of courses.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    /** @param reason QA's signature's reason */
    record Retired(String entityId, State before, State after, String reason) implements RequirementEvent {

        public static final EventType TYPE = new EventType("training_requirement.retired", "QA retired a training "
                + "requirement with a signature (meaning approval): signatures no longer need its courses.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
