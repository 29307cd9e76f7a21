package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One attempt to deliver an event (or a ping) to an endpoint, as it is kept and shown. */
@Schema(name = "WebhookDelivery")
public record WebhookDelivery(
        @Schema(examples = "whd_3kP9xQ2mZ7vB1cD4", maxLength = 20) String id,
        @Schema(description = "The event's id, also the webhook-id header (the same on every retry and replay).",
                maxLength = 30) String eventId,
        @Schema(nullable = true, description = "The event's sequence; null for a ping.", minimum = "1",
                maximum = "9223372036854775807") Long sequence,
        @Schema(examples = "lot.released", maxLength = 60) String type,
        @Schema(description = "1 for the first attempt at this event, 2 for its first retry, ...", minimum = "1",
                maximum = "100") int attempt,
        Instant at,
        @Schema(nullable = true, description = "The receiver's HTTP status; null when it gave none (refused, unreachable, "
                + "timed out).", minimum = "100", maximum = "599") Integer statusCode,
        @Schema(minimum = "0", maximum = "60000") int durationMs,
        @Schema(nullable = true, maxLength = 500, description = "Why the attempt failed; null when delivered.") String error,
        @Schema(enumeration = { "delivered", "failed" }) String outcome) {

    public static final String ID_PREFIX = "whd";
    public static final String DELIVERED = "delivered";
    public static final String FAILED = "failed";
}
