package com.pharmaerp.api.equipment.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.domain.CleaningRules;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.service.EquipmentService;

/** A piece of equipment as a supervisor or QA registers it. */
@Schema(name = "EquipmentInput")
public record EquipmentRequest(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9._-]*", message = "letters, digits, '.', '_' and '-' only")
        @Schema(description = "Unique per tenant, never changes, e.g. GRN-01.", maxLength = 40) String code,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String name,
        @NotBlank @Size(max = Equipment.MAX_KIND)
        @Schema(description = "Free text a recipe step names to say what it needs: vessel, tablet_press, balance, "
                + "hplc, …", maxLength = Equipment.MAX_KIND) String kind,
        @NotBlank @Size(max = 40) @Schema(description = "A location of the tenant.", maxLength = 40) String locationId,
        @NotNull Boolean productContact,
        @NotNull @Schema(description = "A measuring instrument: needs calibrationIntervalDays; results name it as "
                + "instrumentId.") Boolean instrument,
        @Valid @Schema(description = "Required with product contact, refused without.", nullable = true) Cleaning cleaning,
        @Min(1) @Max(3650) @Schema(nullable = true, description = "Required for an instrument.") Integer calibrationIntervalDays,
        @Min(1) @Max(3650) @Schema(nullable = true) Integer maintenanceIntervalDays) {

    /** Hold times in hours of business time, and how many batches a campaign may run between major cleanings. */
    @Schema(name = "EquipmentCleaningRulesInput")
    public record Cleaning(@NotNull @Min(1) @Max(8760) Integer cleanHoldHours,
            @NotNull @Min(1) @Max(8760) Integer dirtyHoldHours,
            @Min(1) @Max(1000) @Schema(nullable = true) Integer maxCampaignBatches) {
    }

    public EquipmentService.NewEquipment toCommand() {
        return new EquipmentService.NewEquipment(code, name.strip(), kind.strip(), locationId, productContact, instrument,
                cleaning == null ? null : new CleaningRules(cleaning.cleanHoldHours(), cleaning.dirtyHoldHours(),
                        cleaning.maxCampaignBatches()),
                calibrationIntervalDays, maintenanceIntervalDays);
    }
}
