package com.pharmaerp.api.warehouse.api;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;
import com.pharmaerp.api.warehouse.WarehouseScopes;
import com.pharmaerp.api.warehouse.service.StockBalanceService;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

@Path("/v1/stock-balances")
@Produces(MediaType.APPLICATION_JSON)
// ScopeAuthorizationFilter reads @RequiresScope from the resource methods: registered for native images.
@RegisterForReflection(methods = true)
@Tag(name = "Stock balances", description = "How much of each lot is in each location: always the ledger's sum.")
public class StockBalanceResource {

    private final StockBalanceService balances;
    private final UnitsOfWork units;

    public StockBalanceResource(StockBalanceService balances, UnitsOfWork units) {
        this.balances = balances;
        this.units = units;
    }

    @GET
    @RequiresScope(WarehouseScopes.READ)
    @Operation(operationId = "listStockBalances", summary = "List non-zero balances, newest first")
    @APIResponse(responseCode = "200", description = "A page: items and nextCursor (null on the last page).")
    @APIResponse(responseCode = "422", ref = "UnprocessableContent")
    public Uni<Page<StockBalanceView>> list(@QueryParam("limit") @DefaultValue("50") @Min(1) @Max(Page.MAX_LIMIT) int limit,
            @QueryParam("cursor") String cursor,
            @QueryParam("materialId") @Size(max = 40) @Parameter(description = "Only balances of this material.") String materialId,
            @QueryParam("lotId") @Size(max = 40) @Parameter(description = "Only balances of this lot.") String lotId,
            @QueryParam("locationId") @Size(max = 40) @Parameter(description = "Only balances in this location.") String locationId) {
        Cursor after = Cursor.decode(cursor);
        return units.read(work -> balances.list(work, materialId, lotId, locationId, after, limit)
                .map(page -> page.map(balance -> StockBalanceView.of(balance, work.today()))));
    }
}
