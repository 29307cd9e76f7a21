package com.pharmaerp.api.quality;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.repository.DeviationRepository;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.service.InspectionLotService;
import com.pharmaerp.api.quality.service.InspectionReports;

import io.smallrye.mutiny.Uni;

/** What other modules may ask of quality; they reach nothing else of it (ArchitectureTest). */
@ApplicationScoped
public class QualityFacade {

    private final InspectionLotService inspectionLots;
    private final InspectionLotRepository inspections;
    private final DeviationRepository deviations;
    private final InspectionReports reports;

    public QualityFacade(InspectionLotService inspectionLots, InspectionLotRepository inspections,
            DeviationRepository deviations, InspectionReports reports) {
        this.inspectionLots = inspectionLots;
        this.inspections = inspections;
        this.deviations = deviations;
        this.reports = reports;
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

    /** A deviation as documents list it; closure null while open. */
    public record LinkedDeviation(String deviationId, String number, String description, String status, Signature closure) {
    }

    /** Every deviation linked to a record, open or closed: the one given (if any) and every one naming the record. */
    public Uni<List<LinkedDeviation>> linkedDeviations(UnitOfWork work, String recordId, String deviationId) {
        return deviations.linked(work, recordId, deviationId).map(found -> found.stream().map(d -> new LinkedDeviation(d.id(),
                d.number(), d.description(), d.status().id(), d.closure())).toList());
    }

    /** The inspection lot with its tests, results and decision, as documents show it; null when there is none. */
    public Uni<InspectionReport> inspectionReport(UnitOfWork work, String inspectionLotId) {
        return inspections.find(work, inspectionLotId).chain(inspection -> inspection == null ? Uni.createFrom().nullItem()
                : reports.of(work, inspection));
    }

    /** The id of an inspection lot about to be opened. */
    public String nextInspectionLotId() {
        return Ids.next(InspectionLot.ID_PREFIX);
    }

    /**
     * Opens the inspection lot of a new lot against its material's approved specification, in the
     * caller's unit of work.
     *
     * @param inspectionLotId from {@link #nextInspectionLotId()}, known before it is written so what
     *        refers to it can be sent with it
     * @param origin {@code receipt} or {@code production}
     * @throws com.pharmaerp.api.platform.problem.Refusal 409 specification_missing when the
     *         material has no approved specification
     */
    public Uni<Void> openInspectionLot(UnitOfWork work, String inspectionLotId, String lotId, String materialId,
            String origin) {
        return inspectionLots.open(work, inspectionLotId, lotId, materialId, InspectionLot.Origin.of(origin)).replaceWithVoid();
    }
}
