package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.Map;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.WarehouseReads;

import io.smallrye.mutiny.Uni;

/**
 * What orders, recipes, suppliers and specifications check of the materials they name: that they
 * exist, and their base units.
 */
@ApplicationScoped
public class MaterialUnits {

    private final WarehouseReads reads;

    public MaterialUnits(WarehouseReads reads) {
        this.reads = reads;
    }

    /** The base unit of each of the tenant's materials among the ids; unknown ids are missing from the map. */
    public Uni<Map<String, Unit>> baseUnits(UnitOfWork work, Collection<String> materialIds) {
        return reads.baseUnits(work, materialIds);
    }

    /** Of the given ids, those that are no material of the tenant. */
    public Uni<Set<String>> unknownMaterials(UnitOfWork work, Collection<String> materialIds) {
        return reads.unknownMaterials(work, materialIds);
    }
}
