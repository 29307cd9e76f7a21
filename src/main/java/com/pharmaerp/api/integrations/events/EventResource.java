package com.pharmaerp.api.integrations.events;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/events")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Events", description = "The audit trail as a feed: every change, oldest first, in commit order, with no gaps.")
public class EventResource {

    private final EventFeed feed;
    private final UnitsOfWork units;

    public EventResource(EventFeed feed, UnitsOfWork units) {
        this.feed = feed;
        this.units = units;
    }

    @GET
    @RequiresScope(EventScopes.EVENTS_READ)
    @Operation(operationId = "listEvents", summary = "Read the event feed, oldest first",
            description = "Events after a sequence, in the order they committed. Sequences have no gaps, so a reader that "
                    + "keeps the last sequence it saw and asks again with after=<it> never misses an event.")
    @APIResponse(responseCode = "200", description = "A page: items and nextAfter (null when the page is empty).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<EventPage> list(
            @QueryParam("after") @DefaultValue("0") @Min(0) @Max(Long.MAX_VALUE)
            @Parameter(description = "A sequence: events after it (0, the default, is the start).") long after,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("types") @Size(max = 2000)
            @Parameter(description = "Comma-separated event types; lot.* matches a prefix. Every type when absent.") String types) {
        var patterns = EventTypePatterns.parseParameter("types", types);
        return units.read(work -> feed.list(work, after, patterns, limit));
    }

    @GET
    @Path("{id}")
    @RequiresScope(EventScopes.EVENTS_READ)
    @Operation(operationId = "getEvent", summary = "Read one event")
    public Uni<EventView> get(@PathParam("id") String id) {
        return units.read(work -> feed.get(work, id));
    }
}
