package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.repository.AuditEventRepository.Subject;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.WarehouseReads;

import io.smallrye.mutiny.Uni;

/** What the audit trail holds of a production order's batch in the warehouse, for its batch record. */
@ApplicationScoped
public class BatchTrail {

    private final WarehouseReads reads;

    public BatchTrail(WarehouseReads reads) {
        this.reads = reads;
    }

    /**
     * The output lot and every movement the order posted (its issues and its output), as the trail names them.
     *
     * @param batchLotIds the output lot and the lots the order took stock from
     */
    public Uni<List<Subject>> subjects(UnitOfWork work, String orderId, String outputLotId, Collection<String> batchLotIds) {
        return reads.batchTrailSubjects(work, orderId, outputLotId, batchLotIds);
    }
}
