package com.pharmaerp.api.integrations.events;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.audit.EventTypes;
import com.pharmaerp.api.platform.security.RequiresScope;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.common.annotation.NonBlocking;

@Path("/v1/event-types")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Events", description = "The events the service emits: every change of a record, as the audit trail "
        + "records it.")
public class EventTypeResource {

    // The catalogue is fixed when the class path is: built once, no database read.
    private static final EventTypeList CATALOGUE = new EventTypeList(EventTypes.all());

    @GET
    @NonBlocking
    @RequiresScope(EventScopes.EVENTS_READ)
    @Operation(operationId = "listEventTypes", summary = "List every event type the service emits",
            description = "The type of each event (an audit event's action), sorted, with a sentence saying when it "
                    + "happens.")
    @APIResponse(responseCode = "200", description = "Every event type: items, sorted by type.")
    public EventTypeList list() {
        return CATALOGUE;
    }
}
