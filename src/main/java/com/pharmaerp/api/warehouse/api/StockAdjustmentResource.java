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
import com.pharmaerp.api.warehouse.domain.StockAdjustment;
import com.pharmaerp.api.warehouse.service.StockAdjustmentService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(StockAdjustmentResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Stock adjustments", description = "Corrections of a lot's balance in a location: requested by a clerk, "
        + "posted only once a supervisor or QA approves them with a signature.")
public class StockAdjustmentResource {

    static final String PATH = "/v1/stock-adjustments";

    private final StockAdjustmentService adjustments;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public StockAdjustmentResource(StockAdjustmentService adjustments, UnitsOfWork units, Idempotency idempotency) {
        this.adjustments = adjustments;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "requestStockAdjustment", summary = "Request a stock adjustment (warehouse clerk); nothing moves yet")
    @APIResponse(responseCode = "201", description = "Requested, pending; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StockAdjustmentView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> request(@Valid @NotNull StockAdjustmentRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried request safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> adjustments.request(work, body.command())
                .map(adjustment -> Versions.created(PATH, StockAdjustmentView.of(adjustment))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getStockAdjustment", summary = "Read a stock adjustment")
    public Uni<RestResponse<StockAdjustmentView>> get(@PathParam("id") String id) {
        return units.read(work -> adjustments.get(work, id)).map(StockAdjustmentResource::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listStockAdjustments", summary = "List stock adjustments, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<StockAdjustmentView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = "pending|posted|rejected",
                    message = "must be pending, posted or rejected")
            @Parameter(description = "Only adjustments in this status.") String status,
            @QueryParam("lotId") @Size(max = 40) @Parameter(description = "Only adjustments of this lot.") String lotId) {
        Cursor after = Cursor.decode(cursor);
        StockAdjustment.Status wanted = Filters.parse(StockAdjustment.Status.class, status);
        return units.read(work -> adjustments.list(work, wanted, lotId, after, limit))
                .map(page -> page.map(StockAdjustmentView::of));
    }

    @POST
    @Path("{id}/approve")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "approveStockAdjustment", summary = "Approve a pending adjustment and post its movement "
            + "(supervisor or QA, not the requester, signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Posted; movementId names the adjustment movement.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<StockAdjustmentView>> approve(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> adjustments.approve(work, id, ifMatch, body)).map(StockAdjustmentResource::ok);
    }

    @POST
    @Path("{id}/reject")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "rejectStockAdjustment", summary = "Reject a pending adjustment: nothing moves "
            + "(supervisor or QA, not the requester, signs, meaning rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "Rejected; approval shows the rejecting signature.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<StockAdjustmentView>> reject(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> adjustments.reject(work, id, ifMatch, body)).map(StockAdjustmentResource::ok);
    }

    private static RestResponse<StockAdjustmentView> ok(StockAdjustment adjustment) {
        return Versions.ok(StockAdjustmentView.of(adjustment));
    }
}
