package com.pharmaerp.api.quality.api;

import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachment;
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
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.quality.QualityScopes;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.service.InspectionLotService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(InspectionLotResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Inspection lots", description = "The quality check of a lot: results against its specification, then QA's signed usage decision.")
public class InspectionLotResource {

    static final String PATH = "/v1/inspection-lots";

    private final InspectionLotService inspectionLots;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;

    public InspectionLotResource(InspectionLotService inspectionLots, UnitsOfWork units, Idempotency idempotency, Attachments attachments) {
        this.attachments = attachments;
        this.inspectionLots = inspectionLots;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "createRetestInspectionLot", summary = "Open a retest of a released lot (qc_analyst or qa)")
    @APIResponse(responseCode = "201", description = "Created, open, origin retest; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = InspectionLotView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull RetestRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> inspectionLots.retest(work, body.lotId())
                .map(inspection -> Versions.created(PATH, InspectionLotView.of(inspection))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getInspectionLot", summary = "Read an inspection lot with its results and decision")
    public Uni<RestResponse<InspectionLotView>> get(@PathParam("id") String id) {
        return units.read(work -> inspectionLots.get(work, id)).map(inspection -> Versions.ok(InspectionLotView.of(inspection)));
    }

    @GET
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listInspectionLots", summary = "List inspection lots, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<InspectionLotView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20)
            @Pattern(regexp = InspectionLot.Status.PATTERN, message = "must be open or decided")
            @Parameter(description = "Only inspection lots in this status.") String status,
            @QueryParam("lotId") @Size(max = 40) @Parameter(description = "Only inspection lots of this lot.") String lotId) {
        Cursor after = Cursor.decode(cursor);
        InspectionLot.Status wanted = Filters.parse(InspectionLot.Status.class, status);
        return units.read(work -> inspectionLots.list(work, wanted, lotId, after, limit))
                .map(page -> page.map(InspectionLotView::of));
    }

    @POST
    @Path("{id}/results")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "enterInspectionResult", summary = "Enter a result of one test, judged against the lot's specification revision (qc_analyst or qa)")
    @APIResponse(responseCode = "201", description = "Entered; outcome pass or fail. Location names it; ETag is its version.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ResultView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> enterResult(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the inspection lot's version you saw.") String ifMatch,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey,
            @RequestBody(required = true) ResultRequest body) {
        String results = PATH + "/" + id + "/results";
        return idempotency.run(idempotencyKey, List.of("POST " + results, body == null ? "" : body), work -> inspectionLots
                .enterResult(work, id, ifMatch, body).map(result -> Versions.created(results, ResultView.of(result))));
    }

    @GET
    @Path("{id}/results/{resultId}")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getInspectionResult", summary = "Read one result of an inspection lot")
    public Uni<RestResponse<ResultView>> getResult(@PathParam("id") String id, @PathParam("resultId") String resultId) {
        return units.read(work -> inspectionLots.result(work, id, resultId)).map(result -> Versions.ok(ResultView.of(result)));
    }

    @POST
    @Path("{id}/results/{resultId}/invalidate")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "invalidateInspectionResult", summary = "Invalidate a result with a reason; it stays on record (qc_analyst or qa)")
    @APIResponse(responseCode = "200", description = "Invalid; the result shows who invalidated it, when and why.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<ResultView>> invalidateResult(@PathParam("id") String id, @PathParam("resultId") String resultId,
            @HeaderParam(HttpHeaders.IF_MATCH) @Parameter(description = "Optional: the inspection lot's version you saw.") String ifMatch,
            @RequestBody(required = true) InvalidationRequest body) {
        return units.write(work -> inspectionLots.invalidateResult(work, id, resultId, ifMatch, body))
                .map(result -> Versions.ok(ResultView.of(result)));
    }

    @POST
    @Path("{id}/usage-decision")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "decideInspectionLot", summary = "Accept or reject the lot (QA who entered none of its results signs: approval to accept, rejection to reject; If-Match)")
    @APIResponse(responseCode = "200", description = "Decided; the inspection lot shows the decision and its signature, the lot is released or rejected.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<InspectionLotView>> decide(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) UsageDecisionRequest body) {
        return units.write(work -> inspectionLots.decide(work, id, ifMatch, body))
                .map(inspection -> Versions.ok(InspectionLotView.of(inspection)));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "attachToInspectionLot", summary = "Attach an uploaded file to an inspection lot (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, InspectionLot.NOUN, id, () -> inspectionLots.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listInspectionLotAttachments", summary = "List the files attached to an inspection lot, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> inspectionLots.get(work, id).chain(() -> attachments.list(work, InspectionLot.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
