package com.pharmaerp.api.quality;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.service.QualityReads;

import io.smallrye.mutiny.Uni;

/** What certifying a batch and printing its record ask of its output lot's inspection. */
@ApplicationScoped
public class BatchInspection {

    private final QualityReads reads;

    public BatchInspection(QualityReads reads) {
        this.reads = reads;
    }

    /** Whether QA accepted the inspection lot with its usage decision. */
    public Uni<Boolean> inspectionAccepted(UnitOfWork work, String inspectionLotId) {
        return reads.inspectionAccepted(work, inspectionLotId);
    }

    /** The inspection lot with its tests, results and decision, as documents show it; null when there is none. */
    public Uni<InspectionReport> inspectionReport(UnitOfWork work, String inspectionLotId) {
        return reads.inspectionReport(work, inspectionLotId);
    }
}
