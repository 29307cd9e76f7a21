package com.pharmaerp.api.integrations.webhooks;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.quarkus.runtime.Startup;

/**
 * Whether this deployment may run webhooks, decided once at start: the key that encrypts endpoint
 * secrets (without one, webhooks are off and say why), and whether private targets are allowed
 * (never in production: the service refuses to start).
 */
// Created at start, so a forbidden setting stops the service before it serves anything.
@Startup
@ApplicationScoped
public class WebhookSetup {

    static final String NO_KEY = "Webhooks are off: erp.webhooks.encryption-key (ERP_WEBHOOKS_ENCRYPTION_KEY, base64 of 32 "
            + "random bytes) is not set, and endpoint secrets are only ever stored encrypted.";
    private static final Logger LOG = Logger.getLogger(WebhookSetup.class);

    private final Optional<SecretCipher> cipher;
    private final boolean allowPrivateTargets;
    private final RetrySchedule retries;

    public WebhookSetup(ErpConfig config) {
        ErpConfig.Webhooks webhooks = config.webhooks();
        allowPrivateTargets = webhooks.allowPrivateTargets();
        if (allowPrivateTargets && config.environment() == Environment.PRODUCTION) {
            throw new IllegalStateException("erp.webhooks.allow-private-targets is true with erp.environment=production: "
                    + "webhooks could then reach the cluster's own network. It is meant for local receivers in dev and test.");
        }
        if (allowPrivateTargets) {
            LOG.warn("erp.webhooks.allow-private-targets is true: webhook endpoints may use http and private addresses");
        }
        cipher = webhooks.encryptionKey().filter(key -> !key.isBlank()).map(SecretCipher::of);
        if (cipher.isEmpty()) {
            LOG.error(NO_KEY);
        }
        retries = new RetrySchedule(List.copyOf(webhooks.retrySchedule()));
    }

    public boolean available() {
        return cipher.isPresent();
    }

    /** The cipher of endpoint secrets, or 503 webhooks_unavailable when webhooks are off. */
    public SecretCipher cipher() {
        return cipher.orElseThrow(() -> new ProblemException(WebhookProblem.WEBHOOKS_UNAVAILABLE, NO_KEY));
    }

    public boolean allowPrivateTargets() {
        return allowPrivateTargets;
    }

    public RetrySchedule retries() {
        return retries;
    }
}
