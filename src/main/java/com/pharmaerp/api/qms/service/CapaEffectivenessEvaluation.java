package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** The daily pass evaluates the effectiveness checks whose window ended by the business date, each once across pods. */
@ApplicationScoped
public class CapaEffectivenessEvaluation implements DailyTask {

    private final CapaService capas;

    public CapaEffectivenessEvaluation(CapaService capas) {
        this.capas = capas;
    }

    @Override
    public String name() {
        return "CAPA effectiveness evaluation";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return capas.evaluateDue(work);
    }
}
