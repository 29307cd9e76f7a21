package com.pharmaerp.archfixture.warehouse.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypes;

/** Event records whose TYPE the catalogue check must catch (Uncatalogued, Untyped) or let pass (Catalogued). */
public sealed interface FixtureLotEvent extends Event {

    @Override
    default String entityType() {
        return "lot";
    }

    @Override
    default String reason() {
        return null;
    }

    /** Its TYPE is no EventTypeProvider's. */
    record Uncatalogued(String entityId, FixtureState before, FixtureState after) implements FixtureLotEvent {

        public static final EventType TYPE = new EventType("lot.fixture_uncatalogued", "Never emitted.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    /** Names its type in type() only, with no TYPE constant a provider could list. */
    record Untyped(String entityId, FixtureState before, FixtureState after) implements FixtureLotEvent {

        @Override
        public EventType type() {
            return new EventType("lot.fixture_untyped", "Never emitted.");
        }
    }

    /** Its TYPE is a catalogue entry. */
    record Catalogued(String entityId, FixtureState before, FixtureState after) implements FixtureLotEvent {

        public static final EventType TYPE = EventTypes.all().get(0);

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
