package com.pharmaerp.api.quality;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.repository.DeviationRepository;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.service.InspectionLotService;

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
    public Uni<Boolean> inspectionAccepted(UnitOfWork work, String inspectionLotId) {
        return inspections.find(work, inspectionLotId)
                .map(inspection -> inspection != null && inspection.decision() != null && inspection.decision().accepted());
    }

    /** Whether the tenant has the deviation, open or closed. */
    public Uni<Boolean> deviationExists(UnitOfWork work, String deviationId) {
        return deviations.find(work, deviationId).map(deviation -> deviation != null);
    }

    /**
     * The numbers of the open deviations linked to a record: the one given (if any) and every one
     * whose references name the record.
     */
    public Uni<List<String>> openDeviations(UnitOfWork work, String recordId, String deviationId) {
        return deviations.openNumbers(work, recordId, deviationId);
    }

    /**
     * Opens the inspection lot of a new lot against its material's approved specification, in the
     * caller's unit of work.
     *
     * @param origin {@code receipt} or {@code production}
     * @return the inspection lot's id
     * @throws com.pharmaerp.api.platform.problem.ProblemException 409 specification_missing when the
     *         material has no approved specification
     */
    public Uni<String> openInspectionLot(UnitOfWork work, String lotId, String materialId, String origin) {
        return inspectionLots.open(work, lotId, materialId, origin).map(inspection -> inspection.id);
    }
}
