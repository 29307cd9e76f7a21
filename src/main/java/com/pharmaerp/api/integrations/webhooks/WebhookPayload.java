package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.integrations.events.EventView;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The body of every delivery, as Standard Webhooks shapes it: the event's type, when it happened,
 * and the event itself.
 */
// Its OpenAPI schema (WebhookPayload, under webhooks) is written in META-INF/openapi.yaml.
@RegisterForReflection // written by the mapper, not as a REST return type: native images need it registered
public record WebhookPayload(String type, Instant timestamp, Object data) {

    public static String of(ObjectMapper mapper, EventView event) {
        return json(mapper, new WebhookPayload(event.type(), event.occurredAt(), event));
    }

    static String ping(ObjectMapper mapper, String endpointId, Instant now) {
        return json(mapper, new WebhookPayload("ping", now, Map.of("endpointId", endpointId)));
    }

    private static String json(ObjectMapper mapper, WebhookPayload payload) {
        try {
            return mapper.writeValueAsString(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a webhook payload cannot be written", e);
        }
    }
}
