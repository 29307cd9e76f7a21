package com.pharmaerp.api.quality.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.service.OosInvestigationService;

/** Phase II of an OOS investigation, signed by QA (meaning approval). */
@Schema(name = "OosPhase2Input")
public record OosPhase2Request(
        @NotNull @Size(max = 20) @Pattern(regexp = OosInvestigation.Conclusion.PATTERN, message = "must be confirmed or invalidated")
        @Schema(description = "confirmed: the result stands (the lot can only be rejected); invalidated: a laboratory "
                + "root cause found late invalidates it.", enumeration = { "confirmed", "invalidated" }) String conclusion,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String rootCause,
        @NotBlank @Size(max = 4000) @Schema(maxLength = 4000) String findings,
        @NotNull @Size(max = 50) @Schema(description = "Other lots of the tenant the failure may touch (211.192).")
        List<@NotNull @Size(max = 40) @Pattern(regexp = "[a-z]{2,4}_[A-Za-z0-9]{1,36}", message = "must be an id") String> affectedLotIds,
        @NotNull @Valid SignatureRequest signature) implements OosInvestigationService.Phase2 {
}
