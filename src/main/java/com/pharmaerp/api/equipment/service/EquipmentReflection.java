package com.pharmaerp.api.equipment.service;

import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.equipment.domain.Claim;
import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.equipment.domain.EquipmentEvent;
import com.pharmaerp.api.equipment.domain.Qualification;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Equipment's audited states, events and stored values, serialised by Jackson: native images need them registered. */
@RegisterForReflection(targets = { EquipmentEvent.Setup.class, EquipmentEvent.QualificationState.class,
        EquipmentEvent.CleaningState.class, EquipmentEvent.CalibrationState.class, EquipmentEvent.MaintenanceState.class,
        EquipmentEvent.UseState.class, EquipmentEvent.ServiceState.class, EquipmentEvent.Due.class,
        EquipmentEvent.Created.class, EquipmentEvent.Updated.class, EquipmentEvent.Qualified.class,
        EquipmentEvent.Cleaned.class, EquipmentEvent.CleaningVerified.class, EquipmentEvent.Calibrated.class,
        EquipmentEvent.CalibrationFailed.class, EquipmentEvent.Maintained.class, EquipmentEvent.Claimed.class,
        EquipmentEvent.Released.class, EquipmentEvent.OutOfService.class, EquipmentEvent.ReturnedToService.class,
        EquipmentEvent.Retired.class, EquipmentEvent.CalibrationDue.class, EquipmentEvent.MaintenanceDue.class,
        Qualification.class, Claim.class, Cleaning.LastCleaning.class, Calibration.Last.class })
final class EquipmentReflection {

    private EquipmentReflection() {
    }
}
