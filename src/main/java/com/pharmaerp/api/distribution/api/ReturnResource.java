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

import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.distribution.domain.ReturnStatus;
import com.pharmaerp.api.distribution.service.ReturnService;
import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/returns")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Returns", description = "Goods coming back from a customer: authorized against a shipment, received into a "
        + "returns location, restocked or destroyed by QA's signed disposition.")
public class ReturnResource {

    private static final String PATH = "/v1/returns";

    private final ReturnService returns;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;

    public ReturnResource(ReturnService returns, UnitsOfWork units, Idempotency idempotency, Attachments attachments) {
        this.attachments = attachments;
        this.returns = returns;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "authorizeReturn", summary = "Authorize goods of a shipped shipment to come back (warehouse "
            + "clerk): lots it took, never more than it took less earlier returns' claims")
    @APIResponse(responseCode = "201", description = "Authorized; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ReturnView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> authorize(@Valid @NotNull ReturnRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> returns.authorize(work, body.toCommand())
                .map(authorized -> Versions.created(PATH, ReturnView.of(authorized))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getReturn", summary = "Read a return")
    public Uni<RestResponse<ReturnView>> get(@PathParam("id") String id) {
        return units.read(work -> returns.get(work, id)).map(ReturnResource::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listReturns", summary = "List returns, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<ReturnView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = ReturnStatus.PATTERN, message = "must be one of "
                    + ReturnStatus.PATTERN) @Parameter(description = "Only returns in this status.") String status,
            @QueryParam("shipmentId") @Size(max = 40) @Parameter(description = "Only returns of this shipment.") String shipmentId,
            @QueryParam("customerId") @Size(max = 40) @Parameter(description = "Only returns from this customer.") String customerId,
            @QueryParam("recallId") @Size(max = 40) @Parameter(description = "Only returns for this recall.") String recallId) {
        Cursor after = Cursor.decode(cursor);
        ReturnStatus wanted = Filters.parse(ReturnStatus.class, status);
        return units.read(work -> returns.list(work, wanted, shipmentId, customerId, recallId, after, limit))
                .map(page -> page.map(ReturnView::of));
    }

    @POST
    @Path("{id}/receive")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "receiveReturn", summary = "Receive the goods into a returns location with their condition "
            + "(warehouse clerk): a return movement per line, whatever the lot's status")
    @APIResponse(responseCode = "200", description = "Received; each line shows what came and its movement.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<ReturnView>> receive(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the version you saw.") String ifMatch,
            @RequestBody(required = true) ReturnReceiptRequest body) {
        return units.write(work -> returns.receive(work, id, ifMatch, body)).map(ReturnResource::ok);
    }

    @POST
    @Path("{id}/disposition")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "dispositionReturn", summary = "Decide every line's fate (QA signs, meaning approval; "
            + "If-Match): restock to a storage location only when every GDP condition holds, or destroy")
    @APIResponse(responseCode = "200", description = "Closed; each line shows its decision and movement.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ReturnView>> disposition(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) ReturnDispositionRequest body) {
        return units.write(work -> returns.disposition(work, id, ifMatch, body)).map(ReturnResource::ok);
    }

    private static RestResponse<ReturnView> ok(Return r) {
        return Versions.ok(ReturnView.of(r));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "attachToReturn", summary = "Attach an uploaded file to a return (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Return.NOUN, id, () -> returns.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listReturnAttachments", summary = "List the files attached to a return, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> returns.get(work, id).chain(() -> attachments.list(work, Return.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
