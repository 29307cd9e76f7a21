package com.pharmaerp.api.platform.health;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.security.ApiKeyStore;

/**
 * The key store in health: fail while no key set is loaded (nothing can be authenticated, so the
 * pod is not ready), warn while a stale one is kept after a failed reload.
 */
@ApplicationScoped
public class KeyStoreHealthCheck implements DependencyCheck {

    static final String NAME = "apiKeyStore:activeKeys";

    private final ApiKeyStore keyStore;
    private final Environment environment;
    private final Event<Changed> changes;

    public KeyStoreHealthCheck(ApiKeyStore keyStore, ErpConfig config, Event<Changed> changes) {
        this.keyStore = keyStore;
        this.environment = config.environment();
        this.changes = changes;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public HealthCheckResult check(Instant now) {
        return evaluate(keyStore.state(), environment, now);
    }

    void onKeyStoreChange(@Observes ApiKeyStore.State changed) {
        changes.fire(new Changed(NAME));
    }

    static HealthCheckResult evaluate(ApiKeyStore.State state, Environment environment, Instant now) {
        // Whole seconds: the snapshot is seconds old anyway, and a fixed-width time keeps responses a stable size.
        String time = (state.checkedAt() != null ? state.checkedAt() : now).truncatedTo(ChronoUnit.SECONDS).toString();
        if (!state.loaded()) {
            return new HealthCheckResult("component", HealthStatus.FAIL, 0L, "keys", time,
                    "No API keys are loaded: " + state.lastError() + ".");
        }
        long active = state.keys().activeCount(environment, now);
        if (state.lastError() != null) {
            return new HealthCheckResult("component", HealthStatus.WARN, active, "keys", time,
                    "The key file could not be reloaded (" + state.lastError()
                            + "); serving the keys loaded at " + state.loadedAt() + ".");
        }
        return new HealthCheckResult("component", HealthStatus.PASS, active, "keys", time, null);
    }
}
