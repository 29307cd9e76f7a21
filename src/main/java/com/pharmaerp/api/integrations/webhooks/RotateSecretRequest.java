package com.pharmaerp.api.integrations.webhooks;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** How long the current secret keeps signing beside the new one. */
@Schema(name = "RotateWebhookSecretRequest")
public record RotateSecretRequest(
        @Min(0) @Max(604800) @Schema(defaultValue = "86400", description = "0 retires the current secret at once; at most "
                + "7 days.") Integer expireCurrentInSeconds) {

    static final int DEFAULT_OVERLAP_SECONDS = 86400;

    int overlapSeconds() {
        return expireCurrentInSeconds == null ? DEFAULT_OVERLAP_SECONDS : expireCurrentInSeconds;
    }
}
