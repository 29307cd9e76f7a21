package com.pharmaerp.api.equipment;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.equipment.repository.UseRepository;
import com.pharmaerp.api.equipment.service.EquipmentClaims;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Equipment's port for the modules that use pieces (docs/design/equipment.md, "Use"): production claims and releases
 * them for its orders, quality records the instrument of a result. Each use is kept as a row, so a failed
 * calibration's impact names every order and inspection lot, and their lots.
 */
@ApplicationScoped
public class EquipmentUse {

    /** A production order using a piece for the lot it makes (lot null when not known yet). */
    public record OrderUse(String orderId, String orderNumber, String lotId, String lotNumber) {
    }

    /** An inspection lot's result measured on an instrument, for the lot it tests. */
    public record InspectionUse(String inspectionLotId, String inspectionLotNumber, String lotId, String lotNumber) {
    }

    private final EquipmentClaims claims;
    private final UseRepository uses;

    public EquipmentUse(EquipmentClaims claims, UseRepository uses) {
        this.claims = claims;
        this.uses = uses;
    }

    /** Every use of pieces by the order, oldest first, with each piece's cleaning and calibrations around it. */
    public Uni<List<RecordUse>> usesBy(UnitOfWork work, String orderId) {
        return uses.ofRecord(work, orderId);
    }

    /**
     * The order claims the piece until it completes or is cancelled; a piece it already holds stays held.
     *
     * @param field how the caller's body names the piece, e.g. {@code equipmentId}
     * @param kind the kind the order needs, or null for any
     * @throws com.pharmaerp.api.platform.problem.Refusal validation_failed for an unknown piece or another kind;
     *         equipment_not_usable naming each blocker
     */
    public Uni<Void> claim(UnitOfWork work, String field, String equipmentId, String kind, OrderUse use) {
        return claims.claim(work, field, equipmentId, kind, new Use(Use.Type.PRODUCTION_ORDER, use.orderId(),
                use.orderNumber(), use.lotId(), use.lotNumber()));
    }

    /** Releases every piece the order holds: those in product contact are dirty from now. */
    public Uni<Void> release(UnitOfWork work, String orderId) {
        return claims.release(work, orderId);
    }

    /**
     * The instrument a result is measured on, now: it must be an instrument and usable.
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal validation_failed for an unknown piece or one that is not an
     *         instrument; equipment_not_usable naming each blocker
     */
    public Uni<Void> useInstrument(UnitOfWork work, String field, String instrumentId, InspectionUse use) {
        return claims.useInstrument(work, field, instrumentId, new Use(Use.Type.INSPECTION_LOT, use.inspectionLotId(),
                use.inspectionLotNumber(), use.lotId(), use.lotNumber()));
    }
}
