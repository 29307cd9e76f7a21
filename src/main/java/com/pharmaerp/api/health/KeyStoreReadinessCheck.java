package com.pharmaerp.api.health;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import com.pharmaerp.api.security.ApiKeyStore;

/** Keeps the pod out of the Service until a key set is loaded: before that every request would fail. */
@Readiness
@ApplicationScoped
public class KeyStoreReadinessCheck implements HealthCheck {

    private final ApiKeyStore keyStore;

    public KeyStoreReadinessCheck(ApiKeyStore keyStore) {
        this.keyStore = keyStore;
    }

    @Override
    public HealthCheckResponse call() {
        ApiKeyStore.State state = keyStore.state();
        return HealthCheckResponse.named("api-key-store")
                .status(state.loaded())
                .withData("reloadFailing", state.lastError() != null)
                .build();
    }
}
