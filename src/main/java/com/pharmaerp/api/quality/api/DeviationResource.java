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
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.quality.QualityScopes;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.service.DeviationImpactService;
import com.pharmaerp.api.quality.service.DeviationService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(DeviationResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Deviations", description = "Departures from an approved procedure or limit: opened by anyone, triaged, "
        + "investigated and closed, or cancelled, by QA.")
public class DeviationResource {

    static final String PATH = "/v1/deviations";

    private final DeviationService deviations;
    private final DeviationImpactService impacts;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;

    public DeviationResource(DeviationService deviations, DeviationImpactService impacts, UnitsOfWork units,
            Idempotency idempotency, Attachments attachments) {
        this.attachments = attachments;
        this.deviations = deviations;
        this.impacts = impacts;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "createDeviation", summary = "Open a deviation (any role)")
    @APIResponse(responseCode = "201", description = "Created, open; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = DeviationView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull DeviationRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> deviations.create(work, body.toData())
                .map(deviation -> view(work, deviation)).map(view -> Versions.created(PATH, view)));
    }

    @GET
    @Path("{id}")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getDeviation", summary = "Read a deviation")
    public Uni<RestResponse<DeviationView>> get(@PathParam("id") String id) {
        return units.read(work -> deviations.get(work, id).map(deviation -> view(work, deviation))).map(Versions::ok);
    }

    @GET
    @Path("{id}/impact")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getDeviationImpact", summary = "What a deviation's references reach: the lots made from or "
            + "into its lots, lots of the same supplier lot, the inputs and outputs of its orders, the orders that consumed "
            + "its lots")
    public Uni<DeviationImpactView> impact(@PathParam("id") String id) {
        return units.read(work -> impacts.impact(work, id)).map(DeviationImpactView::of);
    }

    @GET
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listDeviations", summary = "List deviations, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<DeviationView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20)
            @Pattern(regexp = Deviation.Status.PATTERN, message = "must be open, investigating, closed or cancelled")
            @Parameter(description = "Only deviations in this status.") String status,
            @QueryParam("reference") @Size(max = 40) @Pattern(regexp = "[a-z]{2,4}_[A-Za-z0-9]{1,36}", message = "must be an id")
            @Parameter(description = "Only deviations that name this id in their references.") String reference,
            @QueryParam("overdue") @Size(max = 5) @Pattern(regexp = "true|false", message = "must be true or false")
            @Parameter(description = "true: only overdue deviations; false: only those not overdue.") String overdue) {
        Cursor after = Cursor.decode(cursor);
        Deviation.Status wanted = Filters.parse(Deviation.Status.class, status);
        return units.read(work -> deviations.list(work, wanted, reference, overdue == null ? null : Boolean.valueOf(overdue), after, limit)
                .map(page -> page.map(deviation -> DeviationView.of(deviation, work.today()))));
    }

    @POST
    @Path("{id}/triage")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "triageDeviation", summary = "Triage an open deviation: classification and the CAPA decision "
            + "(QA signs, meaning review; If-Match)")
    @APIResponse(responseCode = "200", description = "Investigating; the deviation shows the triage.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<DeviationView>> triage(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) DeviationTriageRequest body) {
        return units.write(work -> deviations.triage(work, id, ifMatch, body).map(d -> view(work, d))).map(Versions::ok);
    }

    @POST
    @Path("{id}/investigation")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "investigateDeviation", summary = "Record or replace the investigation of a triaged deviation "
            + "(qa, supervisor or qc_analyst other than the triager; If-Match)")
    @APIResponse(responseCode = "200", description = "The deviation with its investigation.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<DeviationView>> investigate(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) DeviationInvestigationRequest body) {
        return units.write(work -> deviations.investigate(work, id, ifMatch, body).map(d -> view(work, d)))
                .map(Versions::ok);
    }

    @POST
    @Path("{id}/cancel")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "cancelDeviation", summary = "Cancel an open or investigating deviation (QA signs, meaning "
            + "rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "Cancelled; the deviation shows the signature as cancellation.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<DeviationView>> cancel(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> deviations.cancel(work, id, ifMatch, body).map(d -> view(work, d))).map(Versions::ok);
    }

    @POST
    @Path("{id}/close")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "closeDeviation", summary = "Close a triaged deviation: investigated when major or critical, "
            + "its CAPA in place when one is needed (QA other than the investigator signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Closed; the deviation shows the signature as closure.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<DeviationView>> close(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> deviations.close(work, id, ifMatch, body).map(d -> view(work, d))).map(Versions::ok);
    }

    /** The view as of the tenant's business date, which decides {@code overdue}. */
    private static DeviationView view(UnitOfWork work, Deviation deviation) {
        return DeviationView.of(deviation, work.today());
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "attachToDeviation", summary = "Attach an uploaded file to a deviation (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Deviation.NOUN, id, () -> deviations.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listDeviationAttachments", summary = "List the files attached to a deviation, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> deviations.get(work, id).chain(() -> attachments.list(work, Deviation.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
