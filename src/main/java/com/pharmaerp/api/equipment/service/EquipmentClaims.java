package com.pharmaerp.api.equipment.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.EquipmentEvent;
import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.equipment.repository.EquipmentRepository;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Uses of equipment by other modules' records, in their unit of work: an order's claims and their release, and an
 * instrument's use for a result. The equipment row is the lock: a claim is written only over the version it checked,
 * and one that lost a race checks again under the row's lock, so two pods never both hold one piece.
 */
@ApplicationScoped
public class EquipmentClaims {

    private final EquipmentRepository equipment;

    public EquipmentClaims(EquipmentRepository equipment) {
        this.equipment = equipment;
    }

    /**
     * The order claims the piece for its lot.
     *
     * @param kind the kind the order's step needs, or null for any
     * @throws Refusal validation_failed naming {@code field} for an unknown piece or one of another kind;
     *         equipment_not_usable naming each blocker
     */
    public Uni<Void> claim(UnitOfWork work, String field, String equipmentId, String kind, Use use) {
        return known(field, equipmentId, equipment.find(work, equipmentId)).chain(e -> {
            if (kind != null && !kind.equals(e.kind())) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, field, "Equipment " + e.code() + " is a "
                        + e.kind() + ", not a " + kind + ".");
            }
            return claimOver(work, e, use, false);
        });
    }

    /**
     * The claim written over the piece as read; when another writer moved it meanwhile, read again under its row lock
     * and checked once more, which no one can then overtake.
     */
    private Uni<Void> claimOver(UnitOfWork work, Equipment e, Use use, boolean locked) {
        EquipmentEvent.Claimed claimed = e.claim(use, work.businessNow(), work.today(), work.now());
        if (claimed == null) {
            return Uni.createFrom().voidItem();
        }
        return equipment.claim(work, e, use).chain(written -> {
            if (written) {
                return recorded(work, claimed);
            }
            if (locked) {
                throw Versions.movedOn();
            }
            return equipment.findForUpdate(work, e.id()).chain(again -> claimOver(work, again, use, true));
        });
    }

    private static Uni<Void> recorded(UnitOfWork work, EquipmentEvent.Claimed claimed) {
        work.record(claimed);
        return Uni.createFrom().voidItem();
    }

    /** Every piece the order holds is released: those in product contact are dirty from now. */
    public Uni<Void> release(UnitOfWork work, String orderId) {
        return equipment.claimedBy(work, orderId).chain(held -> {
            if (held.isEmpty()) {
                return Uni.createFrom().voidItem();
            }
            Uni<Void> chain = equipment.closeUses(work, orderId, work.businessNow());
            for (Equipment e : held) {
                chain = chain.chain(() -> work.saveChange(e.release(work.businessNow(), work.now()), e,
                        () -> equipment.update(work, e))).replaceWithVoid();
            }
            return chain;
        });
    }

    /**
     * An instrument used for an inspection lot's result, now: it must be an instrument and usable.
     *
     * @throws Refusal validation_failed naming {@code field} for an unknown piece or one that is not an instrument;
     *         equipment_not_usable naming each blocker
     */
    public Uni<Void> useInstrument(UnitOfWork work, String field, String equipmentId, Use use) {
        return known(field, equipmentId, equipment.find(work, equipmentId)).chain(e -> {
            e.requireUsableInstrument(field, work.businessNow(), work.today());
            return equipment.insertInstantUse(work, e.id(), use, work.businessNow());
        });
    }

    private static Uni<Equipment> known(String field, String equipmentId, Uni<Equipment> found) {
        return found.onItem().ifNull().failWith(() -> Refusal.ofField(PlatformProblem.VALIDATION_FAILED, field,
                "No equipment " + equipmentId + " in this tenant."));
    }
}
