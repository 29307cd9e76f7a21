package com.pharmaerp.api.equipment.api;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.service.EquipmentService;

/** What a merge patch of a piece may change, as it reads after the patch is applied. */
@Schema(name = "EquipmentPatch")
public record EquipmentPatch(@NotBlank @Size(max = 200) @Schema(maxLength = 200) String name,
        @NotBlank @Size(max = 40) @Schema(maxLength = 40) String locationId,
        @Min(1) @Max(3650) @Schema(nullable = true) Integer calibrationIntervalDays,
        @Min(1) @Max(3650) @Schema(nullable = true) Integer maintenanceIntervalDays) {

    public EquipmentService.EquipmentChange toChange() {
        return new EquipmentService.EquipmentChange(name.strip(), locationId, calibrationIntervalDays,
                maintenanceIntervalDays);
    }

    public static EquipmentPatch of(EquipmentService.EquipmentChange change) {
        return new EquipmentPatch(change.name(), change.locationId(), change.calibrationIntervalDays(),
                change.maintenanceIntervalDays());
    }
}
