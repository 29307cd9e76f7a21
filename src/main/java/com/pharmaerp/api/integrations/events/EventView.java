package com.pharmaerp.api.integrations.events;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.EventTypes;
import com.pharmaerp.api.platform.audit.AuditEvent;

/**
 * An event of the feed: an audit event as integrators read and receive it. The same id, sequence
 * and hashes as the audit trail, so a receiver can check that it missed nothing.
 */
@Schema(name = "Event")
public record EventView(
        @Schema(examples = "evt_3kP9xQ2mZ7vB1cD4", maxLength = 20) String id,
        @Schema(description = "Per tenant, gapless, from 1, in commit order.", minimum = "1",
                maximum = "9223372036854775807") long sequence,
        @Schema(examples = "lot.released", maxLength = 60) String type,
        Instant occurredAt,
        EventObject object,
        @Schema(description = "[{field, from, to}]: each changed field with its old and new value (from is null on creation).",
                type = SchemaType.ARRAY, implementation = Change.class, maxItems = 100) JsonNode changes,
        @Schema(maxLength = 100, nullable = true, description = "The acting user; null for the service's own changes.")
        String userId,
        @Schema(maxLength = 128, nullable = true) String requestId,
        @Schema(maxLength = 64, description = "The hash of the previous event of the tenant's chain (64 zeros before the first).")
        String previousHash,
        @Schema(maxLength = 64, description = "SHA-256 over previousHash and the event's canonical JSON (the audit trail's).")
        String hash) {

    public static EventView of(AuditEvent event, ObjectMapper mapper) {
        try {
            return new EventView(event.id(), event.sequence(), event.action(), event.occurredAt(),
                    new EventObject(event.entityType(), event.entityId(), EventTypes.url(event.entityType(), event.entityId())),
                    mapper.readTree(event.changes()), event.userId(), event.requestId(), event.previousHash(), event.hash());
        } catch (JsonProcessingException bad) {
            throw new IllegalStateException("stored changes of " + event.id() + " are not JSON", bad);
        }
    }
}
