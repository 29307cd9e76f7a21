package com.pharmaerp.api.quality;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.quality.service.InspectionLotService;

import io.smallrye.mutiny.Uni;

/** What other modules may ask of quality; they reach nothing else of it (ArchitectureTest). */
@ApplicationScoped
public class QualityFacade {

    private final InspectionLotService inspectionLots;

    public QualityFacade(InspectionLotService inspectionLots) {
        this.inspectionLots = inspectionLots;
    }

    /**
     * Opens the inspection lot of a new lot against its material's approved specification, in the
     * caller's transaction.
     *
     * @param origin {@code receipt} or {@code production}
     * @param events where its audit event is added, for the caller to record last
     * @return the inspection lot's id
     * @throws com.pharmaerp.api.platform.problem.ProblemException 409 specification_missing when the
     *         material has no approved specification
     */
    public Uni<String> openInspectionLot(String tenantId, String lotId, String materialId, String origin,
            List<AuditEntry> events) {
        return inspectionLots.open(tenantId, lotId, materialId, origin, events).map(inspection -> inspection.id);
    }
}
