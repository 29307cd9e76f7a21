package com.pharmaerp.api.quality;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.service.QualityReads;

import io.smallrye.mutiny.Uni;

/** The deviations a record (a production order) names or is named by. */
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

    /** The numbers of the open deviations linked to a record: the one given (if any) and every one naming the record. */
    public Uni<List<String>> openDeviations(UnitOfWork work, String recordId, String deviationId) {
        return reads.openDeviations(work, recordId, deviationId);
    }

    /** Every deviation linked to a record, whatever its status, with its classification, root cause and closure: the one given (if any) and every one naming the record. */
    public Uni<List<LinkedDeviation>> linkedDeviations(UnitOfWork work, String recordId, String deviationId) {
        return reads.linkedDeviations(work, recordId, deviationId);
    }
}
