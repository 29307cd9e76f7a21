package com.pharmaerp.api.platform.sandbox;

import java.time.Instant;

import jakarta.validation.constraints.NotNull;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The business time to set, e.g. {@code {"now": "2027-01-01T00:00:00Z"}}. */
@Schema(name = "SandboxClockInput")
public record SandboxClockRequest(@NotNull @Schema(examples = "2027-01-01T00:00:00Z") Instant now) {
}
