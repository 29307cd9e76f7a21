package com.pharmaerp.api.integrations.webhooks;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The events of webhook endpoints themselves: they are audited changes like any other. */
public final class WebhookEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(WebhookEndpointEvent.Created.TYPE, WebhookEndpointEvent.Updated.TYPE,
                WebhookEndpointEvent.SecretRotated.TYPE, WebhookEndpointEvent.Replayed.TYPE,
                WebhookEndpointEvent.Disabled.TYPE, WebhookEndpointEvent.Deleted.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of(WebhookEndpoint.ENTITY, WebhookEndpointResource.PATH);
    }
}
