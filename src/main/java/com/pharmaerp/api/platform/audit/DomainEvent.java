package com.pharmaerp.api.platform.audit;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.persistence.StoredJson;

/**
 * Something that happened to one record, as the domain object that changed tells it: what (e.g.
 * {@code lot.released}), to which record, the fields that changed, and why. A unit of work appends
 * the events of its operation to the tenant's audit chain, in order, as its last statement.
 *
 * @param type e.g. {@code lot.released}
 * @param reason why, as the person gave it; null where none is asked for
 */
public record DomainEvent(String type, String entityType, String entityId, List<Change> changes, String reason) {

    /** Only a catalogued type: integrators read the catalogue to know every event they can receive. */
    public DomainEvent {
        if (!EventTypes.known(type)) {
            throw new IllegalStateException("Event type " + type + " is not in the catalogue: declare it, with a sentence "
                    + "saying when it happens, in its module's EventTypeProvider (listed in META-INF/services/"
                    + EventTypeProvider.class.getName() + ").");
        }
    }

    /** A typed event's entry: its catalogue type, and the audited components that differ before and after. */
    public static DomainEvent of(Event event) {
        JsonNode before = event.before() == null ? null : StoredJson.tree(event.before());
        return new DomainEvent(event.type().type(), event.entityType(), event.entityId(),
                Change.between(before, StoredJson.tree(event.after())), event.reason());
    }
}
