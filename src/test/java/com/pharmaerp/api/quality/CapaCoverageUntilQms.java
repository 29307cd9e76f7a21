package com.pharmaerp.api.quality;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * No CAPA names any record until the qms module answers this port: a deviation that needs a CAPA stays open.
 * The lead replaces this bean with qms's implementation at merge.
 */
@ApplicationScoped
public class CapaCoverageUntilQms implements CapaCoverage {

    @Override
    public Uni<Boolean> namedByCapa(UnitOfWork work, String sourceType, String sourceId) {
        return Uni.createFrom().item(false);
    }
}
