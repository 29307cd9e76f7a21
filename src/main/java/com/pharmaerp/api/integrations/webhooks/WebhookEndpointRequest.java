package com.pharmaerp.api.integrations.webhooks;

import java.util.List;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A new endpoint: where to deliver, and which events. */
@Schema(name = "WebhookEndpointRequest")
public record WebhookEndpointRequest(
        @NotBlank @Size(max = 2048) @Schema(examples = "https://lims.example.com/hooks/erp",
                description = "https, port 443 or 1024-65535, a host that resolves only to public addresses.") String url,
        @NotNull @Size(min = 1, max = 50)
        @Schema(examples = "[\"lot.*\", \"inspection_lot.accepted\"]",
                description = "Event types (GET /v1/event-types), prefixes such as lot.*, or * for every type.")
        List<@NotBlank @Size(max = 60) String> eventTypes,
        @Size(max = 500) String description) {
}
