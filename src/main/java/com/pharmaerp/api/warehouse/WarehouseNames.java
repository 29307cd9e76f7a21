package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.WarehouseReads;

import io.smallrye.mutiny.Uni;

/**
 * What documents (a certificate of analysis, a batch record) print of the warehouse: materials and
 * locations by name, lots by their facts. Each read is one statement.
 */
@ApplicationScoped
public class WarehouseNames {

    private final WarehouseReads reads;

    public WarehouseNames(WarehouseReads reads) {
        this.reads = reads;
    }

    /** Each of the ids that is a material of the tenant, by id. */
    public Uni<Map<String, MaterialName>> materialNames(UnitOfWork work, Collection<String> materialIds) {
        return reads.materialNames(work, materialIds);
    }

    /** Each of the ids that is a location of the tenant, by id. */
    public Uni<Map<String, LocationName>> locationNames(UnitOfWork work, Collection<String> locationIds) {
        return reads.locationNames(work, locationIds);
    }

    /** Each of the ids that is a lot of the tenant, by id, with its status on the business date. */
    public Uni<Map<String, LotFacts>> lotFacts(UnitOfWork work, Collection<String> lotIds) {
        return reads.lotFacts(work, lotIds);
    }
}
