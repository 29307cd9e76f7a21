package com.pharmaerp.api.quality.service;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.repository.DeviationRepository;
import com.pharmaerp.api.quality.repository.InspectionLotRepository;
import com.pharmaerp.api.quality.repository.OosInvestigationRepository;

import io.smallrye.mutiny.Uni;

/** What other modules read of quality's inspection lots and deviations. */
@ApplicationScoped
public class QualityReads {

    private final InspectionLotRepository inspections;
    private final DeviationRepository deviations;
    private final OosInvestigationRepository investigations;
    private final InspectionReports reports;

    public QualityReads(InspectionLotRepository inspections, DeviationRepository deviations,
            OosInvestigationRepository investigations, InspectionReports reports) {
        this.inspections = inspections;
        this.deviations = deviations;
        this.investigations = investigations;
        this.reports = reports;
    }

    /** Whether QA accepted the inspection lot with its usage decision. */
    public Uni<Boolean> inspectionAccepted(UnitOfWork work, String inspectionLotId) {
        return inspections.find(work, inspectionLotId)
                .map(inspection -> inspection != null && inspection.decision() != null && inspection.decision().accepted());
    }

    /** The inspection lot with its tests, results and decision, as documents show it; null when there is none. */
    public Uni<InspectionReport> inspectionReport(UnitOfWork work, String inspectionLotId) {
        return inspections.find(work, inspectionLotId).chain(inspection -> inspection == null ? Uni.createFrom().nullItem()
                : reports.of(work, inspection));
    }

    /** Whether the tenant has the deviation, open or closed. */
    public Uni<Boolean> deviationExists(UnitOfWork work, String deviationId) {
        return deviations.find(work, deviationId).map(deviation -> deviation != null);
    }

    public Uni<Boolean> oosInvestigationExists(UnitOfWork work, String investigationId) {
        return investigations.find(work, investigationId).map(investigation -> investigation != null);
    }

    /** The numbers of the open deviations linked to the records: the one given (if any) and every one naming one of them. */
    public Uni<List<String>> openDeviations(UnitOfWork work, Collection<String> recordIds, String deviationId) {
        return deviations.openNumbers(work, recordIds, deviationId);
    }

    /** Every deviation linked to the records: the one given (if any) and every one naming one of them, by number. */
    public Uni<List<LinkedDeviation>> linkedDeviations(UnitOfWork work, Collection<String> recordIds, String deviationId) {
        return deviations.linked(work, recordIds, deviationId).map(found -> found.stream().map(QualityReads::linked).toList());
    }

    private static LinkedDeviation linked(Deviation deviation) {
        Deviation.Investigation investigation = deviation.investigation();
        return new LinkedDeviation(deviation.id(), deviation.number(), deviation.description(), deviation.status().id(),
                deviation.classification() == null ? null : deviation.classification().id(),
                investigation == null ? null : investigation.rootCauseCategory(),
                investigation == null ? null : investigation.rootCause(), deviation.closure(), deviation.createdAt(),
                deviation.createdBy());
    }
}
