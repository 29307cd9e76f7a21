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
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.documents.Document;
import com.pharmaerp.api.platform.documents.DocumentFormat;
import com.pharmaerp.api.platform.documents.Documents;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.production.ProductionScopes;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.service.BatchRecordService;
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
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final BatchRecordService batchRecords;
    private final Documents documents;

    public ProductionOrderResource(ProductionOrderService orders, UnitsOfWork units, Idempotency idempotency,
            BatchRecordService batchRecords, Documents documents) {
        this.orders = orders;
        this.units = units;
        this.idempotency = idempotency;
        this.batchRecords = batchRecords;
        this.documents = documents;
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
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> orders.create(work, body.recipeId(),
                body.plannedQuantity()).map(order -> Versions.created(PATH, ProductionOrderView.of(order))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(ProductionScopes.READ)
    @Operation(operationId = "getProductionOrder", summary = "Read a production order with its consumptions")
    public Uni<RestResponse<ProductionOrderView>> get(@PathParam("id") String id) {
        return units.read(work -> orders.get(work, id)).map(ProductionOrderResource::ok);
    }

    @GET
    @Path("{id}/batch-record")
    @Produces({ "application/pdf", "text/html", "application/json" })
    @RequiresScope(ProductionScopes.READ)
    @Operation(operationId = "getBatchRecord", summary = "The batch record of a completed batch: PDF/A (default), HTML or JSON by Accept",
            description = "Product, batch and output lot; the recipe revision and its approval; planned and actual quantity "
                    + "with the yield against the recipe's limits; every consumption with its lots, locations, performer and "
                    + "verification; linked deviations; the output lot's inspection and usage decision; QA's review and the "
                    + "QP's certification; and, as an annex, the audit trail of the order, its stock movements and its "
                    + "output lot. Every signature shows the printed name, UTC date and time, meaning and reason. Each PDF "
                    + "page's footer carries the document number, the generation time and the SHA-256 of the JSON form (its "
                    + "ETag). Reading writes nothing.")
    @APIResponse(responseCode = "200", description = "The batch record in the form Accept asked for.", content = {
            @Content(mediaType = "application/pdf", schema = @Schema(type = SchemaType.STRING, format = "binary", maxLength = 100000000)),
            @Content(mediaType = "text/html", schema = @Schema(type = SchemaType.STRING, maxLength = 100000000)),
            @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BatchRecordView.class)) })
    @APIResponse(responseCode = "406", ref = "NotAcceptable")
    @APIResponse(responseCode = "409", ref = "Conflict")
    public Uni<Response> batchRecord(@PathParam("id") String id, @Context HttpHeaders headers) {
        DocumentFormat format = DocumentFormat.negotiate(headers.getAcceptableMediaTypes());
        return units.readLagTolerant(work -> batchRecords.batchRecord(work, id).map(record -> new Document(BatchRecordView.TEMPLATE,
                record.number(), BatchRecordView.of(record), work.now()))).chain(document -> documents.serve(document, format));
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
        Cursor after = Cursor.decode(cursor);
        ProductionOrderStatus wanted = Filters.parse(ProductionOrderStatus.class, status);
        return units.read(work -> orders.list(work, wanted, recipeId, after, limit)).map(page -> page.map(ProductionOrderView::of));
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
        return units.write(work -> orders.release(work, id, ifMatch)).map(ProductionOrderResource::ok);
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
        return units.write(work -> orders.cancel(work, id, ifMatch)).map(ProductionOrderResource::ok);
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
            @RequestBody(required = true) ProductionOrderService.Charge body) {
        String consumptions = PATH + "/" + id + "/consumptions";
        return idempotency.run(idempotencyKey, List.of("POST " + consumptions, body == null ? "" : body), work -> orders
                .consume(work, id, body)
                .map(consumption -> Versions.created(consumptions, ConsumptionView.of(id, consumption))));
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
        return units.write(work -> orders.verify(work, id, consumptionId, ifMatch, body))
                .map(consumption -> Versions.ok(ConsumptionView.of(id, consumption)));
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
            @RequestBody(required = true) ProductionOrderService.Completion body) {
        return units.write(work -> orders.complete(work, id, ifMatch, body))
                .map(ProductionOrderResource::ok);
    }

    @POST
    @Path("{id}/review")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProductionScopes.WRITE)
    @Operation(operationId = "reviewProductionOrder", summary = "Review the batch record (QA who performed no step signs, meaning review; If-Match)",
            description = "A batch executed step by step is reviewed by exception: send the sha256 of its exception report "
                    + "as read (GET …/exceptions) in exceptionsSha256; the review keeps it with the audit chain position it "
                    + "covered.")
    @APIResponse(responseCode = "200", description = "Reviewed; the order shows the signature as review.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ProductionOrderView>> review(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) ProductionOrderService.Review body) {
        return units.write(work -> orders.review(work, id, ifMatch, body))
                .map(ProductionOrderResource::ok);
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
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) ProductionOrderService.Decision body) {
        return units.write(work -> orders.certify(work, id, ifMatch, body))
                .map(ProductionOrderResource::ok);
    }

    private static RestResponse<ProductionOrderView> ok(ProductionOrder order) {
        return Versions.ok(ProductionOrderView.of(order));
    }
}
