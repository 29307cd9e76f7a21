package com.pharmaerp.api.quality;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A deviation as documents list it ({@link DeviationLinks}): how QA classified it, the root cause
 * its investigation found, and its closure.
 *
 * @param classification null until triaged
 * @param rootCauseCategory null until investigated
 * @param rootCause null until investigated
 * @param closure null unless closed
 */
@Schema(name = "DocumentDeviation")
public record LinkedDeviation(String deviationId, @Schema(examples = "DEV-000001", maxLength = 20) String number,
        @Schema(maxLength = 4000) String description,
        @Schema(enumeration = { "open", "investigating", "closed", "cancelled" }) String status,
        @Schema(nullable = true, enumeration = { "minor", "major", "critical" }) String classification,
        @Schema(nullable = true, enumeration = { "human_error", "equipment", "material", "method", "environment", "process",
                "unknown" }) String rootCauseCategory,
        @Schema(nullable = true, maxLength = 4000) String rootCause,
        @Schema(nullable = true) Signature closure,
        @Schema(description = "When it was opened (UTC).", maxLength = 32) Instant openedAt,
        @Schema(description = "Who reported it: a user id, or the key of the service's own pass.", maxLength = 40)
        String openedBy) {
}
