package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a webhook endpoint: one record per event type, carrying the fields it changed before and after. */
public sealed interface WebhookEndpointEvent extends Event {

    /** An endpoint as the audit trail records a caller's change of it; never its secrets. */
    record State(String url, List<String> eventTypes, String description, String status, String disabledReason) {
    }

    /** Until when the previous secret still signs; null for not at all. */
    record SecretOverlap(Instant previousSecretExpiresAt) {
    }

    /** The last sequence handed over or skipped. */
    record Delivery(long deliveredThrough) {
    }

    record Standing(String status) {
    }

    /** Where the endpoint receives events; null once deleted. */
    record Address(String url) {
    }

    @Override
    default String entityType() {
        return WebhookEndpoint.ENTITY;
    }

    /** Only the dispatcher's disabling says why. */
    @Override
    default String reason() {
        return null;
    }

    record Created(String entityId, State after) implements WebhookEndpointEvent {

        public static final EventType TYPE = new EventType("webhook_endpoint.created", "An admin subscribed a webhook "
                + "endpoint to event types.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }
    }

    record Updated(String entityId, State before, State after) implements WebhookEndpointEvent {

        public static final EventType TYPE = new EventType("webhook_endpoint.updated", "An admin changed an endpoint's "
                + "url, event types or description, or re-enabled it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record SecretRotated(String entityId, SecretOverlap before, SecretOverlap after) implements WebhookEndpointEvent {

        public static final EventType TYPE = new EventType("webhook_endpoint.secret_rotated", "An admin replaced an "
                + "endpoint's signing secret; the old one signs beside it until previousSecretExpiresAt.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Replayed(String entityId, Delivery before, Delivery after) implements WebhookEndpointEvent {

        public static final EventType TYPE = new EventType("webhook_endpoint.replayed", "An admin moved an endpoint's "
                + "delivery back, so events are delivered again from a sequence.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    /** @param reason 410 Gone, or the attempts that failed */
    record Disabled(String entityId, Standing before, Standing after, String reason) implements WebhookEndpointEvent {

        public static final EventType TYPE = new EventType("webhook_endpoint.disabled", "The service stopped delivering "
                + "to an endpoint because the receiver answered 410 Gone or every retry of an event failed; the reason "
                + "says which, and re-enabling resumes.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Deleted(String entityId, Address before, Address after) implements WebhookEndpointEvent {

        public static final EventType TYPE = new EventType("webhook_endpoint.deleted", "An admin deleted an endpoint; "
                + "deliveries to it stopped.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
