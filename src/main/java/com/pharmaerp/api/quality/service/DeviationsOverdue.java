package com.pharmaerp.api.quality.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.repository.DeviationRepository;

import io.smallrye.mutiny.Uni;

/**
 * The daily pass's notice of deviations past their due date: each is claimed once by a conditional
 * update, so {@code deviation.overdue} is emitted once whichever pod runs the pass.
 */
@ApplicationScoped
public class DeviationsOverdue implements DailyTask {

    private final DeviationRepository deviations;

    public DeviationsOverdue(DeviationRepository deviations) {
        this.deviations = deviations;
    }

    @Override
    public String name() {
        return "deviation.overdue";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return deviations.claimOverdue(work, work.today())
                .invoke(claimed -> claimed.forEach(d -> work.record(Deviation.fellOverdue(d.id(), d.number(), d.dueOn()))))
                .replaceWithVoid();
    }
}
