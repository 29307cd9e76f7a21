package com.pharmaerp.api.training.api;

import java.util.List;
import java.util.Locale;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.training.service.RequirementService;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;

/** QA's signed requirement (meaning approval): who signs with the meaning on a record of the entity type needs the courses. */
@Schema(name = "TrainingRequirementInput")
public record RequirementRequest(
        @NotBlank @Size(max = 60) @Schema(description = "An entity type of the audit trail, e.g. inspection_lot.",
                maxLength = 60) String entityType,
        @NotNull @Pattern(regexp = "approval|rejection|verification|review|responsibility",
                message = "must be approval, rejection, verification, review or responsibility")
        @Schema(enumeration = { "approval", "rejection", "verification", "review", "responsibility" }) String meaning,
        @NotEmpty @Size(max = 20) @Schema(maxItems = 20) List<@NotBlank @Size(max = 21) String> courseIds,
        @NotNull @Valid SignatureRequest signature) implements Signed {

    public RequirementService.NewRequirement toCommand() {
        return new RequirementService.NewRequirement(entityType, Meaning.valueOf(meaning.toUpperCase(Locale.ROOT)),
                courseIds, signature);
    }
}
