package com.pharmaerp.api.warehouse.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.LotDecision;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.repository.LotRepository;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.smallrye.mutiny.Uni;

/** What quality's decisions do to a lot: whether it may be retested, and its release, retest or rejection. */
@ApplicationScoped
public class LotDisposition {

    private final MaterialRepository materials;
    private final LotRepository lots;

    public LotDisposition(MaterialRepository materials, LotRepository lots) {
        this.materials = materials;
        this.lots = lots;
    }

    /**
     * The material of a lot QC asks to retest, the lot locked until the unit ends: concurrent retests
     * of one lot queue here, so the next sees the first's open inspection lot.
     *
     * @param lotField where the caller's request names the lot, for {@code errors[]}
     * @throws Refusal 422 validation_failed for no lot of the tenant; 409 lot_expired, lot_not_released
     */
    public Uni<String> materialOfLotToRetest(UnitOfWork work, String lotId, String lotField) {
        return lots.lock(work, lotId).call(lot -> {
            if (lot == null) {
                return Uni.createFrom().failure(new Refusal(PlatformProblem.VALIDATION_FAILED, "No lot " + lotId
                        + " in your tenant.", List.of(new Problem.FieldError(lotField, "unknown lot"))));
            }
            lot.requireRetestable(work.today());
            return Uni.createFrom().item(lot);
        }).map(lot -> lot.materialId());
    }

    /**
     * Applies the decision to its lot, with the decision's signature.
     *
     * @throws com.pharmaerp.api.platform.problem.Refusal 409 lot_expired (an expired lot is
     *         never released), 409 invalid_transition
     */
    public Uni<Void> decide(UnitOfWork work, String lotId, LotDecision decision, Signature signature) {
        return lots.find(work, lotId).chain(lot -> materials.find(work, lot.materialId())
                .chain(material -> {
                    LotEvent decided = switch (decision) {
                        case RELEASE -> lot.release(signature, work.today(), work.now());
                        case PASS_RETEST -> lot.passRetest(signature, material.retestIntervalDays(), work.today(), work.now());
                        case REJECT -> lot.reject(signature, work.now());
                    };
                    return work.saveChange(decided, lot, () -> lots.update(work, lot));
                })).replaceWithVoid();
    }
}
