package com.pharmaerp.api.testsupport;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.pharmaerp.api.equipment.EquipmentScopes;
import com.pharmaerp.api.equipment.EquipmentUse;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;

/**
 * A stand-in for production's batch steps, the port's caller, in @QuarkusTest runs only: it claims and releases
 * equipment through {@link EquipmentUse} as an order would, in a unit of work of the acting user.
 */
@Path("/v1/test-only/equipment-use")
public class EquipmentUseDouble {

    /** An order's claim: the piece, the kind its step needs (or null), the order and its lot. */
    public record ClaimRequest(String equipmentId, String kind, String orderId, String orderNumber, String lotId,
            String lotNumber) {
    }

    private final EquipmentUse equipment;
    private final UnitsOfWork units;

    public EquipmentUseDouble(EquipmentUse equipment, UnitsOfWork units) {
        this.equipment = equipment;
        this.units = units;
    }

    @POST
    @Path("/claims")
    @Consumes(MediaType.APPLICATION_JSON)
    @RequiresScope(EquipmentScopes.WRITE)
    public Uni<Response> claim(ClaimRequest claim) {
        return units.write(work -> equipment.claim(work, "equipmentId", claim.equipmentId(), claim.kind(),
                new EquipmentUse.OrderUse(claim.orderId(), claim.orderNumber(), claim.lotId(), claim.lotNumber())))
                .map(done -> Response.noContent().build());
    }

    @POST
    @Path("/orders/{orderId}/release")
    @RequiresScope(EquipmentScopes.WRITE)
    public Uni<Response> release(@PathParam("orderId") String orderId) {
        return units.write(work -> equipment.release(work, orderId)).map(done -> Response.noContent().build());
    }
}
