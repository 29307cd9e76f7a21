package com.pharmaerp.api.quality;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.service.QualityReads;

import io.smallrye.mutiny.Uni;

/** The deviations records (a production order and its lots) name or are named by. */
@ApplicationScoped
public class DeviationLinks {

    private final QualityReads reads;

    public DeviationLinks(QualityReads reads) {
        this.reads = reads;
    }

    /** Whether the tenant has the deviation, open or closed. */
    public Uni<Boolean> deviationExists(UnitOfWork work, String deviationId) {
        return reads.deviationExists(work, deviationId);
    }

    /** The numbers of the open deviations linked to the records: the one given (if any) and every one naming one of them. */
    public Uni<List<String>> openDeviations(UnitOfWork work, Collection<String> recordIds, String deviationId) {
        return reads.openDeviations(work, recordIds, deviationId);
    }

    /**
     * Every deviation linked to the records, whatever its status, with its classification, root cause and
     * closure: the one given (if any) and every one naming one of the records.
     */
    public Uni<List<LinkedDeviation>> linkedDeviations(UnitOfWork work, Collection<String> recordIds, String deviationId) {
        return reads.linkedDeviations(work, recordIds, deviationId);
    }
}
