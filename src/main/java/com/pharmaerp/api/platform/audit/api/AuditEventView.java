package com.pharmaerp.api.platform.audit.api;

import com.pharmaerp.api.platform.audit.AuditEvent;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;

/** An audit event as the API shows it. */
@Schema(name = "AuditEvent")
public record AuditEventView(
        @Schema(examples = "evt_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, gapless, from 1.", minimum = "1", maximum = "9223372036854775807") long sequence,
        Instant occurredAt,
        @Schema(nullable = true, description = "The API key of the request; null for the service's own changes.") String keyId,
        @Schema(description = "The acting user; null for changes made before users existed.", nullable = true) String userId,
        @Schema(maxLength = 128, nullable = true, description = "null for the service's own changes.") String requestId,
        @Schema(examples = "material.updated", maxLength = 60) String action,
        @Schema(examples = "material", maxLength = 40) String entityType, String entityId,
        @Schema(description = "[{field, from, to}]: each changed field with its old and new value (from is null on creation).",
                type = SchemaType.ARRAY, implementation = Change.class, maxItems = 100)
        JsonNode changes,
        @Schema(maxLength = 2000, nullable = true) String reason,
        @Schema(description = "SHA-256 over previousHash and the event's canonical JSON.", maxLength = 64) String hash,
        @Schema(maxLength = 64) String previousHash) {
}
