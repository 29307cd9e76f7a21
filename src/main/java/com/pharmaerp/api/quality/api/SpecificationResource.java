package com.pharmaerp.api.quality.api;

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
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.quality.QualityScopes;
import com.pharmaerp.api.quality.service.SpecificationService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(SpecificationResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Specifications", description = "Revisions of a material's tests; lots are inspected against the approved one.")
public class SpecificationResource {

    static final String PATH = "/v1/specifications";

    private final SpecificationService specifications;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public SpecificationResource(SpecificationService specifications, UnitsOfWork units, Idempotency idempotency) {
        this.specifications = specifications;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "createSpecification", summary = "Write the next revision of a material's specification, a draft (qc_analyst or qa)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SpecificationView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull SpecificationRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> specifications.create(work, body.toData())
                .map(specification -> Versions.created(PATH, SpecificationView.of(specification))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getSpecification", summary = "Read a specification revision")
    public Uni<RestResponse<SpecificationView>> get(@PathParam("id") String id) {
        return units.read(work -> specifications.get(work, id)).map(specification -> Versions.ok(SpecificationView.of(specification)));
    }

    @GET
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listSpecifications", summary = "List specification revisions, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<SpecificationView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("materialId") @Size(max = 40) @Parameter(description = "Only revisions of this material.") String materialId,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = Revision.Status.PATTERN, message = "must be one of "
                    + Revision.Status.PATTERN) @Parameter(description = "Only revisions in this status.") String status) {
        Cursor after = Cursor.decode(cursor);
        Revision.Status wanted = Filters.parse(Revision.Status.class, status);
        return units.read(work -> specifications.list(work, materialId, wanted, after, limit))
                .map(page -> page.map(SpecificationView::of));
    }

    @POST
    @Path("{id}/approve")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "approveSpecification", summary = "Approve a draft revision, superseding the approved one (QA other than its author signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Approved; the revision shows the signature as approval.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<SpecificationView>> approve(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> specifications.approve(work, id, ifMatch, body))
                .map(specification -> Versions.ok(SpecificationView.of(specification)));
    }
}
