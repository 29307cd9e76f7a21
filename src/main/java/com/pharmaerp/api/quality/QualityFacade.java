package com.pharmaerp.api.quality;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.quality.repository.DeviationRepository;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.service.InspectionLotService;

import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/** What other modules may ask of quality; they reach nothing else of it (ArchitectureTest). */
@ApplicationScoped
public class QualityFacade {

    private final InspectionLotService inspectionLots;
    private final InspectionLotRepository inspections;
    private final DeviationRepository deviations;

    public QualityFacade(InspectionLotService inspectionLots, InspectionLotRepository inspections,
            DeviationRepository deviations) {
        this.inspectionLots = inspectionLots;
        this.inspections = inspections;
        this.deviations = deviations;
    }

    /** Whether QA accepted the inspection lot with its usage decision. */
    public Uni<Boolean> inspectionAccepted(String tenantId, String inspectionLotId) {
        return inspections.findInTenant(tenantId, inspectionLotId)
                .map(inspection -> inspection != null && inspection.decision() != null && inspection.decision().accepted());
    }

    /** Whether the tenant has the deviation, open or closed. */
    public Uni<Boolean> deviationExists(String tenantId, String deviationId) {
        return deviations.findInTenant(tenantId, deviationId).map(deviation -> deviation != null);
    }

    /**
     * The numbers of the open deviations linked to a record: the one given (if any) and every one
     * whose references name the record.
     */
    public Uni<List<String>> openDeviations(String tenantId, String recordId, String deviationId) {
        return deviations.find("tenantId = :tenant and status = 'open' and (id = :deviation or "
                + "locate(:quoted, referencesJson) > 0) order by number", Parameters.with("tenant", tenantId)
                .and("deviation", deviationId == null ? "" : deviationId).and("quoted", "\"" + recordId + "\""))
                .list().map(open -> open.stream().map(deviation -> deviation.number).toList());
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
