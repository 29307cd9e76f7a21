package com.pharmaerp.api.platform.health;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** One observation of one dependency, in the health draft's "checks" format. */
@RegisterForReflection
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({ "componentType", "status", "observedValue", "observedUnit", "time", "output" })
@Schema(name = "HealthCheck")
public record HealthCheckResult(
        @Schema(description = "Kind of dependency, e.g. component or datastore.", maxLength = 40) String componentType,
        @Schema(enumeration = { "pass", "warn", "fail" }) HealthStatus status,
        @Schema(description = "The measured value, where meaningful.", minimum = "0", maximum = "9223372036854775807") Long observedValue,
        @Schema(description = "Unit of observedValue.", maxLength = 20) String observedUnit,
        @Schema(description = "When this was observed (RFC 3339).", format = "date-time", maxLength = 32) String time,
        @Schema(description = "Why the status is warn or fail.", maxLength = 500) String output) {
}
