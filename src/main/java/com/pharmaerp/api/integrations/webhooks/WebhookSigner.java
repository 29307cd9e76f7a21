package com.pharmaerp.api.integrations.webhooks;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;

import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.EmptyWebhookSecretException;
import com.standardwebhooks.exceptions.WebhookSigningException;

/**
 * The Standard Webhooks scheme, by its reference library: {@code whsec_} secrets and
 * {@code webhook-signature} values ({@code v1,<base64 HMAC-SHA256 of "id.timestamp.body">}, one per
 * live secret, space-separated, so a receiver holding either secret verifies during a rotation).
 */
public final class WebhookSigner {

    private static final SecureRandom RANDOM = new SecureRandom();

    private WebhookSigner() {
    }

    /** A new secret: {@code whsec_} and base64 of 32 random bytes. */
    public static String newSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "whsec_" + Base64.getEncoder().encodeToString(bytes);
    }

    /** The {@code webhook-signature} header: the body signed with each secret, in the order given. */
    public static String signature(String webhookId, long timestampSeconds, String body, List<String> secrets) {
        return secrets.stream().map(secret -> sign(secret, webhookId, timestampSeconds, body)).collect(Collectors.joining(" "));
    }

    private static String sign(String secret, String webhookId, long timestampSeconds, String body) {
        try {
            return new Webhook(secret).sign(webhookId, timestampSeconds, body);
        } catch (WebhookSigningException | EmptyWebhookSecretException e) {
            throw new IllegalStateException("a webhook cannot be signed", e);
        }
    }
}
