package com.pharmaerp.api.quality;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationData;
import com.pharmaerp.api.quality.service.DeviationService;

import io.smallrye.mutiny.Uni;

/**
 * The deviations other modules open as they accept an exception to their own rules (a batch step's value outside its
 * limits), in their unit of work: reported by the acting user, due as any deviation, triaged by QA.
 */
@ApplicationScoped
public class DeviationOpening {

    private final DeviationService deviations;

    public DeviationOpening(DeviationService deviations) {
        this.deviations = deviations;
    }

    /**
     * @param references the records it names, e.g. the production order
     * @return the deviation's id
     */
    public Uni<String> open(UnitOfWork work, String description, List<String> references, LocalDate occurredOn) {
        return deviations.openForException(work, new DeviationData(description, references, occurredOn))
                .map(Deviation::id);
    }
}
