package com.pharmaerp.api.integrations.webhooks;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.integrations.events.EventScopes;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(WebhookEndpointResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter and ActingUserFilter read annotations from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Webhooks", description = "Endpoints the tenant's events are delivered to, signed as Standard Webhooks; admin.")
public class WebhookEndpointResource {

    static final String PATH = "/v1/webhook-endpoints";

    private final WebhookEndpointService endpoints;
    private final UnitsOfWork units;

    public WebhookEndpointResource(WebhookEndpointService endpoints, UnitsOfWork units) {
        this.endpoints = endpoints;
        this.units = units;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EventScopes.WEBHOOKS_WRITE)
    @Operation(operationId = "createWebhookEndpoint", summary = "Subscribe an endpoint (admin); its secret is in this answer only",
            description = "The endpoint receives the matching events that happen from now on. No Idempotency-Key: the answer "
                    + "holds the secret, which the service never keeps in clear; a retried create makes a second endpoint.")
    @APIResponse(responseCode = "201", description = "Created, with secret; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = WebhookEndpointView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull WebhookEndpointRequest body) {
        return endpoints.admit(body.url())
                .chain(() -> units.write(work -> endpoints.create(work, body)))
                .invoke(endpoints::wakeDispatcher)
                .map(view -> Versions.created(PATH, view));
    }

    @GET
    @RequiresScope(EventScopes.WEBHOOKS_READ)
    @Operation(operationId = "listWebhookEndpoints", summary = "List webhook endpoints, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<WebhookEndpointView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> endpoints.list(work, after, limit));
    }

    @GET
    @Path("{id}")
    @RequiresScope(EventScopes.WEBHOOKS_READ)
    @Operation(operationId = "getWebhookEndpoint", summary = "Read a webhook endpoint")
    public Uni<RestResponse<WebhookEndpointView>> get(@PathParam("id") String id) {
        return units.read(work -> endpoints.get(work, id)).map(Versions::ok);
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(EventScopes.WEBHOOKS_WRITE)
    @Operation(operationId = "updateWebhookEndpoint", summary = "Change url, eventTypes, description, or re-enable (JSON "
            + "merge patch, If-Match required, admin)", description = "status may only be set to enabled: a disabled endpoint "
                    + "resumes after deliveredThrough, so nothing is lost.")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<WebhookEndpointView>> patch(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, JsonNode patch) {
        String url = patch != null && patch.path("url").isTextual() ? patch.get("url").asText() : null;
        return endpoints.admit(url)
                .chain(() -> units.write(work -> endpoints.patch(work, id, patch, ifMatch)))
                .invoke(endpoints::wakeDispatcher)
                .map(Versions::ok);
    }

    @DELETE
    @Path("{id}")
    @RequiresScope(EventScopes.WEBHOOKS_WRITE)
    @Operation(operationId = "deleteWebhookEndpoint", summary = "Delete a webhook endpoint: its deliveries stop (admin, "
            + "If-Match optional)")
    @APIResponse(responseCode = "204", description = "Deleted.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    public Uni<Response> delete(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch) {
        return endpoints.admit(null)
                .chain(() -> units.write(work -> endpoints.delete(work, id, ifMatch)))
                .map(ignored -> Response.noContent().build());
    }

    @POST
    @Path("{id}/rotate-secret")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EventScopes.WEBHOOKS_WRITE)
    @Operation(operationId = "rotateWebhookSecret", summary = "Replace the secret (admin, If-Match optional); both sign "
            + "until the current one expires")
    @APIResponse(responseCode = "200", description = "The endpoint with its new secret, shown this once.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<WebhookEndpointView>> rotateSecret(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody RotateSecretRequest body) {
        RotateSecretRequest request = body == null ? new RotateSecretRequest(null) : body;
        return endpoints.admit(null)
                .chain(() -> units.write(work -> endpoints.rotateSecret(work, id, request, ifMatch)))
                .map(Versions::ok);
    }

    @POST
    @Path("{id}/replay")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EventScopes.WEBHOOKS_WRITE)
    @Operation(operationId = "replayWebhookEvents", summary = "Deliver events again from a sequence (admin)",
            description = "deliveredThrough moves back to fromSequence - 1; the events are sent again with the webhook-id "
                    + "they had, so a receiver that deduplicates by it stays correct.")
    @APIResponse(responseCode = "200", description = "The endpoint, delivering again from fromSequence.")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<WebhookEndpointView>> replay(@PathParam("id") String id,
            @RequestBody(required = true) ReplayRequest body) {
        return endpoints.admit(null)
                .chain(() -> units.write(work -> endpoints.replay(work, id, body)))
                .invoke(endpoints::wakeDispatcher)
                .map(Versions::ok);
    }

    @POST
    @Path("{id}/ping")
    @RequiresScope(EventScopes.WEBHOOKS_WRITE)
    @Operation(operationId = "pingWebhookEndpoint", summary = "Send one signed ping now and report the receiver's answer (admin)")
    @APIResponse(responseCode = "200", description = "What the receiver answered; a failed ping is still 200.")
    public Uni<PingResult> ping(@PathParam("id") String id) {
        return endpoints.admit(null).chain(() -> endpoints.ping(id));
    }

    @GET
    @Path("{id}/deliveries")
    @RequiresScope(EventScopes.WEBHOOKS_READ)
    @Operation(operationId = "listWebhookDeliveries", summary = "Every delivery attempt to the endpoint, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<WebhookDelivery>> deliveries(@PathParam("id") String id,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> endpoints.deliveries(work, id, after, limit));
    }
}
