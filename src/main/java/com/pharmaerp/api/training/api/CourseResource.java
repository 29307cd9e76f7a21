package com.pharmaerp.api.training.api;

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
import com.pharmaerp.api.training.TrainingScopes;
import com.pharmaerp.api.training.service.CourseService;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(CourseResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Training", description = "Courses, signed training records, and the requirements that refuse a signature "
        + "whose signer is not currently trained for it.")
public class CourseResource {

    static final String PATH = "/v1/training/courses";

    private final CourseService courses;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;

    public CourseResource(CourseService courses, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch) {
        this.courses = courses;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(TrainingScopes.WRITE)
    @Operation(operationId = "createTrainingCourse", summary = "Create a training course (admin or QA)")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CourseView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull CourseRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> courses.create(work, body.toCommand())
                .map(course -> Versions.created(PATH, CourseView.of(course))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "getTrainingCourse", summary = "Read a training course")
    public Uni<RestResponse<CourseView>> get(@PathParam("id") String id) {
        return units.read(work -> courses.get(work, id)).map(course -> Versions.ok(CourseView.of(course)));
    }

    @GET
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "listTrainingCourses", summary = "List training courses, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<CourseView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> courses.list(work, after, limit)).map(page -> page.map(CourseView::of));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(TrainingScopes.WRITE)
    @Operation(operationId = "updateTrainingCourse", summary = "Change a training course's title or validity (JSON merge "
            + "patch, If-Match required; admin or QA); records already signed keep their expiry")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CourseView>> patch(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @Schema(implementation = CoursePatch.class) JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> courses.change(work, id, change,
                current -> mergePatch.apply(CoursePatch.of(current), change.fields(), CoursePatch.class).toChange()))
                .map(course -> Versions.ok(CourseView.of(course)));
    }
}
