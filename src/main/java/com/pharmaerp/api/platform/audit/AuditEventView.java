package com.pharmaerp.api.platform.audit;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.JsonNode;

/** An audit event as the API shows it. */
@Schema(name = "AuditEvent")
public record AuditEventView(
        @Schema(examples = "evt_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, gapless, from 1.") long sequence,
        Instant occurredAt, String keyId,
        @Schema(description = "The acting user; null for changes made before users existed.") String userId,
        String requestId,
        @Schema(examples = "material.updated") String action,
        @Schema(examples = "material") String entityType, String entityId,
        @Schema(description = "[{field, from, to}]: each changed field with its old and new value (from is null on creation).")
        JsonNode changes,
        String reason,
        @Schema(description = "SHA-256 over previousHash and the event's canonical JSON.") String hash,
        String previousHash) {
}
