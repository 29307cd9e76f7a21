package com.pharmaerp.api.integrations.webhooks;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Where delivery starts again. */
@Schema(name = "ReplayWebhookRequest")
public record ReplayRequest(
        @NotNull @Min(1) @Schema(description = "The first sequence to deliver again (at most the chain's head + 1).",
                maximum = "9223372036854775807") Long fromSequence) {
}
