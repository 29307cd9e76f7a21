package com.pharmaerp.api.warehouse;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.service.LotDisposition;

import io.smallrye.mutiny.Uni;

/**
 * Quality's usage decisions and production's batch certification reach their lot here, in the
 * caller's unit of work. The rules are {@link LotDisposition}'s.
 */
@ApplicationScoped
public class LotDecisions {

    private final LotDisposition disposition;

    public LotDecisions(LotDisposition disposition) {
        this.disposition = disposition;
    }

    /**
     * The material of a lot to retest, the lot locked until the unit ends: 422 for no such lot; 409
     * lot_expired, lot_not_released.
     *
     * @param lotField where the request names the lot, for {@code errors[]}
     */
    public Uni<String> materialOfLotToRetest(UnitOfWork work, String lotId, String lotField) {
        return disposition.materialOfLotToRetest(work, lotId, lotField);
    }

    /** The decision applied to its lot with the decision's signature: 409 lot_expired, invalid_transition. */
    public Uni<Void> decide(UnitOfWork work, String lotId, LotDecision decision, Signature signature) {
        return disposition.decide(work, lotId, decision, signature);
    }
}
