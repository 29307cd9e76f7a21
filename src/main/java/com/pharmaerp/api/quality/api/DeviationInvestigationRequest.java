package com.pharmaerp.api.quality.api;

import java.util.List;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.service.DeviationService;

/** The investigation of a triaged deviation. */
@Schema(name = "DeviationInvestigationInput")
public record DeviationInvestigationRequest(
        @NotNull @Size(max = 20) @Pattern(regexp = Deviation.ROOT_CAUSE_PATTERN, message = "must be one of "
                + Deviation.ROOT_CAUSE_PATTERN)
        @Schema(enumeration = { "human_error", "equipment", "material", "method", "environment", "process", "unknown" })
        String rootCauseCategory,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String rootCause,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String impactAssessment,
        @NotNull @Size(max = 50)
        List<@NotNull @Size(max = 40) @Pattern(regexp = "[a-z]{2,4}_[A-Za-z0-9]{1,36}", message = "must be an id") String> affectedLotIds)
        implements DeviationService.Investigation {
}
