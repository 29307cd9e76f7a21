package com.pharmaerp.api.quality.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.HoldBreaches;
import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * The daily pass opens one deviation per dirty-hold breach of a piece of equipment (docs/design/equipment.md, "The
 * daily pass"). Equipment hands each breach out once, by a conditional update, so however many pods run the pass one
 * deviation is opened, and the piece's view names it.
 */
@ApplicationScoped
public class EquipmentHoldBreachDeviations implements DailyTask {

    private final HoldBreaches breaches;
    private final DeviationService deviations;

    public EquipmentHoldBreachDeviations(HoldBreaches breaches, DeviationService deviations) {
        this.breaches = breaches;
        this.deviations = deviations;
    }

    @Override
    public String name() {
        return "equipment dirty-hold deviations";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return breaches.claim(work).chain(claimed -> Multi.createFrom().iterable(claimed)
                .onItem().transformToUniAndConcatenate(breach -> deviations.openForHoldBreach(work, breach)
                        .chain(deviation -> breaches.deviationOpened(work, breach.equipmentId(), deviation.id())))
                .collect().last().replaceWithVoid());
    }
}
