package com.pharmaerp.api.equipment;

import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.service.HoldBreachNotices;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Equipment's port for quality's daily pass: the pieces left dirty past their dirty hold without a cleaning, each
 * handed out once across pods, and the deviation quality opened for each, which the piece's view then shows.
 */
@ApplicationScoped
public class HoldBreaches {

    /** A dirty-hold breach: the piece, since when it is dirty, its hold, and the last order that used it (or null). */
    public record Breach(String equipmentId, String code, Instant dirtySince, int dirtyHoldHours, String lastOrderId,
            String lastOrderNumber) {
    }

    private final HoldBreachNotices notices;

    public HoldBreaches(HoldBreachNotices notices) {
        this.notices = notices;
    }

    /** The breaches not handed out before, on the business clock; a second pod at the same moment gets none of them. */
    public Uni<List<Breach>> claim(UnitOfWork work) {
        return notices.claim(work);
    }

    /** The deviation opened for the piece's breach. */
    public Uni<Void> deviationOpened(UnitOfWork work, String equipmentId, String deviationId) {
        return notices.deviationOpened(work, equipmentId, deviationId);
    }
}
