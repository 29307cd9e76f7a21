package com.pharmaerp.api.qms.service;

import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.QmsProblem;
import com.pharmaerp.api.qms.domain.CapaSource;
import com.pharmaerp.api.qms.repository.CapaRepository;
import com.pharmaerp.api.qms.repository.ComplaintRepository;
import com.pharmaerp.api.qms.repository.RecallRepository;
import com.pharmaerp.api.quality.DeviationLinks;
import com.pharmaerp.api.quality.InvestigationRecords;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * The one place that knows where each kind of CAPA source lives: a new kind of record learns its
 * lookup here. Records of lower modules are asked through their ports, the qms module's own directly.
 */
@ApplicationScoped
public class CapaSourceCheck {

    private final DeviationLinks deviations;
    private final InvestigationRecords investigations;
    private final ComplaintRepository complaints;
    private final RecallRepository recalls;
    private final CapaRepository capas;

    public CapaSourceCheck(DeviationLinks deviations, InvestigationRecords investigations, ComplaintRepository complaints,
            RecallRepository recalls, CapaRepository capas) {
        this.deviations = deviations;
        this.investigations = investigations;
        this.complaints = complaints;
        this.recalls = recalls;
        this.capas = capas;
    }

    /** @throws Refusal 422 source_not_found naming each source that is no record of the tenant of its type */
    public Uni<Void> requireAll(UnitOfWork work, List<CapaSource> sources) {
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            indexes.add(i);
        }
        return Multi.createFrom().iterable(indexes)
                .onItem().transformToUniAndConcatenate(i -> exists(work, sources.get(i)).map(found -> found ? -1 : i))
                .filter(i -> i >= 0).collect().asList().invoke(missing -> {
                    if (!missing.isEmpty()) {
                        throw notFound(sources, missing);
                    }
                }).replaceWithVoid();
    }

    private Uni<Boolean> exists(UnitOfWork work, CapaSource source) {
        return switch (source.type()) {
            case DEVIATION -> deviations.deviationExists(work, source.id());
            case OOS_INVESTIGATION -> investigations.oosInvestigationExists(work, source.id());
            case COMPLAINT -> complaints.exists(work, source.id());
            case RECALL -> recalls.exists(work, source.id());
            case CAPA -> capas.exists(work, source.id());
            case OTHER -> Uni.createFrom().item(true);
        };
    }

    private static Refusal notFound(List<CapaSource> sources, List<Integer> missing) {
        List<Problem.FieldError> errors = missing.stream().map(i -> new Problem.FieldError("sources[" + i + "].id",
                "no " + sources.get(i).type().id() + " of this tenant has the id " + sources.get(i).id())).toList();
        return new Refusal(QmsProblem.SOURCE_NOT_FOUND, errors.stream().map(e -> e.field() + ": " + e.message())
                .reduce((a, b) -> a + "; " + b).orElseThrow() + ".", errors);
    }
}
