package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

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
            return name().toLowerCase(Locale.ROOT);
        }

        static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** What delivery reached when the endpoint was read: it moves without the endpoint's version. */
    public record Progress(long pending, Instant lastAttemptAt, Integer lastStatusCode, String lastError) {

        static final Progress NONE = new Progress(0, null, null, null);
    }

    private final String id;
    private final Instant createdAt;
    private final Progress progress;
    private int version;
    private Instant updatedAt;
    private String url;
    private List<String> eventTypes;
    private String description;
    private Status status;
    private String disabledReason;
    private byte[] secret;
    private byte[] previousSecret;
    private Instant previousSecretExpiresAt;
    private long deliveredThrough;

    private WebhookEndpoint(String id, int version, Instant createdAt, Instant updatedAt, String url, List<String> eventTypes,
            String description, Status status, String disabledReason, byte[] secret, byte[] previousSecret,
            Instant previousSecretExpiresAt, long deliveredThrough, Progress progress) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.url = url;
        this.eventTypes = List.copyOf(eventTypes);
        this.description = description;
        this.status = status;
        this.disabledReason = disabledReason;
        this.secret = secret;
        this.previousSecret = previousSecret;
        this.previousSecretExpiresAt = previousSecretExpiresAt;
        this.deliveredThrough = deliveredThrough;
        this.progress = progress;
    }

    /** A new, enabled endpoint that receives what happens from now on: it starts at the chain's head. */
    public static WebhookEndpoint create(String id, String url, List<String> eventTypes, String description, byte[] secret,
            long head, Instant now) {
        return new WebhookEndpoint(id, 1, now, now, url, eventTypes, description, Status.ENABLED, null, secret, null, null,
                head, Progress.NONE);
    }

    /** An endpoint as it was stored, with how far delivery had come when it was read. */
    public static WebhookEndpoint rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String url,
            List<String> eventTypes, String description, Status status, String disabledReason, byte[] secret,
            byte[] previousSecret, Instant previousSecretExpiresAt, long deliveredThrough, Progress progress) {
        return new WebhookEndpoint(id, version, createdAt, updatedAt, url, eventTypes, description, status, disabledReason,
                secret, previousSecret, previousSecretExpiresAt, deliveredThrough, progress);
    }

    public WebhookEndpointEvent.Created created() {
        return new WebhookEndpointEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String url() {
        return url;
    }

    public List<String> eventTypes() {
        return eventTypes;
    }

    public String description() {
        return description;
    }

    public Status status() {
        return status;
    }

    /** Why the dispatcher disabled it; null while enabled. */
    public String disabledReason() {
        return disabledReason;
    }

    /** Sealed. */
    public byte[] secret() {
        return secret;
    }

    /** Sealed; null when none. */
    public byte[] previousSecret() {
        return previousSecret;
    }

    public Instant previousSecretExpiresAt() {
        return previousSecretExpiresAt;
    }

    /** The last sequence handed over or skipped; delivery resumes after it. */
    public long deliveredThrough() {
        return deliveredThrough;
    }

    public Progress progress() {
        return progress;
    }

    /**
     * A caller's change of what the endpoint receives and where; {@code enabled} re-enables a
     * disabled endpoint, which resumes where delivery stopped.
     *
     * @return the event, or null when nothing changed
     */
    public WebhookEndpointEvent.Updated change(String newUrl, List<String> newEventTypes, String newDescription,
            Status newStatus, Instant now) {
        WebhookEndpointEvent.State before = state();
        url = newUrl;
        eventTypes = List.copyOf(newEventTypes);
        description = newDescription;
        if (newStatus == Status.ENABLED && status == Status.DISABLED) {
            status = Status.ENABLED;
            disabledReason = null;
        }
        WebhookEndpointEvent.State after = state();
        if (after.equals(before)) {
            return null;
        }
        touched(now);
        return new WebhookEndpointEvent.Updated(id, before, after);
    }

    /** A new secret; the current one keeps signing until {@code currentExpiresAt} (now: at once). */
    public WebhookEndpointEvent.SecretRotated rotateSecret(byte[] newSecret, byte[] currentResealed, Instant currentExpiresAt,
            Instant now) {
        WebhookEndpointEvent.SecretOverlap before = new WebhookEndpointEvent.SecretOverlap(previousSecretExpiresAt);
        boolean overlap = currentExpiresAt.isAfter(now);
        previousSecret = overlap ? currentResealed : null;
        previousSecretExpiresAt = overlap ? currentExpiresAt : null;
        secret = newSecret;
        touched(now);
        return new WebhookEndpointEvent.SecretRotated(id, before,
                new WebhookEndpointEvent.SecretOverlap(previousSecretExpiresAt));
    }

    /** Delivery goes back to {@code fromSequence}: those events are sent again, with their original ids. */
    public WebhookEndpointEvent.Replayed replay(long fromSequence) {
        long before = deliveredThrough;
        deliveredThrough = fromSequence - 1;
        return new WebhookEndpointEvent.Replayed(id, new WebhookEndpointEvent.Delivery(before),
                new WebhookEndpointEvent.Delivery(deliveredThrough));
    }

    public WebhookEndpointEvent.Deleted delete(Instant now) {
        updatedAt = now;
        return new WebhookEndpointEvent.Deleted(id, new WebhookEndpointEvent.Address(url),
                new WebhookEndpointEvent.Address(null));
    }

    /** The dispatcher gives up on the endpoint (410, or the retry schedule ran out); nothing is lost. */
    public static WebhookEndpointEvent.Disabled disabled(String id, String reason) {
        return new WebhookEndpointEvent.Disabled(id, new WebhookEndpointEvent.Standing(Status.ENABLED.id()),
                new WebhookEndpointEvent.Standing(Status.DISABLED.id()), reason);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private WebhookEndpointEvent.State state() {
        return new WebhookEndpointEvent.State(url, eventTypes, description, status.id(), disabledReason);
    }
}
