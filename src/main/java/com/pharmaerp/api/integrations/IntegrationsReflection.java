package com.pharmaerp.api.integrations;

import com.pharmaerp.api.integrations.webhooks.WebhookEndpointEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The webhook endpoints' audited states and events, serialised into the audit trail: native images need them registered. */
@RegisterForReflection(targets = { WebhookEndpointEvent.State.class, WebhookEndpointEvent.SecretOverlap.class,
        WebhookEndpointEvent.Delivery.class, WebhookEndpointEvent.Standing.class, WebhookEndpointEvent.Address.class,
        WebhookEndpointEvent.Created.class, WebhookEndpointEvent.Updated.class, WebhookEndpointEvent.SecretRotated.class,
        WebhookEndpointEvent.Replayed.class, WebhookEndpointEvent.Disabled.class, WebhookEndpointEvent.Deleted.class })
final class IntegrationsReflection {

    private IntegrationsReflection() {
    }
}
