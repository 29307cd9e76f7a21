package com.pharmaerp.api.warehouse.api;

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
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;
import com.pharmaerp.api.warehouse.domain.InventoryCount;
import com.pharmaerp.api.warehouse.service.InventoryCountService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(InventoryCountResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Inventory counts", description = "Physical inventory of a location: the book frozen and the location "
        + "blocked while counting; differences posted as adjustment movements under a signature.")
public class InventoryCountResource {

    static final String PATH = "/v1/inventory-counts";

    private final InventoryCountService counts;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public InventoryCountResource(InventoryCountService counts, UnitsOfWork units, Idempotency idempotency) {
        this.counts = counts;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "openInventoryCount", summary = "Open a count of a location: its book frozen, movements "
            + "into or out of it refused until posted or cancelled (warehouse clerk)")
    @APIResponse(responseCode = "201", description = "Counting; one line per lot with stock in the location. Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = InventoryCountView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> open(@Valid @NotNull InventoryCountRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried opening safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> counts.open(work, body.locationId())
                .map(count -> Versions.created(PATH, InventoryCountView.of(count))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getInventoryCount", summary = "Read an inventory count")
    public Uni<RestResponse<InventoryCountView>> get(@PathParam("id") String id) {
        return units.read(work -> counts.get(work, id)).map(InventoryCountResource::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listInventoryCounts", summary = "List inventory counts, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<InventoryCountView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = "counting|posted|cancelled",
                    message = "must be counting, posted or cancelled")
            @Parameter(description = "Only counts in this status.") String status,
            @QueryParam("locationId") @Size(max = 40) @Parameter(description = "Only counts of this location.") String locationId) {
        Cursor after = Cursor.decode(cursor);
        InventoryCount.Status wanted = Filters.parse(InventoryCount.Status.class, status);
        return units.read(work -> counts.list(work, wanted, locationId, after, limit)).map(page -> page.map(InventoryCountView::of));
    }

    @POST
    @Path("{id}/counts")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "enterInventoryCounts", summary = "Record counted quantities and lots found on the shelf "
            + "(warehouse clerk); re-entering a line replaces it until posting")
    @APIResponse(responseCode = "200", description = "The count with the quantities recorded; nothing is posted.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<InventoryCountView>> enter(@PathParam("id") String id,
            @RequestBody(required = true) CountsRequest body) {
        return units.write(work -> counts.enter(work, id, body)).map(InventoryCountResource::ok);
    }

    @POST
    @Path("{id}/post")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "postInventoryCount", summary = "Post the differences as adjustment movements and unblock "
            + "the location (supervisor or QA who counted no line signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Posted; adjustmentMovementIds name the movements.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<InventoryCountView>> post(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> counts.post(work, id, ifMatch, body)).map(InventoryCountResource::ok);
    }

    @POST
    @Path("{id}/cancel")
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "cancelInventoryCount", summary = "Cancel a count in progress: nothing is posted, the "
            + "location is unblocked (warehouse clerk or supervisor)")
    @APIResponse(responseCode = "200", description = "Cancelled.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    public Uni<RestResponse<InventoryCountView>> cancel(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch) {
        return units.write(work -> counts.cancel(work, id, ifMatch)).map(InventoryCountResource::ok);
    }

    private static RestResponse<InventoryCountView> ok(InventoryCount count) {
        return Versions.ok(InventoryCountView.of(count));
    }
}
