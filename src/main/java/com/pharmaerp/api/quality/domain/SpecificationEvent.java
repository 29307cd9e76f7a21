package com.pharmaerp.api.quality.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happens to a specification revision: written as a draft, approved, superseded by a later one. */
public sealed interface SpecificationEvent extends Event {

    @Override
    default String entityType() {
        return Specification.NOUN;
    }

    record Created(String entityId, SpecificationState after) implements SpecificationEvent {

        public static final EventType TYPE = new EventType("specification.created", "A QC analyst or QA wrote a draft "
                + "specification: the material's next revision of tests.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public SpecificationState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Approved(String entityId, SpecificationState before, SpecificationState after, String reason)
            implements SpecificationEvent {

        public static final EventType TYPE = new EventType("specification.approved", "QA other than its author approved "
                + "the draft specification with a signature: the material's new inspection lots are tested against it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Superseded(String entityId, SpecificationState before, SpecificationState after, String reason)
            implements SpecificationEvent {

        public static final EventType TYPE = new EventType("specification.superseded", "The approved specification gave "
                + "way to a later revision of the material being approved.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
