package com.pharmaerp.api.distribution.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
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
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentStatus;
import com.pharmaerp.api.distribution.service.ShipmentService;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/shipments")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Shipments", description = "Finished product leaving for a customer, picked first-expiry-first-out from released stock.")
public class ShipmentResource {

    private static final String PATH = "/v1/shipments";

    private final ShipmentService shipments;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;

    public ShipmentResource(ShipmentService shipments, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch) {
        this.shipments = shipments;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "createShipment", summary = "Create a draft shipment of finished product (warehouse clerk)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ShipmentView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull ShipmentRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> shipments.create(work, body.toInput())
                .map(shipment -> Versions.created(PATH, ShipmentView.of(shipment))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getShipment", summary = "Read a shipment")
    public Uni<RestResponse<ShipmentView>> get(@PathParam("id") String id) {
        return units.read(work -> shipments.get(work, id)).map(ShipmentResource::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listShipments", summary = "List shipments, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<ShipmentView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = ShipmentStatus.PATTERN, message = "must be one of "
                    + ShipmentStatus.PATTERN) @Parameter(description = "Only shipments in this status.") String status,
            @QueryParam("customerId") @Size(max = 40) @Parameter(description = "Only shipments to this customer.") String customerId) {
        Cursor after = Cursor.decode(cursor);
        ShipmentStatus wanted = Filters.parse(ShipmentStatus.class, status);
        return units.read(work -> shipments.list(work, wanted, customerId, after, limit)).map(page -> page.map(ShipmentView::of));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "updateShipment", summary = "Change a draft (JSON merge patch; lines are replaced whole; If-Match)")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ShipmentView>> patch(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> shipments.change(work, id, change, shipment -> mergePatch.apply(
                ShipmentRequest.of(shipment), change.fields(), ShipmentRequest.class).toInput())).map(ShipmentResource::ok);
    }

    @POST
    @Path("{id}/ship")
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "shipShipment", summary = "Ship a draft: pick every line from released stock and post it out, all or nothing (warehouse clerk)")
    @APIResponse(responseCode = "200", description = "Shipped; each line shows the lots and locations it took.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<ShipmentView>> ship(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch) {
        return units.write(work -> shipments.ship(work, id, ifMatch)).map(ShipmentResource::ok);
    }

    @POST
    @Path("{id}/cancel")
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "cancelShipment", summary = "Cancel a draft (warehouse clerk); a shipped shipment never changes")
    @APIResponse(responseCode = "200", description = "Cancelled; nothing was posted.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    public Uni<RestResponse<ShipmentView>> cancel(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch) {
        return units.write(work -> shipments.cancel(work, id, ifMatch)).map(ShipmentResource::ok);
    }

    private static RestResponse<ShipmentView> ok(Shipment shipment) {
        return Versions.ok(ShipmentView.of(shipment));
    }
}
