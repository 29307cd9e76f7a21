package com.pharmaerp.api.equipment;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.EquipmentEvent;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** Equipment's events (docs/design/equipment.md, "Events"). */
public final class EquipmentEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(EquipmentEvent.Created.TYPE, EquipmentEvent.Updated.TYPE, EquipmentEvent.Qualified.TYPE,
                EquipmentEvent.Cleaned.TYPE, EquipmentEvent.CleaningVerified.TYPE, EquipmentEvent.Calibrated.TYPE,
                EquipmentEvent.CalibrationFailed.TYPE, EquipmentEvent.Maintained.TYPE, EquipmentEvent.Claimed.TYPE,
                EquipmentEvent.Released.TYPE, EquipmentEvent.OutOfService.TYPE, EquipmentEvent.ReturnedToService.TYPE,
                EquipmentEvent.Retired.TYPE, EquipmentEvent.CalibrationDue.TYPE, EquipmentEvent.MaintenanceDue.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of(Equipment.NOUN, "/v1/equipment");
    }
}
