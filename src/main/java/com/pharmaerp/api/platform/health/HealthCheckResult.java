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
        @Schema(description = "Kind of dependency, e.g. component or datastore.") String componentType,
        @Schema(enumeration = { "pass", "warn", "fail" }) HealthStatus status,
        @Schema(description = "The measured value, where meaningful.") Long observedValue,
        @Schema(description = "Unit of observedValue.") String observedUnit,
        @Schema(description = "When this was observed (RFC 3339).") String time,
        @Schema(description = "Why the status is warn or fail.") String output) {
}
