package com.pharmaerp.api.procurement.api;

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
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.procurement.ProcurementScopes;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderStatus;
import com.pharmaerp.api.procurement.service.PurchaseOrderService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/purchase-orders")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Purchase orders", description = "What is bought from an approved supplier; receipts count against its lines.")
public class PurchaseOrderResource {

    static final String PATH = "/v1/purchase-orders";

    private final PurchaseOrderService orders;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;

    public PurchaseOrderResource(PurchaseOrderService orders, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch) {
        this.orders = orders;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "createPurchaseOrder", summary = "Create a draft purchase order (buyer)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PurchaseOrderView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull PurchaseOrderRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> orders.create(work, body.toInput())
                .map(order -> Versions.created(PATH, PurchaseOrderView.of(order))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "getPurchaseOrder", summary = "Read a purchase order")
    public Uni<RestResponse<PurchaseOrderView>> get(@PathParam("id") String id) {
        return units.read(work -> orders.get(work, id)).map(PurchaseOrderResource::ok);
    }

    @GET
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "listPurchaseOrders", summary = "List purchase orders, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<PurchaseOrderView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = PurchaseOrderStatus.PATTERN, message = "must be one of "
                    + PurchaseOrderStatus.PATTERN) @Parameter(description = "Only orders in this status.") String status,
            @QueryParam("supplierId") @Size(max = 40) @Parameter(description = "Only orders of this supplier.") String supplierId) {
        Cursor after = Cursor.decode(cursor);
        PurchaseOrderStatus wanted = Filters.parse(PurchaseOrderStatus.class, status);
        return units.read(work -> orders.list(work, wanted, supplierId, after, limit)).map(page -> page.map(PurchaseOrderView::of));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "updatePurchaseOrder", summary = "Change a draft (JSON merge patch; lines are replaced whole; If-Match)")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<PurchaseOrderView>> patch(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> orders.change(work, id, change, data -> mergePatch.apply(PurchaseOrderRequest.of(data),
                change.fields(), PurchaseOrderRequest.class).toInput())).map(PurchaseOrderResource::ok);
    }

    @POST
    @Path("{id}/approve")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "approvePurchaseOrder", summary = "Approve a draft (a supervisor other than its creator signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Approved; the order shows the signature as approval.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<PurchaseOrderView>> approve(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> orders.approve(work, id, ifMatch, body))
                .map(PurchaseOrderResource::ok);
    }

    @POST
    @Path("{id}/cancel")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "cancelPurchaseOrder", summary = "Cancel a draft or approved order nothing was received against (buyer)")
    @APIResponse(responseCode = "200", description = "Cancelled.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<PurchaseOrderView>> cancel(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch,
            PurchaseOrderService.Closing body) {
        return units.write(work -> orders.cancel(work, id, ifMatch, body)).map(PurchaseOrderResource::ok);
    }

    @POST
    @Path("{id}/close")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "closePurchaseOrder", summary = "Close an order: nothing more is received (buyer; reason required when short)")
    @APIResponse(responseCode = "200", description = "Closed.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<PurchaseOrderView>> close(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch,
            PurchaseOrderService.Closing body) {
        return units.write(work -> orders.close(work, id, ifMatch, body)).map(PurchaseOrderResource::ok);
    }

    private static RestResponse<PurchaseOrderView> ok(PurchaseOrder order) {
        return Versions.ok(PurchaseOrderView.of(order));
    }
}
