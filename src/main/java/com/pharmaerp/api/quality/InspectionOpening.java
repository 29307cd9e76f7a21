package com.pharmaerp.api.quality;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.service.InspectionLotService;

import io.smallrye.mutiny.Uni;

/**
 * How a new lot (a goods receipt's, a production order's output) gets its inspection lot, in the
 * caller's unit of work. The rules are {@link InspectionLotService}'s.
 */
@ApplicationScoped
public class InspectionOpening {

    private final InspectionLotService inspectionLots;

    public InspectionOpening(InspectionLotService inspectionLots) {
        this.inspectionLots = inspectionLots;
    }

    /** The id of an inspection lot about to be opened. */
    public String nextInspectionLotId() {
        return Ids.next(InspectionLot.ID_PREFIX);
    }

    /**
     * Opens the inspection lot of a new lot against its material's approved specification: 409
     * specification_missing when the material has none.
     *
     * @param inspectionLotId from {@link #nextInspectionLotId()}, known before it is written so what
     *        refers to it can be sent with it
     * @param origin {@code receipt} or {@code production}
     */
    public Uni<Void> openInspectionLot(UnitOfWork work, String inspectionLotId, String lotId, String materialId,
            String origin) {
        return inspectionLots.open(work, inspectionLotId, lotId, materialId, InspectionLot.Origin.of(origin)).replaceWithVoid();
    }
}
