package com.pharmaerp.api.testsupport;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Event;

/**
 * What a domain test reads of the typed event a transition returned: the audit entry the unit of
 * work would write of it, so the test sees the changes as the trail and the webhooks will.
 */
public final class EventChanges {

    private EventChanges() {
    }

    /** The fields the entry names as changed, in the order of the aggregate's audited state. */
    public static List<String> changed(Event event) {
        return DomainEvent.of(event).changes().stream().map(Change::field).toList();
    }

    /** The value the field changed to. */
    public static JsonNode to(Event event, String field) {
        return change(event, field).to();
    }

    /** The value the field changed from; null for a record just created. */
    public static JsonNode from(Event event, String field) {
        return change(event, field).from();
    }

    private static Change change(Event event, String field) {
        return DomainEvent.of(event).changes().stream().filter(change -> change.field().equals(field)).findFirst()
                .orElseThrow(() -> new AssertionError("the event changes no " + field + ": " + changed(event)));
    }
}
