package com.pharmaerp.api.integrations.webhooks;

import java.util.List;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** What a merge patch may change; {@code status} only to {@code enabled} (or leave it as it is). */
public record WebhookEndpointChange(
        @NotBlank @Size(max = 2048) String url,
        @NotNull @Size(min = 1, max = 50) List<@NotBlank @Size(max = 60) String> eventTypes,
        @Size(max = 500) String description,
        @NotNull @Pattern(regexp = "enabled|disabled", message = "must be enabled or disabled") String status) {
}
