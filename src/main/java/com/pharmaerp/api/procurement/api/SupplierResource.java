package com.pharmaerp.api.procurement.api;

import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachment;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
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
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.procurement.ProcurementScopes;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.service.SupplierService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(SupplierResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Suppliers", description = "Who materials are bought from, and what QA approved them for.")
public class SupplierResource {

    static final String PATH = "/v1/suppliers";

    private final SupplierService suppliers;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;

    public SupplierResource(SupplierService suppliers, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch, Attachments attachments) {
        this.attachments = attachments;
        this.suppliers = suppliers;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "createSupplier", summary = "Create a supplier")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SupplierView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull SupplierRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST /v1/suppliers", body), work -> suppliers.create(work, body.toData())
                .map(supplier -> Versions.created("/v1/suppliers", SupplierView.of(supplier))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "getSupplier", summary = "Read a supplier")
    public Uni<RestResponse<SupplierView>> get(@PathParam("id") String id) {
        return units.read(work -> suppliers.get(work, id)).map(SupplierResource::ok);
    }

    @GET
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "listSuppliers", summary = "List suppliers, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<SupplierView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> suppliers.list(work, after, limit)).map(page -> page.map(SupplierView::of));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "updateSupplier", summary = "Change a supplier (JSON merge patch, If-Match required)")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<SupplierView>> patch(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> suppliers.change(work, id, change, data -> mergePatch.apply(SupplierRequest.of(data),
                change.fields(), SupplierRequest.class).toData())).map(SupplierResource::ok);
    }

    @POST
    @Path("{id}/approve")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "approveSupplier", summary = "Approve for materials (QA signs, meaning approval; If-Match required)")
    @APIResponse(responseCode = "200", description = "Approved; the supplier shows the signature as approval.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<SupplierView>> approve(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SupplierService.Approval body) {
        return units.write(work -> suppliers.approve(work, id, ifMatch, body))
                .map(SupplierResource::ok);
    }

    @POST
    @Path("{id}/suspend")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "suspendSupplier", summary = "Suspend (QA signs, meaning rejection; If-Match required)")
    @APIResponse(responseCode = "200", description = "Suspended; the supplier shows the signature as suspension.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<SupplierView>> suspend(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> suppliers.suspend(work, id, ifMatch, body))
                .map(SupplierResource::ok);
    }

    private static RestResponse<SupplierView> ok(Supplier supplier) {
        return Versions.ok(SupplierView.of(supplier));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(ProcurementScopes.WRITE)
    @Operation(operationId = "attachToSupplier", summary = "Attach an uploaded file to a supplier (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Supplier.NOUN, id, () -> suppliers.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(ProcurementScopes.READ)
    @Operation(operationId = "listSupplierAttachments", summary = "List the files attached to a supplier, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> suppliers.get(work, id).chain(() -> attachments.list(work, Supplier.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
