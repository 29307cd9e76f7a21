package com.pharmaerp.api.platform.sandbox;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The tenant's business time in the sandbox. */
@Schema(name = "SandboxClock")
public record SandboxClockView(
        @Schema(description = "The business time now (UTC); it runs at real speed.") Instant now,
        @Schema(description = "False while a business time set with PUT applies.") boolean real) {
}
