package com.pharmaerp.api.quality.api;

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

import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.quality.QualityScopes;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.service.OosInvestigationService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(OosInvestigationResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "OOS investigations", description = "Out-of-specification results: opened by the service with the failing "
        + "result, concluded by QA in Phase I and, without an assignable cause, Phase II.")
public class OosInvestigationResource {

    static final String PATH = "/v1/oos-investigations";

    private final OosInvestigationService investigations;
    private final UnitsOfWork units;
    private final Attachments attachments;

    public OosInvestigationResource(OosInvestigationService investigations, UnitsOfWork units, Attachments attachments) {
        this.attachments = attachments;
        this.investigations = investigations;
        this.units = units;
    }

    @GET
    @Path("{id}")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "getOosInvestigation", summary = "Read an OOS investigation")
    public Uni<RestResponse<OosInvestigationView>> get(@PathParam("id") String id) {
        return units.read(work -> investigations.get(work, id)).map(o -> Versions.ok(OosInvestigationView.of(o)));
    }

    @GET
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listOosInvestigations", summary = "List OOS investigations, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<OosInvestigationView>> list(
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20)
            @Pattern(regexp = OosInvestigation.Status.PATTERN, message = "must be phase_1, phase_2 or closed")
            @Parameter(description = "Only investigations in this status.") String status,
            @QueryParam("inspectionLotId") @Size(max = 40)
            @Parameter(description = "Only investigations of this inspection lot.") String inspectionLotId,
            @QueryParam("lotId") @Size(max = 40) @Parameter(description = "Only investigations of this lot.") String lotId) {
        Cursor after = Cursor.decode(cursor);
        OosInvestigation.Status wanted = Filters.parse(OosInvestigation.Status.class, status);
        return units.read(work -> investigations.list(work, wanted, inspectionLotId, lotId, after, limit))
                .map(page -> page.map(OosInvestigationView::of));
    }

    @POST
    @Path("{id}/phase-1")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "concludeOosPhase1", summary = "Conclude Phase I (QA who entered no result of the inspection "
            + "lot signs, meaning review; If-Match): an assignable cause invalidates the result and closes it, none moves to Phase II")
    @APIResponse(responseCode = "200", description = "Concluded; closed with conclusion invalidated, or in phase_2.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<OosInvestigationView>> phase1(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) OosPhase1Request body) {
        return units.write(work -> investigations.concludePhase1(work, id, ifMatch, body))
                .map(o -> Versions.ok(OosInvestigationView.of(o)));
    }

    @POST
    @Path("{id}/phase-2")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "concludeOosPhase2", summary = "Conclude Phase II (QA who entered no result of the inspection "
            + "lot signs, meaning approval; If-Match): confirmed leaves the result standing, invalidated invalidates it")
    @APIResponse(responseCode = "200", description = "Closed with its conclusion.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<OosInvestigationView>> phase2(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) OosPhase2Request body) {
        return units.write(work -> investigations.concludePhase2(work, id, ifMatch, body))
                .map(o -> Versions.ok(OosInvestigationView.of(o)));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QualityScopes.WRITE)
    @Operation(operationId = "attachToOosInvestigation", summary = "Attach an uploaded file to an OOS investigation "
            + "(in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, OosInvestigation.NOUN, id, () -> investigations.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(QualityScopes.READ)
    @Operation(operationId = "listOosInvestigationAttachments", summary = "List the files attached to an OOS investigation, "
            + "oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> investigations.get(work, id).chain(() -> attachments.list(work, OosInvestigation.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
