package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.CapaActionEvent;
import com.pharmaerp.api.qms.repository.CapaRepository;

import io.smallrye.mutiny.Uni;

/** The daily pass notes each open CAPA action past its due date once across pods: {@code capa_action.overdue}. */
@ApplicationScoped
public class CapaOverdueActions implements DailyTask {

    private final CapaRepository capas;

    public CapaOverdueActions(CapaRepository capas) {
        this.capas = capas;
    }

    @Override
    public String name() {
        return "CAPA action overdue notices";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return capas.claimOverdue(work, work.today()).invoke(claimed -> claimed
                .forEach(action -> work.record(CapaActionEvent.Overdue.of(action.actionId(), action.capaId(),
                        action.capaNumber(), action.lineNo(), action.ownerId(), action.dueOn(), work.today()))))
                .replaceWithVoid();
    }
}
