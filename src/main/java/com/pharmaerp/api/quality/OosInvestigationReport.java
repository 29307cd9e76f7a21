package com.pharmaerp.api.quality;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.Signature;

/**
 * An OOS investigation as documents list it (21 CFR 211.192): the failing result it concerns, both
 * phases with their signatures, and the conclusion.
 *
 * @param phase1 null until Phase I is concluded
 * @param phase2 null unless Phase II was concluded
 * @param conclusion null while open
 */
@Schema(name = "DocumentOosInvestigation")
public record OosInvestigationReport(String investigationId,
        @Schema(examples = "OOS-000001", maxLength = 20) String number,
        @Schema(maxLength = 40) String testCode, String resultId,
        @Schema(description = "The failing value.", maxLength = 200) String value,
        @Schema(description = "The test's limits as the specification gave them.", maxLength = 400) String limits,
        @Schema(enumeration = { "phase_1", "phase_2", "closed" }) String status, Instant openedAt,
        @Schema(nullable = true) Phase1 phase1, @Schema(nullable = true) Phase2 phase2,
        @Schema(nullable = true, enumeration = { "invalidated", "confirmed" }) String conclusion) {

    /** The laboratory investigation, signed by QA (meaning review). @param category null without an assignable cause */
    @Schema(name = "DocumentOosPhase1")
    public record Phase1(boolean assignableCause,
            @Schema(nullable = true, enumeration = { "calculation", "instrument", "sample_preparation", "standard_or_reagent",
                    "analyst_error", "method", "other" }) String category,
            @Schema(maxLength = 4000) String findings, Signature signature) {
    }

    /** The full-scale investigation, signed by QA (meaning approval). */
    @Schema(name = "DocumentOosPhase2")
    public record Phase2(@Schema(enumeration = { "invalidated", "confirmed" }) String conclusion,
            @Schema(maxLength = 4000) String rootCause, @Schema(maxLength = 4000) String findings,
            @Schema(description = "Other lots the failure may touch.", maxItems = 1000) List<String> affectedLotIds,
            Signature signature) {
    }
}
