package com.pharmaerp.api.equipment.api;

import java.time.LocalDate;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.service.CalibrationService;
import com.pharmaerp.api.equipment.service.CleaningService;
import com.pharmaerp.api.equipment.service.EquipmentService;
import com.pharmaerp.api.platform.users.SignatureRequest;

/** The bodies of the actions on a piece; {@code fileIds} are attached to the piece before a signature binds them. */
public final class EquipmentActionRequests {

    private static final String FILES = "Uploaded files attached to the piece with this action (the IQ/OQ/PQ report, a "
            + "certificate); a signature given with it binds them.";

    private EquipmentActionRequests() {
    }

    @Schema(name = "EquipmentQualificationInput")
    public record Qualification(@NotNull @Schema(description = "Not before the business date.") LocalDate qualifiedUntil,
            @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String summary,
            @Size(max = 20) @Schema(description = FILES, nullable = true) List<@NotBlank String> fileIds,
            @NotNull @Valid SignatureRequest signature) implements EquipmentService.QualificationCommand {
    }

    @Schema(name = "EquipmentCleaningInput")
    public record Cleaning(@NotNull @Pattern(regexp = com.pharmaerp.api.equipment.domain.Cleaning.Type.PATTERN,
            message = "must be minor or major") @Schema(enumeration = { "minor", "major" }) String type,
            @NotBlank @Size(max = 2000) @Schema(description = "The cleaning procedure followed, e.g. SOP-CLN-012 rev 4.",
                    maxLength = 2000) String procedure,
            @Size(max = 20) @Schema(description = FILES, nullable = true) List<@NotBlank String> fileIds)
            implements CleaningService.CleaningCommand {
    }

    @Schema(name = "EquipmentCalibrationInput")
    public record Calibration(@NotNull @Schema(description = "Not after the business date.") LocalDate performedOn,
            @NotNull @Pattern(regexp = com.pharmaerp.api.equipment.domain.Calibration.Result.PATTERN,
                    message = "must be pass or fail") @Schema(enumeration = { "pass", "fail" }) String result,
            @NotBlank @Size(max = 2000) @Schema(description = "As found, before any adjustment.", maxLength = 2000)
            String asFound,
            @NotBlank @Size(max = 2000) @Schema(description = "As left, after adjustment.", maxLength = 2000) String asLeft,
            @Size(max = 20) @Schema(description = FILES, nullable = true) List<@NotBlank String> fileIds,
            @NotNull @Valid SignatureRequest signature) implements CalibrationService.CalibrationCommand {
    }

    @Schema(name = "EquipmentMaintenanceInput")
    public record Maintenance(@NotNull @Pattern(regexp = com.pharmaerp.api.equipment.domain.Maintenance.Kind.PATTERN,
            message = "must be preventive or corrective") @Schema(enumeration = { "preventive", "corrective" }) String kind,
            @NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String description,
            @Size(max = 20) @Schema(description = FILES, nullable = true) List<@NotBlank String> fileIds)
            implements EquipmentService.MaintenanceCommand {
    }

    @Schema(name = "EquipmentOutOfServiceInput")
    public record OutOfService(@NotBlank @Size(max = 2000) @Schema(maxLength = 2000) String reason)
            implements EquipmentService.OutOfServiceCommand {
    }
}
