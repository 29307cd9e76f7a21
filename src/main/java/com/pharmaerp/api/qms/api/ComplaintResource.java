package com.pharmaerp.api.qms.api;

import java.time.LocalDate;
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
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.http.DateParameters;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.qms.QmsScopes;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintCategory;
import com.pharmaerp.api.qms.service.ComplaintService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(ComplaintResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Complaints", description = "Reports from outside about a product: reportability, investigation, impact, "
        + "escalation to a recall.")
public class ComplaintResource {

    static final String PATH = "/v1/complaints";
    private static final String ID = "[a-z]{2,4}_[A-Za-z0-9]{1,36}";
    private static final String ID_MESSAGE = "must be an id";

    private final ComplaintService complaints;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;

    public ComplaintResource(ComplaintService complaints, UnitsOfWork units, Idempotency idempotency, Attachments attachments) {
        this.attachments = attachments;
        this.complaints = complaints;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "createComplaint", summary = "Record a complaint about a lot, shipment or material (qa or "
            + "supervisor)")
    @APIResponse(responseCode = "201", description = "Created, open; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ComplaintView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull ComplaintRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> complaints.receive(work, body.toData())
                .map(complaint -> view(work, complaint)).map(view -> Versions.created(PATH, view)));
    }

    @GET
    @Path("{id}")
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "getComplaint", summary = "Read a complaint")
    public Uni<RestResponse<ComplaintView>> get(@PathParam("id") String id) {
        return units.read(work -> complaints.get(work, id).map(complaint -> view(work, complaint))).map(Versions::ok);
    }

    @GET
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "listComplaints", summary = "List complaints, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<ComplaintView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = Complaint.Status.PATTERN, message = "must be open or closed")
            @Parameter(description = "Only complaints in this status.") String status,
            @QueryParam("category") @Size(max = 30) @Pattern(regexp = ComplaintCategory.PATTERN, message = "must be one of "
                    + ComplaintCategory.PATTERN) @Parameter(description = "Only complaints of this category.") String category,
            @QueryParam("lotId") @Size(max = 40) @Pattern(regexp = ID, message = ID_MESSAGE)
            @Parameter(description = "Only complaints about this lot.") String lotId,
            @QueryParam("materialId") @Size(max = 40) @Pattern(regexp = ID, message = ID_MESSAGE)
            @Parameter(description = "Only complaints about this material.") String materialId,
            @QueryParam("customerId") @Size(max = 40) @Pattern(regexp = ID, message = ID_MESSAGE)
            @Parameter(description = "Only complaints from this customer.") String customerId) {
        Cursor after = Cursor.decode(cursor);
        ComplaintService.Filter filter = new ComplaintService.Filter(Filters.parse(Complaint.Status.class, status),
                Filters.parse(ComplaintCategory.class, category), lotId, materialId, customerId);
        return units.read(work -> complaints.list(work, filter, after, limit).map(page -> page.map(complaint -> ComplaintView.of(complaint, work.today()))));
    }

    @GET
    @Path("trends")
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "complaintTrends", summary = "Complaints received per month and category")
    @APIResponse(responseCode = "200", description = "Every month and category with at least one complaint received in "
            + "the range, by month then category.")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<ComplaintTrendsView> trends(
            @QueryParam("materialId") @Size(max = 40) @Pattern(regexp = ID, message = ID_MESSAGE)
            @Parameter(description = "Only complaints about this material.") String materialId,
            @QueryParam("from") @Size(max = 10) @Pattern(regexp = DateParameters.DATE, message = DateParameters.DATE_MESSAGE)
            @Parameter(description = "Only complaints received on or after this date (YYYY-MM-DD).",
                    schema = @Schema(type = SchemaType.STRING, format = "date", maxLength = 10)) String from,
            @QueryParam("to") @Size(max = 10) @Pattern(regexp = DateParameters.DATE, message = DateParameters.DATE_MESSAGE)
            @Parameter(description = "Only complaints received on or before this date (YYYY-MM-DD).",
                    schema = @Schema(type = SchemaType.STRING, format = "date", maxLength = 10)) String to) {
        LocalDate since = DateParameters.parse("from", from);
        LocalDate until = DateParameters.parse("to", to);
        return units.read(work -> complaints.trends(work, materialId, since, until)).map(ComplaintTrendsView::of);
    }

    @GET
    @Path("{id}/impact")
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "getComplaintImpact", summary = "What the complaint's lot touches: its genealogy both ways, "
            + "every customer who received it or a lot made from it, earlier complaints on the lot or material")
    public Uni<ComplaintImpactView> impact(@PathParam("id") String id) {
        return units.read(work -> complaints.impact(work, id)).map(ComplaintImpactView::of);
    }

    @POST
    @Path("{id}/assessment")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "assessComplaint", summary = "Assess whether the complaint is reportable (QA signs, meaning "
            + "review; If-Match); a reportable one's report falls due by the reporting rules")
    @APIResponse(responseCode = "200", description = "Assessed; the complaint shows assessment and reportDueOn.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ComplaintView>> assess(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @NotNull AssessmentRequest body) {
        return units.write(work -> complaints.assess(work, id, ifMatch, body)
                .map(complaint -> view(work, complaint))).map(Versions::ok);
    }

    @POST
    @Path("{id}/report")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "reportComplaint", summary = "Record the report of a reportable complaint to the authority (qa)")
    @APIResponse(responseCode = "200", description = "Recorded; the complaint shows report.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<ComplaintView>> report(@PathParam("id") String id, @NotNull ReportRequest body) {
        return units.write(work -> complaints.report(work, id, body)
                .map(complaint -> view(work, complaint))).map(Versions::ok);
    }

    @POST
    @Path("{id}/investigation")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "investigateComplaint", summary = "Record the complaint's investigation, replacing any "
            + "earlier one (qa or supervisor)")
    @APIResponse(responseCode = "200", description = "Recorded; the complaint shows investigation.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<ComplaintView>> investigate(@PathParam("id") String id,
            @NotNull InvestigationRequest body) {
        return units.write(work -> complaints.investigate(work, id, body)
                .map(complaint -> view(work, complaint))).map(Versions::ok);
    }

    @POST
    @Path("{id}/escalate")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "escalateComplaint", summary = "Escalate the complaint to a recall of its lot (QA signs, "
            + "meaning rejection): the recall POST /v1/recalls opens, naming the complaint, in one transaction")
    @APIResponse(responseCode = "201", description = "The recall opened; Location and ETag name it. The complaint shows "
            + "recallId.", content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = RecallView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> escalate(@PathParam("id") String id, @NotNull EscalationRequest body) {
        return units.write(work -> complaints.escalate(work, id, body))
                .map(recall -> Versions.created(RecallResource.PATH, RecallView.of(recall)));
    }

    @POST
    @Path("{id}/close")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "closeComplaint", summary = "Close the complaint with the response to the complainant (QA "
            + "signs, meaning approval; If-Match): assessed, investigated and, when reportable, reported")
    @APIResponse(responseCode = "200", description = "Closed; the complaint shows closure.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<ComplaintView>> close(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @NotNull ClosureRequest body) {
        return units.write(work -> complaints.close(work, id, ifMatch, body)
                .map(complaint -> view(work, complaint))).map(Versions::ok);
    }

    /** The complaint as reads show it: whether its report is overdue as of the business date. */
    private static ComplaintView view(UnitOfWork work, Complaint complaint) {
        return ComplaintView.of(complaint, work.today());
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "attachToComplaint", summary = "Attach an uploaded file to a complaint (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Complaint.NOUN, id, () -> complaints.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "listComplaintAttachments", summary = "List the files attached to a complaint, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> complaints.get(work, id).chain(() -> attachments.list(work, Complaint.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
