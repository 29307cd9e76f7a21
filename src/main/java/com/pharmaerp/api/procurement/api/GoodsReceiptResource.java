package com.pharmaerp.api.procurement.api;

import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachment;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
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
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.procurement.ProcurementScopes;
import com.pharmaerp.api.procurement.service.GoodsReceiptService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/goods-receipts")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Goods receipts", description = "Deliveries against purchase orders: every line a new lot in quarantine.")
public class GoodsReceiptResource {

    static final String PATH = "/v1/goods-receipts";

    private final GoodsReceiptService receipts;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;

    public GoodsReceiptResource(GoodsReceiptService receipts, UnitsOfWork units, Idempotency idempotency, Attachments attachments) {
        this.attachments = attachments;
        this.receipts = receipts;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "createGoodsReceipt", summary = "Receive a delivery (warehouse clerk): lots in quarantine, "
            + "receipt movements, open inspection lots")
    @APIResponse(responseCode = "201", description = "Posted; each line names its lotId and inspectionLotId.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GoodsReceiptView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull GoodsReceiptRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "A retried receipt with the same key never makes a "
                    + "second lot: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> receipts.receive(work, body.toInput())
                .map(receipt -> Versions.created(PATH, GoodsReceiptView.of(receipt))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "getGoodsReceipt", summary = "Read a goods receipt")
    public Uni<RestResponse<GoodsReceiptView>> get(@PathParam("id") String id) {
        return units.read(work -> receipts.get(work, id)).map(receipt -> Versions.ok(GoodsReceiptView.of(receipt)));
    }

    @GET
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "listGoodsReceipts", summary = "List goods receipts, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<GoodsReceiptView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("purchaseOrderId") @Size(max = 40) @Parameter(description = "Only receipts against this order.")
            String purchaseOrderId) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> receipts.list(work, purchaseOrderId, after, limit)).map(page -> page.map(GoodsReceiptView::of));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "attachToGoodsReceipt", summary = "Attach an uploaded file to a goods receipt (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, GoodsReceipt.NOUN, id, () -> receipts.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "listGoodsReceiptAttachments", summary = "List the files attached to a goods receipt, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> receipts.get(work, id).chain(() -> attachments.list(work, GoodsReceipt.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
