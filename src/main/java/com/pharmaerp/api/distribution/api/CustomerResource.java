package com.pharmaerp.api.distribution.api;

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
import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.service.CustomerService;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/customers")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Customers", description = "Who finished product ships to: their licence, and QA's GDP qualification.")
public class CustomerResource {

    private static final String PATH = "/v1/customers";

    private final CustomerService customers;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;

    public CustomerResource(CustomerService customers, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch, Attachments attachments) {
        this.attachments = attachments;
        this.customers = customers;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "createCustomer", summary = "Create a customer, pending QA's approval (warehouse clerk or supervisor)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CustomerView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull CustomerRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> customers.create(work, body.toData())
                .map(customer -> Versions.created(PATH, CustomerView.of(customer))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getCustomer", summary = "Read a customer")
    public Uni<RestResponse<CustomerView>> get(@PathParam("id") String id) {
        return units.read(work -> customers.get(work, id)).map(CustomerResource::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listCustomers", summary = "List customers, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<CustomerView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> customers.list(work, after, limit)).map(page -> page.map(CustomerView::of));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "updateCustomer", summary = "Change a customer (JSON merge patch; reason for an approved "
            + "customer's licence; If-Match required)")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CustomerView>> patch(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> customers.change(work, id, change, data -> mergePatch.apply(CustomerRequest.of(data),
                change.fields(), CustomerRequest.class).toData())).map(CustomerResource::ok);
    }

    @POST
    @Path("{id}/approve")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "approveCustomer", summary = "Approve a pending or suspended customer (QA signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Approved; the customer shows the signature as approval.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CustomerView>> approve(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> customers.approve(work, id, ifMatch, body)).map(CustomerResource::ok);
    }

    @POST
    @Path("{id}/suspend")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "suspendCustomer", summary = "Suspend an approved customer (QA signs, meaning rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "Suspended; the customer shows the signature as suspension.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CustomerView>> suspend(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> customers.suspend(work, id, ifMatch, body)).map(CustomerResource::ok);
    }

    private static RestResponse<CustomerView> ok(Customer customer) {
        return Versions.ok(CustomerView.of(customer));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "attachToCustomer", summary = "Attach an uploaded file to a customer (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Customer.NOUN, id, () -> customers.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listCustomerAttachments", summary = "List the files attached to a customer, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> customers.get(work, id).chain(() -> attachments.list(work, Customer.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
