package com.pharmaerp.api.production.api;

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

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Idempotency;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.production.ProductionScopes;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.service.ProductionOrderService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(ProductionOrderResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Production orders", description = "Batches: made from an approved recipe, charged FEFO and verified, reviewed by QA, certified by the QP.")
public class ProductionOrderResource {

    static final String PATH = "/v1/production-orders";

    private final ProductionOrderService orders;
    private final Idempotency idempotency;
    private final Caller caller;

    public ProductionOrderResource(ProductionOrderService orders, Idempotency idempotency, Caller caller) {
        this.orders = orders;
        this.idempotency = idempotency;
        this.caller = caller;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "createProductionOrder", summary = "Plan a batch from an approved recipe revision (supervisor)")
    @APIResponse(responseCode = "201", description = "Created, planned; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ProductionOrderView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull ProductionOrderRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(caller.tenantId(), idempotencyKey, List.of("POST " + PATH, body),
                () -> orders.create(caller.tenantId(), body).map(view -> Versions.created(PATH, view)));
    }

    @GET
    @Path("{id}")
    @RequiresScope(ProductionScopes.READ)
    @Operation(operationId = "getProductionOrder", summary = "Read a production order with its consumptions")
    public Uni<RestResponse<ProductionOrderView>> get(@PathParam("id") String id) {
        return orders.get(caller.tenantId(), id).map(Versions::ok);
    }

    @GET
    @RequiresScope(ProductionScopes.READ)
    @Operation(operationId = "listProductionOrders", summary = "List production orders, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<ProductionOrderView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = ProductionOrderStatus.PATTERN, message = "must be one of "
                    + ProductionOrderStatus.PATTERN) @Parameter(description = "Only orders in this status.") String status,
            @QueryParam("recipeId") @Size(max = 40) @Parameter(description = "Only orders of this recipe revision.") String recipeId) {
        return orders.list(caller.tenantId(), status == null ? null : ProductionOrderStatus.of(status), recipeId,
                Cursor.decode(cursor), limit);
    }

    @POST
    @Path("{id}/release")
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "releaseProductionOrder", summary = "Release a planned order: its output lot in quarantine and its inspection lot (supervisor)")
    @APIResponse(responseCode = "200", description = "Released; outputLotId and inspectionLotId name what was made.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    public Uni<RestResponse<ProductionOrderView>> release(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch) {
        return orders.release(caller.tenantId(), id, ifMatch).map(Versions::ok);
    }

    @POST
    @Path("{id}/cancel")
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "cancelProductionOrder", summary = "Cancel a planned or released order nothing was consumed into (supervisor)")
    @APIResponse(responseCode = "200", description = "Cancelled.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    public Uni<RestResponse<ProductionOrderView>> cancel(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch) {
        return orders.cancel(caller.tenantId(), id, ifMatch).map(Versions::ok);
    }

    @POST
    @Path("{id}/consumptions")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "consumeIntoProductionOrder", summary = "Charge a component: first expiry first out, or a named lot (operator)")
    @APIResponse(responseCode = "201", description = "Charged; allocations name the lots and issue movements. Location names it; ETag is its version.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ConsumptionView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> consume(@PathParam("id") String id,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried charge safe: see the README.") String idempotencyKey,
            @RequestBody(required = true) ConsumptionRequest body) {
        String consumptions = PATH + "/" + id + "/consumptions";
        return idempotency.run(caller.tenantId(), idempotencyKey, List.of("POST " + consumptions, body == null ? "" : body),
                () -> orders.consume(caller.tenantId(), id, body).map(view -> Versions.created(consumptions, view)));
    }

    @POST
    @Path("{id}/consumptions/{consumptionId}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "verifyConsumption", summary = "Verify a charge (another operator or a supervisor signs, meaning verification; If-Match: the consumption's version)")
    @APIResponse(responseCode = "200", description = "Verified; the consumption shows the signature.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ConsumptionView>> verify(@PathParam("id") String id, @PathParam("consumptionId") String consumptionId,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return orders.verify(caller.tenantId(), id, consumptionId, ifMatch, body).map(Versions::ok);
    }

    @POST
    @Path("{id}/complete")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "completeProductionOrder", summary = "Complete the batch: yield, the output movement into its lot (supervisor)")
    @APIResponse(responseCode = "200", description = "Completed; yield shows the actual quantity and percent.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<ProductionOrderView>> complete(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch,
            @RequestBody(required = true) CompletionRequest body) {
        return orders.complete(caller.tenantId(), id, ifMatch, body).map(Versions::ok);
    }

    @POST
    @Path("{id}/review")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "reviewProductionOrder", summary = "Review the batch record (QA who performed no step signs, meaning review; If-Match)")
    @APIResponse(responseCode = "200", description = "Reviewed; the order shows the signature as review.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductionOrderView>> review(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return orders.review(caller.tenantId(), id, ifMatch, body).map(Versions::ok);
    }

    @POST
    @Path("{id}/certify")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "certifyProductionOrder", summary = "Certify (meaning responsibility) or reject (meaning rejection) the batch (QP who performed no step; If-Match)")
    @APIResponse(responseCode = "200", description = "Certified, the output lot released; or rejected, the lot rejected.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductionOrderView>> certify(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) CertificationRequest body) {
        return orders.certify(caller.tenantId(), id, ifMatch, body).map(Versions::ok);
    }
}
