package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.pharmaerp.api.platform.persistence.Versions;

/** An endpoint as every read returns it; the secret only in the answers that made it. */
@Schema(name = "WebhookEndpoint")
public record WebhookEndpointView(
        @Schema(examples = "whe_3kP9xQ2mZ7vB1cD4", maxLength = 20) String id,
        @Schema(maxLength = 2048) String url,
        @Schema(maxItems = 50) List<@Size(max = 60) String> eventTypes,
        @Schema(maxLength = 500, nullable = true) String description,
        @Schema(enumeration = { "enabled", "disabled" }) String status,
        @Schema(nullable = true, maxLength = 600, description = "Why the service disabled the endpoint (410 Gone, or every "
                + "retry failed); null while enabled.") String disabledReason,
        @Schema(description = "The last sequence handed over or skipped; delivery resumes after it.", minimum = "0",
                maximum = "9223372036854775807") long deliveredThrough,
        @Schema(description = "Matching events after deliveredThrough, not yet delivered.", minimum = "0",
                maximum = "9223372036854775807") long pending,
        @Schema(nullable = true, description = "The last attempt; null before the first.") LastAttempt lastAttempt,
        Instant createdAt, Instant updatedAt, int version,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(maxLength = 60, examples = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                description = "Only in the answers of create and rotate-secret: store it, it is never shown again.")
        String secret) implements Versions.Versioned {

    /** What the last attempt got. */
    @Schema(name = "WebhookLastAttempt")
    public record LastAttempt(Instant at,
            @Schema(nullable = true, minimum = "100", maximum = "599") Integer statusCode,
            @Schema(nullable = true, maxLength = 500) String error) {
    }

    public static WebhookEndpointView of(WebhookEndpoint endpoint) {
        return withSecret(endpoint, null);
    }

    public static WebhookEndpointView withSecret(WebhookEndpoint endpoint, String secret) {
        WebhookEndpoint.Progress progress = endpoint.progress();
        return new WebhookEndpointView(endpoint.id(), endpoint.url(), endpoint.eventTypes(), endpoint.description(),
                endpoint.status().id(), endpoint.disabledReason(), endpoint.deliveredThrough(), progress.pending(),
                progress.lastAttemptAt() == null ? null
                        : new LastAttempt(progress.lastAttemptAt(), progress.lastStatusCode(), progress.lastError()),
                endpoint.createdAt(), endpoint.updatedAt(), endpoint.version(), secret);
    }
}
