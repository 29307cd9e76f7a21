package com.pharmaerp.api.equipment.api;

import java.net.URI;
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
import com.pharmaerp.api.equipment.EquipmentScopes;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.EquipmentStatus;
import com.pharmaerp.api.equipment.service.CalibrationService;
import com.pharmaerp.api.equipment.service.CleaningService;
import com.pharmaerp.api.equipment.service.EquipmentService;
import com.pharmaerp.api.equipment.service.LogbookService;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(EquipmentResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Equipment", description = "Pieces of equipment whose usability is computed from their record: "
        + "qualification, cleaning with hold times, calibration, maintenance, claims by orders, and a logbook.")
public class EquipmentResource {

    static final String PATH = "/v1/equipment";

    private final EquipmentService pieces;
    private final CleaningService cleanings;
    private final CalibrationService calibrations;
    private final LogbookService logbook;
    private final UnitsOfWork units;
    private final Idempotency idempotency;
    private final MergePatch mergePatch;
    private final Attachments attachments;

    public EquipmentResource(EquipmentService pieces, CleaningService cleanings, CalibrationService calibrations,
            LogbookService logbook, UnitsOfWork units, Idempotency idempotency, MergePatch mergePatch,
            Attachments attachments) {
        this.pieces = pieces;
        this.cleanings = cleanings;
        this.calibrations = calibrations;
        this.logbook = logbook;
        this.units = units;
        this.idempotency = idempotency;
        this.mergePatch = mergePatch;
        this.attachments = attachments;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "createEquipment", summary = "Register a piece of equipment (supervisor or QA)")
    @APIResponse(responseCode = "201", description = "Registered; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = EquipmentView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> create(@Valid @NotNull EquipmentRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> pieces.create(work, body.toCommand())
                .map(e -> Versions.created(PATH, EquipmentView.of(e, work))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "getEquipment", summary = "Read a piece of equipment, its status and blockers on the business clock")
    public Uni<RestResponse<EquipmentView>> get(@PathParam("id") String id) {
        return units.read(work -> pieces.get(work, id).map(e -> EquipmentView.of(e, work))).map(Versions::ok);
    }

    @GET
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "listEquipment", summary = "List equipment, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<EquipmentView>> list(@QueryParam("kind") @Size(max = Equipment.MAX_KIND) String kind,
            @QueryParam("locationId") @Size(max = 40) String locationId,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = EquipmentStatus.PATTERN, message = "must be "
                    + "retired, out_of_service, in_use, dirty, clean or available")
            @Parameter(description = "Only pieces in this status, computed on the business clock.") String status,
            @QueryParam("usable") @Size(max = 5) @Pattern(regexp = "true|false", message = "must be true or false")
            @Parameter(description = "Only pieces that may (true) or may not (false) be used now.") String usable,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        EquipmentService.ListFilter filter = new EquipmentService.ListFilter(kind, locationId,
                Filters.parse(EquipmentStatus.class, status), usable == null ? null : Boolean.valueOf(usable));
        return units.read(work -> pieces.list(work, filter, after, limit).map(page -> page.map(e -> EquipmentView.of(e,
                work))));
    }

    @PATCH
    @Path("{id}")
    @Consumes(MergePatch.MEDIA_TYPE)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "updateEquipment", summary = "Change a piece's name, location or intervals (JSON merge patch, "
            + "If-Match required; supervisor or QA); due dates already set stay")
    @APIResponse(responseCode = "200", description = "Changed; ETag is the new version.")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<EquipmentView>> patch(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @Schema(implementation = EquipmentPatch.class) JsonNode patch) {
        Patch change = new Patch(patch, ifMatch);
        return units.write(work -> pieces.change(work, id, change,
                current -> mergePatch.apply(EquipmentPatch.of(current), change.fields(), EquipmentPatch.class).toChange())
                .map(e -> EquipmentView.of(e, work))).map(Versions::ok);
    }

    @POST
    @Path("{id}/qualification")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "qualifyEquipment", summary = "Qualify a piece through a date (QA signs, meaning approval; "
            + "If-Match); the signature binds the piece's files")
    @APIResponse(responseCode = "200", description = "Qualified; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<EquipmentView>> qualify(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) EquipmentActionRequests.Qualification body) {
        return units.write(work -> pieces.qualify(work, id, ifMatch, body).map(e -> EquipmentView.of(e, work)))
                .map(Versions::ok);
    }

    @POST
    @Path("{id}/cleanings")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "recordEquipmentCleaning", summary = "Record a cleaning of a piece in product contact, "
            + "pending a second person's verification (operator or supervisor)")
    @APIResponse(responseCode = "201", description = "Recorded, pending_verification; Location names it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CleaningView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> clean(@PathParam("id") String id, @RequestBody(required = true) EquipmentActionRequests.Cleaning body) {
        return units.write(work -> cleanings.start(work, id, body)).map(c -> Response.created(
                URI.create(PATH + "/" + id + "/cleanings/" + c.id())).entity(CleaningView.of(c)).build());
    }

    @GET
    @Path("{id}/cleanings/{cleaningId}")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "getEquipmentCleaning", summary = "Read a cleaning of a piece")
    public Uni<CleaningView> cleaning(@PathParam("id") String id, @PathParam("cleaningId") String cleaningId) {
        return units.read(work -> cleanings.get(work, id, cleaningId)).map(CleaningView::of);
    }

    @POST
    @Path("{id}/cleanings/{cleaningId}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "verifyEquipmentCleaning", summary = "Verify a pending cleaning (a supervisor or QA other than "
            + "the cleaner signs, meaning verification; If-Match the piece's version): clean from now")
    @APIResponse(responseCode = "200", description = "Verified; the piece, whose ETag is its new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<EquipmentView>> verifyCleaning(@PathParam("id") String id,
            @PathParam("cleaningId") String cleaningId, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> cleanings.verify(work, id, cleaningId, ifMatch, body).map(e -> EquipmentView.of(e,
                work))).map(Versions::ok);
    }

    @POST
    @Path("{id}/calibrations")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "recordEquipmentCalibration", summary = "Record a calibration, pass or fail (a supervisor or "
            + "QA signs, meaning verification; If-Match); a fail blocks the piece until a later pass")
    @APIResponse(responseCode = "201", description = "Recorded; Location names it, ETag is the piece's new version.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CalibrationView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<Response> calibrate(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) EquipmentActionRequests.Calibration body) {
        return units.write(work -> calibrations.record(work, id, ifMatch, body).map(recorded -> Response.created(
                URI.create(PATH + "/" + id + "/calibrations/" + recorded.calibration().id()))
                .entity(CalibrationView.of(recorded.calibration()))
                .header(HttpHeaders.ETAG, Versions.etag(recorded.equipmentVersion())).build()));
    }

    @GET
    @Path("{id}/calibrations")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "listEquipmentCalibrations", summary = "List a piece's calibrations, newest first")
    public Uni<CalibrationsView> calibrations(@PathParam("id") String id) {
        return units.read(work -> calibrations.list(work, id)).map(list -> new CalibrationsView(list.stream()
                .map(CalibrationView::of).toList()));
    }

    @GET
    @Path("{id}/calibrations/{calibrationId}")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "getEquipmentCalibration", summary = "Read a calibration of a piece")
    public Uni<CalibrationView> calibration(@PathParam("id") String id, @PathParam("calibrationId") String calibrationId) {
        return units.read(work -> calibrations.get(work, id, calibrationId)).map(CalibrationView::of);
    }

    @GET
    @Path("{id}/calibrations/{calibrationId}/impact")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "getCalibrationImpact", summary = "What a failed calibration touched: every use of the piece "
            + "since its last pass before it, and their lots")
    @APIResponse(responseCode = "200", description = "The uses, oldest first, and each lot once.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    public Uni<ImpactView> impact(@PathParam("id") String id, @PathParam("calibrationId") String calibrationId) {
        return units.read(work -> calibrations.impact(work, id, calibrationId)).map(ImpactView::of);
    }

    @POST
    @Path("{id}/maintenance")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "recordEquipmentMaintenance", summary = "Record preventive or corrective maintenance "
            + "(supervisor); a preventive one moves the next due date")
    @APIResponse(responseCode = "201", description = "Recorded.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = MaintenanceView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> maintain(@PathParam("id") String id,
            @RequestBody(required = true) EquipmentActionRequests.Maintenance body) {
        return units.write(work -> pieces.maintain(work, id, body)).map(m -> Response.status(Response.Status.CREATED)
                .entity(MaintenanceView.of(m)).build());
    }

    @POST
    @Path("{id}/out-of-service")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "takeEquipmentOutOfService", summary = "Take a piece out of service with a reason (supervisor "
            + "or QA; If-Match)")
    @APIResponse(responseCode = "200", description = "Out of service; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<EquipmentView>> outOfService(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) EquipmentActionRequests.OutOfService body) {
        return units.write(work -> pieces.takeOutOfService(work, id, ifMatch, body).map(e -> EquipmentView.of(e, work)))
                .map(Versions::ok);
    }

    @POST
    @Path("{id}/return-to-service")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "returnEquipmentToService", summary = "Return a piece to service (QA signs, meaning approval; "
            + "If-Match)")
    @APIResponse(responseCode = "200", description = "In service; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<EquipmentView>> returnToService(@PathParam("id") String id,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> pieces.returnToService(work, id, ifMatch, body).map(e -> EquipmentView.of(e, work)))
                .map(Versions::ok);
    }

    @POST
    @Path("{id}/retire")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "retireEquipment", summary = "Retire a piece for good (QA signs, meaning approval; If-Match); "
            + "nothing is deleted")
    @APIResponse(responseCode = "200", description = "Retired; ETag is the new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<EquipmentView>> retire(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> pieces.retire(work, id, ifMatch, body).map(e -> EquipmentView.of(e, work)))
                .map(Versions::ok);
    }

    @GET
    @Path("{id}/logbook")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "getEquipmentLogbook", summary = "A piece's logbook (21 CFR 211.182), oldest first: uses, "
            + "cleanings, verifications, calibrations, maintenance, qualification and status changes")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<LogbookEntryView>> logbook(@PathParam("id") String id,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> logbook.page(work, id, after, limit)).map(page -> page.map(LogbookEntryView::of));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    @Operation(operationId = "attachToEquipment", summary = "Attach an uploaded file to a piece of equipment (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Equipment.NOUN, id, () -> pieces.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(EquipmentScopes.READ)
    @Operation(operationId = "listEquipmentAttachments", summary = "List the files attached to a piece, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> pieces.get(work, id).chain(() -> attachments.list(work, Equipment.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
