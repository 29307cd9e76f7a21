package com.pharmaerp.api.equipment.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.domain.EquipmentEvent;
import com.pharmaerp.api.equipment.repository.EquipmentRepository;
import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * The daily pass's notices of calibration and maintenance falling due within {@link #NOTICE_DAYS} days of the business
 * date: {@code equipment.calibration_due} and {@code equipment.maintenance_due}, once per due date. The conditional
 * update marks the date noticed, so a second pod finds nothing, and a new due date is noticed again.
 */
@ApplicationScoped
public class DueNotices implements DailyTask {

    /** docs/design/equipment.md, "The daily pass". */
    static final int NOTICE_DAYS = 7;

    private final EquipmentRepository equipment;

    public DueNotices(EquipmentRepository equipment) {
        this.equipment = equipment;
    }

    @Override
    public String name() {
        return "equipment due notices";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return equipment.claimCalibrationsDue(work, work.today().plusDays(NOTICE_DAYS))
                .invoke(due -> due.forEach(d -> work.record(new EquipmentEvent.CalibrationDue(d.id(),
                        new EquipmentEvent.Due(d.dueOn())))))
                .chain(() -> equipment.claimMaintenanceDue(work, work.today().plusDays(NOTICE_DAYS)))
                .invoke(due -> due.forEach(d -> work.record(new EquipmentEvent.MaintenanceDue(d.id(),
                        new EquipmentEvent.Due(d.dueOn())))))
                .replaceWithVoid();
    }
}
