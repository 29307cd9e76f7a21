package com.pharmaerp.api.qms.api;

import java.net.URI;
import java.util.List;
import java.util.function.Function;

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

import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.files.api.AttachmentResponses;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.Idempotency;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.qms.QmsScopes;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.service.CapaService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path(CapaResource.PATH)
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "CAPA", description = "Corrective and preventive actions on deviations, OOS investigations, complaints and "
        + "recalls: owned actions, signed implementation, an effectiveness check the service evaluates, a signed verdict.")
public class CapaResource {

    static final String PATH = "/v1/capas";
    private static final String ID_PATTERN = "[a-z]{2,4}_[A-Za-z0-9]{1,36}";

    private final CapaService capas;
    private final UnitsOfWork units;
    private final Attachments attachments;
    private final Idempotency idempotency;

    public CapaResource(CapaService capas, UnitsOfWork units, Idempotency idempotency, Attachments attachments) {
        this.attachments = attachments;
        this.capas = capas;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "openCapa", summary = "Open a CAPA on its sources, with an owner (qa or supervisor)")
    @APIResponse(responseCode = "201", description = "Opened; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CapaView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> open(@Valid @NotNull CapaRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> view(work, capas.open(work, body.toData()))
                .map(view -> Versions.created(PATH, view)));
    }

    @GET
    @Path("{id}")
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "getCapa", summary = "Read a CAPA, with its actions and effectiveness check")
    public Uni<RestResponse<CapaView>> get(@PathParam("id") String id) {
        return units.read(work -> view(work, capas.get(work, id))).map(Versions::ok);
    }

    @GET
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "listCapas", summary = "List CAPAs, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<CapaView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = Capa.Status.PATTERN, message = "must be one of "
                    + Capa.Status.PATTERN) @Parameter(description = "Only CAPAs in this status.") String status,
            @QueryParam("ownerId") @Size(max = 40) @Pattern(regexp = ID_PATTERN, message = "must be an id")
            @Parameter(description = "Only CAPAs this user owns.") String ownerId,
            @QueryParam("sourceId") @Size(max = 40) @Pattern(regexp = ID_PATTERN, message = "must be an id")
            @Parameter(description = "Only CAPAs naming this record among their sources.") String sourceId,
            @QueryParam("overdue") @Size(max = 5) @Pattern(regexp = "true|false", message = "must be true or false")
            @Parameter(description = "Only open CAPAs with (true) or without (false) an action past its due date.")
            String overdue) {
        Cursor after = Cursor.decode(cursor);
        CapaService.Filter filter = new CapaService.Filter(Filters.parse(Capa.Status.class, status), ownerId, sourceId,
                overdue == null ? null : Boolean.valueOf(overdue));
        return units.read(work -> capas.list(work, filter, after, limit).map(page -> page.map(capa -> CapaView.of(capa, work.today()))));
    }

    @POST
    @Path("{id}/actions")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "addCapaAction", summary = "Add a corrective or preventive action to an open CAPA (qa, "
            + "supervisor or the CAPA's owner; If-Match optional)")
    @APIResponse(responseCode = "201", description = "Added; Location names the action, ETag the CAPA's new version.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = CapaView.Action.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> addAction(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) CapaActionRequests.Action body) {
        return units.write(work -> capas.addAction(work, id, ifMatch, body).map(capa -> {
            List<CapaAction> actions = capa.actions();
            CapaAction added = actions.get(actions.size() - 1);
            return Response.created(URI.create(PATH + "/" + capa.id() + "/actions/" + added.id()))
                    .entity(CapaView.action(added, true, work.today())).header(HttpHeaders.ETAG, Versions.etag(capa.version()))
                    .build();
        }));
    }

    @POST
    @Path("{id}/actions/{actionId}/complete")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "completeCapaAction", summary = "Complete an action with evidence (the action's owner only; "
            + "If-Match optional)")
    @APIResponse(responseCode = "200", description = "Done; the CAPA with its new version.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<RestResponse<CapaView>> completeAction(@PathParam("id") String id, @PathParam("actionId") String actionId,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) CapaActionRequests.Completion body) {
        return write(work -> capas.completeAction(work, id, actionId, ifMatch, body));
    }

    @POST
    @Path("{id}/actions/{actionId}/extend")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "extendCapaAction", summary = "Move an action's due date later (QA, not the action's owner, "
            + "signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Extended; the extension is listed on the action.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CapaView>> extendAction(@PathParam("id") String id, @PathParam("actionId") String actionId,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, @RequestBody(required = true) CapaActionRequests.Extension body) {
        return write(work -> capas.extendAction(work, id, actionId, ifMatch, body));
    }

    @POST
    @Path("{id}/actions/{actionId}/cancel")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "cancelCapaAction", summary = "Cancel an action (QA signs, meaning rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "Cancelled.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CapaView>> cancelAction(@PathParam("id") String id, @PathParam("actionId") String actionId,
            @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) CapaActionRequests.Cancellation body) {
        return write(work -> capas.cancelAction(work, id, actionId, ifMatch, body));
    }

    @POST
    @Path("{id}/implement")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "implementCapa", summary = "Sign that every action is done or cancelled (QA, not the owner, "
            + "signs, meaning approval; If-Match); an effectiveness check's window starts")
    @APIResponse(responseCode = "200", description = "Implemented.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CapaView>> implement(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return write(work -> capas.implement(work, id, ifMatch, body));
    }

    @POST
    @Path("{id}/effectiveness-check")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "defineCapaEffectivenessCheck", summary = "Define the CAPA's effectiveness check, once, while "
            + "open or implemented (qa; If-Match)")
    @APIResponse(responseCode = "200", description = "Defined, scheduled.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CapaView>> defineCheck(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) CapaMoveRequests.Check body) {
        return write(work -> capas.defineCheck(work, id, ifMatch, body));
    }

    @POST
    @Path("{id}/effectiveness-check/evaluate")
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "evaluateCapaEffectivenessCheck", summary = "Evaluate the effectiveness check now, once its "
            + "window has ended (qa); the daily pass does it otherwise")
    @APIResponse(responseCode = "200", description = "Evaluated: met or not met, with the matching events.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    public Uni<RestResponse<CapaView>> evaluate(@PathParam("id") String id) {
        return write(work -> capas.evaluate(work, id));
    }

    @POST
    @Path("{id}/close")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "closeCapa", summary = "Close an implemented CAPA with a verdict (QA, not the owner, signs, "
            + "meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Closed.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CapaView>> close(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) CapaMoveRequests.Close body) {
        return write(work -> capas.close(work, id, ifMatch, body));
    }

    @POST
    @Path("{id}/cancel")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "cancelCapa", summary = "Cancel an open CAPA (QA signs, meaning rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "Cancelled.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<CapaView>> cancel(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return write(work -> capas.cancel(work, id, ifMatch, body));
    }

    private Uni<RestResponse<CapaView>> write(Function<UnitOfWork, Uni<Capa>> move) {
        return units.write(work -> view(work, move.apply(work))).map(Versions::ok);
    }

    /** The view against the tenant's business date, which says what is overdue. */
    private static Uni<CapaView> view(UnitOfWork work, Uni<Capa> capa) {
        return capa.map(found -> CapaView.of(found, work.today()));
    }

    @POST
    @Path("{id}/attachments")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(QmsScopes.WRITE)
    @Operation(operationId = "attachToCapa", summary = "Attach an uploaded file to a CAPA (in any state)")
    @APIResponse(responseCode = "201", description = "Attached.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Attachment.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> attach(@PathParam("id") String id, @NotNull AttachmentRequest body) {
        return units.write(work -> attachments.add(work, Capa.NOUN, id, () -> capas.get(work, id), body))
                .map(attachment -> AttachmentResponses.created(PATH + "/" + id, attachment));
    }

    @GET
    @Path("{id}/attachments")
    @RequiresScope(QmsScopes.READ)
    @Operation(operationId = "listCapaAttachments", summary = "List the files attached to a CAPA, oldest first")
    public Uni<Page<Attachment>> attachments(@PathParam("id") String id) {
        return units.read(work -> capas.get(work, id).chain(() -> attachments.list(work, Capa.NOUN, id)))
                .map(AttachmentResponses::page);
    }
}
