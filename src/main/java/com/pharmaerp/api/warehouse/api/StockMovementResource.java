package com.pharmaerp.api.warehouse.api;

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
import com.pharmaerp.api.warehouse.WarehouseScopes;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;
import com.pharmaerp.api.warehouse.service.StockMovementService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/stock-movements")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Stock movements", description = "The append-only stock ledger: receipts, transfers, issues, output, reversals.")
public class StockMovementResource {

    static final String PATH = "/v1/stock-movements";

    private final StockMovementService movements;
    private final UnitsOfWork units;
    private final Idempotency idempotency;

    public StockMovementResource(StockMovementService movements, UnitsOfWork units, Idempotency idempotency) {
        this.movements = movements;
        this.units = units;
        this.idempotency = idempotency;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "transferStock", summary = "Transfer a lot's stock between locations (warehouse clerk)")
    @APIResponse(responseCode = "201", description = "Posted; Location and ETag name the movement.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StockMovementView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> transfer(@Valid @NotNull TransferRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried transfer safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH, body), work -> movements.transfer(work,
                new StockMovementService.Transfer(body.lotId(), body.fromLocationId(), body.toLocationId(), body.quantity()))
                .map(this::created));
    }

    @POST
    @Path("{id}/reverse")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(WarehouseScopes.WRITE)
    @Operation(operationId = "reverseStockMovement", summary = "Post the reversal of a movement (warehouse clerk)")
    @APIResponse(responseCode = "201", description = "The reversal, a new movement; Location names it.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = StockMovementView.class)))
    @APIResponse(responseCode = "409", ref = "Conflict")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Response> reverse(@PathParam("id") String id, @RequestBody(required = true) ReversalRequest body,
            @HeaderParam(Idempotency.HEADER) @Parameter(description = "Makes a retried reversal safe: see the README.") String idempotencyKey) {
        return idempotency.run(idempotencyKey, List.of("POST " + PATH + "/" + id + "/reverse", body), work -> movements
                .reverse(work, id, body).map(this::created));
    }

    @GET
    @Path("{id}")
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "getStockMovement", summary = "Read a movement")
    public Uni<RestResponse<StockMovementView>> get(@PathParam("id") String id) {
        return units.read(work -> movements.get(work, id)).map(movement -> Versions.ok(StockMovementView.of(movement)));
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listStockMovements", summary = "List movements, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<StockMovementView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("lotId") @Size(max = 40) @Parameter(description = "Only movements of this lot.") String lotId,
            @QueryParam("type") @Size(max = 20) @Pattern(regexp = MovementType.PATTERN, message = "must be one of " + MovementType.PATTERN)
            @Parameter(description = "Only movements of this type.") String type) {
        Cursor after = Cursor.decode(cursor);
        MovementType wanted = Filters.parse(MovementType.class, type);
        return units.read(work -> movements.list(work, lotId, wanted, after, limit)).map(page -> page.map(StockMovementView::of));
    }

    private Response created(StockMovement movement) {
        return Versions.created(PATH, StockMovementView.of(movement));
    }
}
