package com.pharmaerp.api.quality.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.service.OosInvestigationService;

/** Phase I of an OOS investigation, signed by QA (meaning review). */
@Schema(name = "OosPhase1Input")
public record OosPhase1Request(
        @NotNull @Schema(description = "True: a documented laboratory cause invalidates the result and closes the "
                + "investigation. False: Phase II follows.") Boolean assignableCause,
        @Size(max = 40) @Pattern(regexp = OosInvestigation.CATEGORY_PATTERN, message = "must be one of "
                + OosInvestigation.CATEGORY_PATTERN)
        @Schema(description = "Required with an assignable cause.", nullable = true,
                enumeration = { "calculation", "instrument", "sample_preparation", "standard_or_reagent", "analyst_error",
                        "method", "other" }) String category,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String findings,
        @NotNull @Valid SignatureRequest signature) implements OosInvestigationService.Phase1 {
}
