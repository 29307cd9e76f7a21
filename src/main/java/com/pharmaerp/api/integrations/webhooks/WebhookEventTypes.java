package com.pharmaerp.api.integrations.webhooks;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The events of webhook endpoints themselves: they are audited changes like any other. */
public final class WebhookEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        String entity = WebhookEndpoint.ENTITY;
        return List.of(
                new EventType(entity + ".created", "An admin subscribed a webhook endpoint to event types."),
                new EventType(entity + ".updated", "An admin changed an endpoint's url, event types or description, "
                        + "or re-enabled it."),
                new EventType(entity + ".secret_rotated", "An admin replaced an endpoint's signing secret; the old one "
                        + "signs beside it until previousSecretExpiresAt."),
                new EventType(entity + ".replayed", "An admin moved an endpoint's delivery back, so events are delivered "
                        + "again from a sequence."),
                new EventType(entity + ".disabled", "The service stopped delivering to an endpoint because the receiver "
                        + "answered 410 Gone or every retry of an event failed; the reason says which, and re-enabling resumes."),
                new EventType(entity + ".deleted", "An admin deleted an endpoint; deliveries to it stopped."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of(WebhookEndpoint.ENTITY, WebhookEndpointResource.PATH);
    }
}
