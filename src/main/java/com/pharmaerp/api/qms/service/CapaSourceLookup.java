package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.repository.CapaRepository;
import com.pharmaerp.api.quality.CapaCoverage;

import io.smallrye.mutiny.Uni;

/** Answers the quality module's question: a CAPA of the tenant that is not cancelled names the record among its sources. */
@ApplicationScoped
public class CapaSourceLookup implements CapaCoverage {

    private final CapaRepository capas;

    public CapaSourceLookup(CapaRepository capas) {
        this.capas = capas;
    }

    @Override
    public Uni<Boolean> namedByCapa(UnitOfWork work, String sourceType, String sourceId) {
        return capas.named(work, sourceType, sourceId);
    }
}
