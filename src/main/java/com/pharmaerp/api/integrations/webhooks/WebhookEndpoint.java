package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;

/**
 * Where a tenant's events are delivered, and how far delivery has come. A caller's change moves
 * the version; delivery progress (what was handed over, attempts, a disabling by the dispatcher)
 * does not. Secrets are held sealed ({@link SecretCipher}) and never appear in an event.
 */
public final class WebhookEndpoint {

    public static final String ID_PREFIX = "whe";
    static final String NOUN = "webhook endpoint";
    static final String ENTITY = "webhook_endpoint";

    public enum Status {
        ENABLED, DISABLED;

        public String id() {
            return name().toLowerCase();
        }

        static Status of(String id) {
            return valueOf(id.toUpperCase());
        }
    }

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String url;
    public List<String> eventTypes;
    public String description;
    public Status status;
    public String disabledReason;
    public byte[] secret;
    public byte[] previousSecret;
    public Instant previousSecretExpiresAt;
    public long deliveredThrough;
    /** Matching events after deliveredThrough, counted when read. */
    public long pending;
    public Instant lastAttemptAt;
    public Integer lastStatusCode;
    public String lastError;

    /** A new, enabled endpoint that receives what happens from now on: it starts at the chain's head. */
    public static WebhookEndpoint create(String id, String url, List<String> eventTypes, String description, byte[] secret,
            long head, Instant now) {
        WebhookEndpoint endpoint = new WebhookEndpoint();
        endpoint.id = id;
        endpoint.version = 1;
        endpoint.createdAt = now;
        endpoint.updatedAt = now;
        endpoint.url = url;
        endpoint.eventTypes = List.copyOf(eventTypes);
        endpoint.description = description;
        endpoint.status = Status.ENABLED;
        endpoint.secret = secret;
        endpoint.deliveredThrough = head;
        return endpoint;
    }

    public DomainEvent created() {
        return DomainEvent.created(ENTITY, id, recorded(), null);
    }

    /**
     * A caller's change of what the endpoint receives and where; {@code enabled} re-enables a
     * disabled endpoint, which resumes where delivery stopped.
     *
     * @return the event, or null when nothing changed
     */
    public DomainEvent change(String newUrl, List<String> newEventTypes, String newDescription, Status newStatus, Instant now) {
        JsonNode before = recorded();
        url = newUrl;
        eventTypes = List.copyOf(newEventTypes);
        description = newDescription;
        if (newStatus == Status.ENABLED && status == Status.DISABLED) {
            status = Status.ENABLED;
            disabledReason = null;
        }
        JsonNode after = recorded();
        if (after.equals(before)) {
            return null;
        }
        version++;
        updatedAt = now;
        return DomainEvent.changed(ENTITY + ".updated", ENTITY, id, before, after, null);
    }

    /** A new secret; the current one keeps signing until {@code currentExpiresAt} (now: at once). */
    public DomainEvent rotateSecret(byte[] newSecret, byte[] currentResealed, Instant currentExpiresAt, Instant now) {
        Instant before = previousSecretExpiresAt;
        boolean overlap = currentExpiresAt.isAfter(now);
        previousSecret = overlap ? currentResealed : null;
        previousSecretExpiresAt = overlap ? currentExpiresAt : null;
        secret = newSecret;
        version++;
        updatedAt = now;
        return new DomainEvent(ENTITY + ".secret_rotated", ENTITY, id,
                List.of(Change.of("previousSecretExpiresAt", before, previousSecretExpiresAt)), null);
    }

    /** Delivery goes back to {@code fromSequence}: those events are sent again, with their original ids. */
    public DomainEvent replay(long fromSequence) {
        long before = deliveredThrough;
        deliveredThrough = fromSequence - 1;
        return new DomainEvent(ENTITY + ".replayed", ENTITY, id, List.of(Change.of("deliveredThrough", before, deliveredThrough)),
                null);
    }

    public DomainEvent delete(Instant now) {
        updatedAt = now;
        return new DomainEvent(ENTITY + ".deleted", ENTITY, id, List.of(Change.of("url", url, null)), null);
    }

    /** The dispatcher gives up on the endpoint (410, or the retry schedule ran out); nothing is lost. */
    public static DomainEvent disabled(String id, String reason) {
        return new DomainEvent(ENTITY + ".disabled", ENTITY, id, List.of(Change.of("status", Status.ENABLED.id(),
                Status.DISABLED.id())), reason);
    }

    private JsonNode recorded() {
        return Recorded.of("url", url, "eventTypes", eventTypes, "description", description, "status", status.id(),
                "disabledReason", disabledReason);
    }
}
