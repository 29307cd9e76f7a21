package com.pharmaerp.api.equipment;

import java.util.List;

import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.platform.files.AttachableProvider;

/** A piece of equipment takes attachments: qualification reports, cleaning and calibration certificates. */
public final class EquipmentAttachments implements AttachableProvider {

    @Override
    public List<String> attachable() {
        return List.of(Equipment.NOUN);
    }
}
