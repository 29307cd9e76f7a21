package com.pharmaerp.api.quality;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.service.QualityReads;

import io.smallrye.mutiny.Uni;

/** Whether the quality module keeps an investigation, for the records that name one as their source (a CAPA). */
@ApplicationScoped
public class InvestigationRecords {

    private final QualityReads reads;

    public InvestigationRecords(QualityReads reads) {
        this.reads = reads;
    }

    /** Whether the tenant has the OOS investigation, open or closed. */
    public Uni<Boolean> oosInvestigationExists(UnitOfWork work, String investigationId) {
        return reads.oosInvestigationExists(work, investigationId);
    }
}
