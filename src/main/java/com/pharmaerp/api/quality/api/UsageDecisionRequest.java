package com.pharmaerp.api.quality.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.quality.domain.UsageDecision;
import com.pharmaerp.api.quality.service.InspectionLotService;

/** QA's usage decision: accept (meaning approval) or reject (meaning rejection). */
@Schema(name = "UsageDecisionInput")
public record UsageDecisionRequest(
        @NotNull @Pattern(regexp = UsageDecision.Verdict.PATTERN, message = "must be accept or reject")
        @Schema(enumeration = { "accept", "reject" }) String decision,
        @NotNull @Valid SignatureRequest signature) implements InspectionLotService.Decision {
}
