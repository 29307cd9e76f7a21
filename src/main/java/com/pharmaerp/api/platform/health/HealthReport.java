package com.pharmaerp.api.platform.health;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The body of GET /v1/health: the IETF "Health Check Response Format for HTTP APIs" draft. */
@RegisterForReflection
@JsonPropertyOrder({ "status", "version", "releaseId", "serviceId", "description", "environment", "checks" })
@Schema(name = "Health", description = "Service health (draft-inadarei-api-health-check).")
public record HealthReport(
        @Schema(enumeration = { "pass", "warn", "fail" }, description = "pass and warn answer 200, fail answers 503.") HealthStatus status,
        @Schema(description = "Major version of the API.", example = "1", maxLength = 10) String version,
        @Schema(description = "Release of the running build.", example = "1.0.0", maxLength = 60) String releaseId,
        @Schema(description = "Stable name of the service.", maxLength = 60) String serviceId,
        @Schema(maxLength = 200) String description,
        @Schema(enumeration = { "production", "sandbox" }) String environment,
        @Schema(description = "One entry per dependency, keyed componentName:measurementName.", maxProperties = 20)
        Map<String, List<HealthCheckResult>> checks) {
}
