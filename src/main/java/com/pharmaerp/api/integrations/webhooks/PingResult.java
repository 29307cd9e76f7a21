package com.pharmaerp.api.integrations.webhooks;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What the receiver answered to a ping. */
@Schema(name = "WebhookPingResult")
public record PingResult(
        @Schema(nullable = true, minimum = "100", maximum = "599", description = "null when the receiver answered nothing.")
        Integer statusCode,
        @Schema(minimum = "0", maximum = "60000") int durationMs,
        @Schema(nullable = true, maxLength = 500) String error) {
}
