package com.pharmaerp.api.training.api;

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
import com.pharmaerp.api.training.TrainingScopes;
import com.pharmaerp.api.training.service.TrainingRecordService;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(TrainingRecordResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Training")
public class TrainingRecordResource {

    static final String PATH = "/v1/training/records";

    private final TrainingRecordService records;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public TrainingRecordResource(TrainingRecordService records, UnitsOfWork units, Idempotency idempotency) {
        this.records = records;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(TrainingScopes.WRITE)
    @Operation(operationId = "createTrainingRecord", summary = "Record that a user completed a course (the trainer, QA or "
            + "a supervisor and not the trainee, signs, meaning verification); it is never changed")
    @APIResponse(responseCode = "201", description = "Created; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TrainingRecordView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull TrainingRecordRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> records.create(work, body.toCommand())
                .map(record -> Versions.created(PATH, TrainingRecordView.of(record))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "getTrainingRecord", summary = "Read a training record")
    public Uni<RestResponse<TrainingRecordView>> get(@PathParam("id") String id) {
        return units.read(work -> records.get(work, id)).map(record -> Versions.ok(TrainingRecordView.of(record)));
    }

    @GET
    @RequiresScope(TrainingScopes.READ)
    @Operation(operationId = "listTrainingRecords", summary = "List training records, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<TrainingRecordView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("userId") @Size(max = 21) @Parameter(description = "Only this user's records.") String userId,
            @QueryParam("courseId") @Size(max = 21) @Parameter(description = "Only records of this course.") String courseId) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> records.list(work, userId, courseId, after, limit))
                .map(page -> page.map(TrainingRecordView::of));
    }
}
