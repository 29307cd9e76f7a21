package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a location's master data. */
public sealed interface LocationEvent extends Event {

    @Override
    LocationState after();

    @Override
    default String entityType() {
        return Location.NOUN;
    }

    record Created(String entityId, LocationState after) implements LocationEvent {
        public static final EventType TYPE = new EventType("location.created", "An admin or supervisor created a location.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public LocationState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Updated(String entityId, LocationState before, LocationState after, String reason) implements LocationEvent {
        public static final EventType TYPE = new EventType("location.updated", "An admin or supervisor changed a "
                + "location's data, e.g. made it inactive.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
