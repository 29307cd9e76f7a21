package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/** What other modules may ask of the warehouse; they reach nothing else of it (ArchitectureTest). */
@ApplicationScoped
public class WarehouseFacade {

    private final MaterialRepository materials;

    public WarehouseFacade(MaterialRepository materials) {
        this.materials = materials;
    }

    /** Of the given ids, those that are no material of the tenant. Runs in the caller's transaction. */
    public Uni<Set<String>> unknownMaterials(String tenantId, Collection<String> materialIds) {
        return materials.find("select id from Material where tenantId = :tenant and id in :ids",
                Parameters.with("tenant", tenantId).and("ids", materialIds)).project(String.class).list()
                .map(found -> {
                    Set<String> unknown = new HashSet<>(materialIds);
                    unknown.removeAll(found);
                    return unknown;
                });
    }
}
