package com.pharmaerp.api.integrations.webhooks;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.DomainEvent;

/** A webhook endpoint as plain Java: what each change tells the audit trail, never a secret. */
class WebhookEndpointDomainTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private static final byte[] SEALED = { 1, 2, 3 };

    private static WebhookEndpoint endpoint() {
        return WebhookEndpoint.create("whe_1", "https://lims.example.com/hooks", List.of("lot.*"), null, SEALED, 41, T0);
    }

    @Test
    void aNewEndpointRecordsWhereAndWhatItReceivesEnabled() {
        WebhookEndpointEvent.Created created = endpoint().created();
        assertThat(created.type()).isEqualTo(WebhookEndpointEvent.Created.TYPE);
        assertThat(DomainEvent.of(created).entityType()).isEqualTo("webhook_endpoint");
        assertThat(changed(created)).containsExactly("url", "eventTypes", "status");
        assertThat(created.after().status()).isEqualTo("enabled");
    }

    @Test
    void aChangeRecordsOnlyTheFieldsThatDiffer() {
        WebhookEndpoint endpoint = endpoint();
        WebhookEndpointEvent.Updated updated = endpoint.change("https://lims.example.com/hooks", List.of("lot.*",
                "recall.*"), null, WebhookEndpoint.Status.ENABLED, T0);
        assertThat(updated.type()).isEqualTo(WebhookEndpointEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("eventTypes");
        assertThat(endpoint.version()).isEqualTo(2);
    }

    @Test
    void aChangeToTheSameValuesTellsNothing() {
        WebhookEndpoint endpoint = endpoint();
        assertThat(endpoint.change(endpoint.url(), endpoint.eventTypes(), null, WebhookEndpoint.Status.ENABLED, T0)).isNull();
        assertThat(endpoint.version()).isEqualTo(1);
    }

    @Test
    void aRotationWithOverlapRecordsUntilWhenThePreviousSecretSigns() {
        WebhookEndpoint endpoint = endpoint();
        WebhookEndpointEvent.SecretRotated rotated = endpoint.rotateSecret(new byte[] { 9 }, SEALED, T0.plusSeconds(60), T0);
        assertThat(rotated.type()).isEqualTo(WebhookEndpointEvent.SecretRotated.TYPE);
        assertThat(changed(rotated)).containsExactly("previousSecretExpiresAt");
        assertThat(rotated.after().previousSecretExpiresAt()).isEqualTo(T0.plusSeconds(60));
        assertThat(endpoint.previousSecret()).isEqualTo(SEALED);
    }

    @Test
    void aReplayRecordsWhereDeliveryResumes() {
        WebhookEndpoint endpoint = endpoint();
        WebhookEndpointEvent.Replayed replayed = endpoint.replay(10);
        assertThat(replayed.type()).isEqualTo(WebhookEndpointEvent.Replayed.TYPE);
        assertThat(changed(replayed)).containsExactly("deliveredThrough");
        assertThat(replayed.after().deliveredThrough()).isEqualTo(9);
        assertThat(endpoint.version()).as("delivery progress moves no version").isEqualTo(1);
    }

    @Test
    void theDispatchersDisablingRecordsTheStatusAndWhy() {
        WebhookEndpointEvent.Disabled disabled = WebhookEndpoint.disabled("whe_1", "410 Gone");
        assertThat(disabled.type()).isEqualTo(WebhookEndpointEvent.Disabled.TYPE);
        assertThat(changed(disabled)).containsExactly("status");
        assertThat(disabled.reason()).isEqualTo("410 Gone");
    }

    @Test
    void aDeletionRecordsTheUrlGone() {
        WebhookEndpointEvent.Deleted deleted = endpoint().delete(T0);
        assertThat(deleted.type()).isEqualTo(WebhookEndpointEvent.Deleted.TYPE);
        assertThat(changed(deleted)).containsExactly("url");
        assertThat(deleted.after().url()).isNull();
    }
}
