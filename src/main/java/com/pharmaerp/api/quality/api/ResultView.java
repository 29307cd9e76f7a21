package com.pharmaerp.api.quality.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.InspectionResult;

/** A result of an inspection lot: never edited or deleted, only invalidated. */
@Schema(name = "InspectionResult")
public record ResultView(
        @Schema(examples = "res_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40) String testCode,
        @Schema(description = "As entered: a decimal string for a numeric test.", maxLength = 200) String value,
        @Schema(description = "Against the inspection lot's specification revision, when entered.",
                enumeration = { "pass", "fail" }) String outcome,
        @Schema(description = "The analyst who entered it.", maxLength = 21) String enteredBy,
        Instant enteredAt,
        @Schema(description = "The instrument the value was measured on (equipment); null when none was named.",
                nullable = true, examples = "eq_3kP9xQ2mZ7vB1cD4") String instrumentId,
        @Schema(description = "The OOS investigation a failing result opened; null for a passing one.", nullable = true,
                examples = "oos_3kP9xQ2mZ7vB1cD4") String oosInvestigationId,
        @Schema(description = "False once invalidated.") boolean valid,
        @Schema(description = "Who invalidated it, when and why; null while valid.", nullable = true)
        Invalidation invalidation,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "ResultInvalidation")
    public record Invalidation(@Schema(maxLength = 21) String userId, Instant at, @Schema(maxLength = 2000) String reason,
            @Schema(description = "The OOS investigation whose conclusion invalidated it; null for a passing result "
                    + "invalidated directly.", nullable = true) String investigationId,
            @Schema(description = "The assignable cause's category (phase_2 for a root cause found in Phase II); null "
                    + "for a direct invalidation.", nullable = true, maxLength = 40) String category,
            @Schema(description = "The signature that invalidated it.", nullable = true) Signature signature) {
    }

    public static ResultView of(InspectionResult result) {
        InspectionResult.Invalidation invalidation = result.invalidation();
        return new ResultView(result.id(), result.testCode(), result.value(), result.outcome(), result.enteredBy(),
                result.enteredAt(), result.instrumentId(), result.oosInvestigationId(), result.valid(), invalidation == null ? null
                        : new Invalidation(invalidation.userId(), invalidation.at(), invalidation.reason(),
                                invalidation.investigationId(), invalidation.category(), invalidation.signature()),
                result.version(), result.enteredAt(), result.updatedAt());
    }
}
