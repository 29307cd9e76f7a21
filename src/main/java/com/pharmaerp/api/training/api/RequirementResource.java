package com.pharmaerp.api.training.api;

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
import com.pharmaerp.api.training.TrainingScopes;
import com.pharmaerp.api.training.domain.Requirement;
import com.pharmaerp.api.training.service.RequirementService;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(RequirementResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Training")
public class RequirementResource {

    static final String PATH = "/v1/training/requirements";

    private final RequirementService requirements;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public RequirementResource(RequirementService requirements, UnitsOfWork units, Idempotency idempotency) {
        this.requirements = requirements;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(TrainingScopes.WRITE)
    @Operation(operationId = "createTrainingRequirement", summary = "Require current training records of courses for "
            + "signatures of a meaning on records of an entity type (QA signs, meaning approval)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = RequirementView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull RequirementRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> requirements.create(work,
                body.toCommand()).map(requirement -> Versions.created(PATH, RequirementView.of(requirement))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "getTrainingRequirement", summary = "Read a training requirement")
    public Uni<RestResponse<RequirementView>> get(@PathParam("id") String id) {
        return units.read(work -> requirements.get(work, id)).map(RequirementResource::ok);
    }

    @GET
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "listTrainingRequirements", summary = "List training requirements, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<RequirementView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = Requirement.Status.PATTERN, message = "must be one of "
                    + Requirement.Status.PATTERN) @Parameter(description = "Only requirements in this status.") String status) {
        Cursor after = Cursor.decode(cursor);
        Requirement.Status wanted = Filters.parse(Requirement.Status.class, status);
        return units.read(work -> requirements.list(work, wanted, after, limit)).map(page -> page.map(RequirementView::of));
    }

    @POST
    @Path("{id}/retire")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(TrainingScopes.WRITE)
    @Operation(operationId = "retireTrainingRequirement", summary = "Retire an active training requirement (QA signs, "
            + "meaning approval; If-Match): signatures no longer need its courses")
    @APIResponse(responseCode = "200", description = "Retired; the requirement shows the signature as retirement.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<RequirementView>> retire(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> requirements.retire(work, id, ifMatch, body)).map(RequirementResource::ok);
    }

    private static RestResponse<RequirementView> ok(Requirement requirement) {
        return Versions.ok(RequirementView.of(requirement));
    }
}
