package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.standardwebhooks.Webhook;

class WebhookSignerTest {

    /** The Standard Webhooks specification's test vector. */
    private static final String VECTOR_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

    @Test
    void signsTheStandardWebhooksTestVectorAsTheSpecificationSays() {
        assertThat(WebhookSigner.signature("msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, "{\"test\": 2432232314}",
                List.of(VECTOR_SECRET))).isEqualTo("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }

    @Test
    void aSignatureVerifiesWithTheLibrarysVerifier() throws Exception {
        long now = Instant.now().getEpochSecond();
        String body = "{\"type\":\"lot.released\"}";
        String signature = WebhookSigner.signature("evt_1", now, body, List.of(VECTOR_SECRET));

        assertThatCode(() -> new Webhook(VECTOR_SECRET).verify(body, headers("evt_1", now, signature))).doesNotThrowAnyException();
    }

    @Test
    void twoLiveSecretsGiveTwoSignaturesEachVerifyingWithItsOwnSecret() throws Exception {
        String other = WebhookSigner.newSecret();
        long now = Instant.now().getEpochSecond();
        String signature = WebhookSigner.signature("evt_2", now, "{}", List.of(other, VECTOR_SECRET));

        assertThat(signature.split(" ")).hasSize(2);
        new Webhook(other).verify("{}", headers("evt_2", now, signature));
        new Webhook(VECTOR_SECRET).verify("{}", headers("evt_2", now, signature));
    }

    @Test
    void aNewSecretIsWhsecAndBase64Of32RandomBytes() {
        String secret = WebhookSigner.newSecret();

        assertThat(secret).startsWith("whsec_");
        assertThat(Base64.getDecoder().decode(secret.substring(6))).hasSize(32);
        assertThat(WebhookSigner.newSecret()).isNotEqualTo(secret);
    }

    private static Map<String, List<String>> headers(String id, long timestamp, String signature) {
        return Map.of("webhook-id", List.of(id), "webhook-timestamp", List.of(Long.toString(timestamp)),
                "webhook-signature", List.of(signature));
    }
}
