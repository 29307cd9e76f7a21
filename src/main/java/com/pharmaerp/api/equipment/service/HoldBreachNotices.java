package com.pharmaerp.api.equipment.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.HoldBreaches;
import com.pharmaerp.api.equipment.repository.EquipmentRepository;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** The dirty-hold breaches the daily pass claims once, and the deviation each piece then names. */
@ApplicationScoped
public class HoldBreachNotices {

    private final EquipmentRepository equipment;

    public HoldBreachNotices(EquipmentRepository equipment) {
        this.equipment = equipment;
    }

    public Uni<List<HoldBreaches.Breach>> claim(UnitOfWork work) {
        return equipment.claimHoldBreaches(work, work.businessNow()).map(claimed -> claimed.stream()
                .map(b -> new HoldBreaches.Breach(b.id(), b.code(), b.dirtySince(), b.dirtyHoldHours(), b.lastOrderId(),
                        b.lastOrderNumber()))
                .toList());
    }

    /** The claim's update holds the piece's row, so the version read here is the one written over. */
    public Uni<Void> deviationOpened(UnitOfWork work, String equipmentId, String deviationId) {
        return equipment.find(work, equipmentId).chain(e -> {
            e.noteHoldBreach(deviationId, work.now());
            return equipment.update(work, e).map(written -> Versions.written(written, e));
        }).replaceWithVoid();
    }
}
