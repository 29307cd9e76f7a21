package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a material's master data. */
public sealed interface MaterialEvent extends Event {

    @Override
    MaterialState after();

    @Override
    default String entityType() {
        return Material.NOUN;
    }

    record Created(String entityId, MaterialState after) implements MaterialEvent {
        public static final EventType TYPE = new EventType("material.created", "An admin or supervisor created a material.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public MaterialState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    /** @param reason why, where a change of GMP master data needs it */
    record Updated(String entityId, MaterialState before, MaterialState after, String reason) implements MaterialEvent {
        public static final EventType TYPE = new EventType("material.updated", "An admin or supervisor changed a material's "
                + "data; a change of shelf life, retest interval or storage range carries its reason.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
