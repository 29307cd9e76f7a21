package com.pharmaerp.api.qms.api;

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
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.service.RecallService;
import com.pharmaerp.api.warehouse.WarehouseScopes;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/recalls")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Recalls", description = "A lot and everything made from it taken out of circulation, and who received it.")
public class RecallResource {

    static final String PATH = "/v1/recalls";

    private final RecallService recalls;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public RecallResource(RecallService recalls, UnitsOfWork units, Idempotency idempotency) {
        this.recalls = recalls;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "openRecall", summary = "Recall a lot (QA signs, meaning rejection): every lot made from it is "
            + "found, those in quarantine or released are held, every shipment and customer is listed, in one transaction")
    @APIResponse(responseCode = "201", description = "Opened; Location and ETag name it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = RecallView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> open(@Valid @NotNull RecallRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried create safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> recalls.open(work, body.toCommand())
                .map(recall -> Versions.created(PATH, RecallView.of(recall))));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getRecall", summary = "Read a recall, with what it found when it opened and what came back since")
    public Uni<RestResponse<RecallView>> get(@PathParam("id") String id) {
        return units.read(work -> recalls.get(work, id)).map(RecallResource::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listRecalls", summary = "List recalls, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<RecallView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = Recall.Status.PATTERN, message = "must be one of "
                    + Recall.Status.PATTERN) @Parameter(description = "Only recalls in this status.") String status) {
        Cursor after = Cursor.decode(cursor);
        Recall.Status wanted = Filters.parse(Recall.Status.class, status);
        return units.read(work -> recalls.list(work, wanted, after, limit)).map(page -> page.map(RecallView::of));
    }

    @POST
    @Path("{id}/close")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "closeRecall", summary = "Close an open recall (QA signs, meaning approval; If-Match); with goods outstanding, "
            + "say why in reason; no lot is released by it")
    @APIResponse(responseCode = "200", description = "Closed; the recall shows the signature as closing.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<RecallView>> close(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) RecallCloseRequest body) {
        return units.write(work -> recalls.close(work, id, ifMatch, body)).map(RecallResource::ok);
    }

    private static RestResponse<RecallView> ok(RecallService.Reconciled recall) {
        return Versions.ok(RecallView.of(recall));
    }
}
