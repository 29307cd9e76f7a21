package com.pharmaerp.api.warehouse.api;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
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

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import com.pharmaerp.api.platform.http.DateParameters;
import com.pharmaerp.api.platform.http.Filters;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.service.LotService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/lots")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Lots", description = "What was received or made together: its dates, its GMP status, its quantity on hand.")
public class LotResource {

    private final LotService lots;
    private final UnitsOfWork units;

    public LotResource(LotService lots, UnitsOfWork units) {
        this.lots = lots;
        this.units = units;
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getLot", summary = "Read a lot, its status as of the business date")
    public Uni<RestResponse<LotView>> get(@PathParam("id") String id) {
        return units.read(work -> lots.get(work, id).map(lot -> view(work, lot))).map(Versions::ok);
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listLots", summary = "List lots, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<LotView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("materialId") @Size(max = 40) @Parameter(description = "Only lots of this material.") String materialId,
            @QueryParam("status") @Size(max = 20) @Pattern(regexp = LotStatus.PATTERN, message = "must be one of " + LotStatus.PATTERN)
            @Parameter(description = "Only lots in this status as of the business date (expired included).") String status,
            @QueryParam("expiresBefore") @Size(max = 10) @Pattern(regexp = DateParameters.DATE, message = DateParameters.DATE_MESSAGE)
            @Parameter(description = "Only lots whose expiresOn is on or before this date (YYYY-MM-DD).",
                    schema = @Schema(type = SchemaType.STRING, format = "date", maxLength = 10)) String expiresBefore,
            @QueryParam("retestBefore") @Size(max = 10) @Pattern(regexp = DateParameters.DATE, message = DateParameters.DATE_MESSAGE)
            @Parameter(description = "Only lots whose retestOn is on or before this date (YYYY-MM-DD).",
                    schema = @Schema(type = SchemaType.STRING, format = "date", maxLength = 10)) String retestBefore,
            @QueryParam("hasStock") @Size(max = 5) @Pattern(regexp = "true|false", message = "must be true or false")
            @Parameter(description = "Only lots with stock on hand (true) or without (false).",
                    schema = @Schema(type = SchemaType.STRING, enumeration = { "true", "false" }, maxLength = 5)) String hasStock) {
        Cursor after = Cursor.decode(cursor);
        LotService.Filter filter = new LotService.Filter(materialId, Filters.parse(LotStatus.class, status), DateParameters.parse("expiresBefore", expiresBefore),
                DateParameters.parse("retestBefore", retestBefore), hasStock == null ? null : Boolean.valueOf(hasStock));
        // The date the filter used also dates the views: the unit reads it once.
        return units.read(work -> lots.list(work, filter, after, limit)
                .map(page -> page.map(lot -> LotView.of(lot, work.today()))));
    }

    @GET
    @Path("{id}/genealogy")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getLotGenealogy", summary = "Every lot consumed into this one (backward) or made from it (forward), at any depth")
    @APIResponse(responseCode = "200", description = "The lot and its genealogy, nearest first.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GenealogyView.class)))
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<GenealogyView> genealogy(@PathParam("id") String id,
            @QueryParam("direction") @DefaultValue("backward") @Pattern(regexp = "backward|forward",
                    message = "must be backward or forward") @Schema(enumeration = { "backward", "forward" })
            @Parameter(description = "backward: what it was made from; forward: what was made from it, and who received it "
                    + "(a recall).") String direction) {
        boolean backward = "backward".equals(direction);
        return units.read(work -> lots.genealogy(work, id, backward).map(found -> new GenealogyView(view(work, found.lot()),
                backward ? "backward" : "forward", found.relatives().stream()
                        .map(r -> new GenealogyView.Node(r.lotId(), r.number(), r.materialId(), r.depth())).toList(),
                found.shipments().stream().map(GenealogyView.ShipmentNode::of).toList(),
                found.returns().stream().map(GenealogyView.ReturnNode::of).toList())));
    }

    @POST
    @Path("{id}/hold")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "holdLot", summary = "Put a lot in quarantine or released on hold (QA signs, meaning rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "On hold; the lot shows the signature as hold.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<LotView>> hold(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> lots.hold(work, id, ifMatch, body).map(lot -> view(work, lot))).map(Versions::ok);
    }

    @POST
    @Path("{id}/unhold")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "unholdLot", summary = "Release a hold: back to the status it was held from (QA signs, meaning approval; If-Match)")
    @APIResponse(responseCode = "200", description = "Released from hold; the lot shows the signature as releaseFromHold.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<LotView>> unhold(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> lots.unhold(work, id, ifMatch, body).map(lot -> view(work, lot))).map(Versions::ok);
    }

    @POST
    @Path("{id}/destroy")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "destroyLot", summary = "Destroy a rejected or expired lot: its remaining stock leaves "
            + "through destruction movements (QA signs, meaning rejection; If-Match)")
    @APIResponse(responseCode = "200", description = "Destroyed, a final status; the lot shows the signature as destruction.")
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "412", ref = "PreconditionFailed")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    @APIResponse(responseCode = "428", ref = "PreconditionRequired")
    public Uni<RestResponse<LotView>> destroy(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
            @RequestBody(required = true) SignedRequest body) {
        return units.write(work -> lots.destroy(work, id, ifMatch, body).map(lot -> view(work, lot))).map(Versions::ok);
    }

    /** The lot as reads show it: its status as of the business date. */
    private static LotView view(UnitOfWork work, Lot lot) {
        return LotView.of(lot, work.today());
    }
}
