package com.pharmaerp.api.quality.api;

import java.time.LocalDate;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.service.DeviationService;

/** QA's triage of an open deviation, signed (meaning review). */
@Schema(name = "DeviationTriageInput")
public record DeviationTriageRequest(
        @NotNull @Size(max = 20) @Pattern(regexp = Deviation.Classification.PATTERN, message = "must be minor, major or critical")
        @Schema(enumeration = { "minor", "major", "critical" }) String classification,
        @NotNull Boolean capaRequired,
        @Size(max = 4000) @Schema(description = "Why no CAPA is needed: required for a major or critical deviation "
                + "without one.", nullable = true, maxLength = 4000) String rationale,
        @Schema(description = "An earlier due date; optional.", nullable = true, maxLength = 10) LocalDate dueOn,
        @NotNull @Valid SignatureRequest signature) implements DeviationService.Triage {
}
