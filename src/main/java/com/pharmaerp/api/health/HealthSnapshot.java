package com.pharmaerp.api.health;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.Environment;
import com.pharmaerp.api.ErpConfig;
import com.pharmaerp.api.security.ApiKeyStore;

import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.vertx.core.buffer.Buffer;

/**
 * The health report served by GET /v1/health, rebuilt on a timer and whenever a dependency's
 * state changes, so a health request never probes anything itself. Each report is serialised
 * once, not per request.
 */
@ApplicationScoped
public class HealthSnapshot {

    static final String DESCRIPTION = "Pharmaceutical ERP service interface";
    static final String KEY_STORE_CHECK = "apiKeyStore:activeKeys";

    private final ErpConfig config;
    private final ApiKeyStore keyStore;
    private final Clock clock;
    private final String releaseId;
    private final ObjectMapper mapper;
    private volatile HealthReport current;
    private volatile Rendered rendered;

    public HealthSnapshot(ErpConfig config, ApiKeyStore keyStore, Clock clock,
            @ConfigProperty(name = "quarkus.application.version") String releaseId, ObjectMapper mapper) {
        this.config = config;
        this.keyStore = keyStore;
        this.clock = clock;
        this.releaseId = releaseId;
        this.mapper = mapper;
    }

    public HealthReport current() {
        HealthReport report = current;
        return report != null ? report : build();
    }

    /** The current report as served: its HTTP status and JSON body. */
    public Rendered rendered() {
        HealthReport report = current();
        Rendered cached = rendered;
        if (cached == null || cached.report() != report) {
            cached = render(report);
            rendered = cached;
        }
        return cached;
    }

    void onStartup(@Observes StartupEvent startup) {
        refresh();
    }

    void onKeyStoreChange(@Observes ApiKeyStore.State changed) {
        refresh();
    }

    /**
     * Synchronized: a timed rebuild that read the dependencies just before they changed must not
     * overwrite the rebuild the change triggered, or health would report the old state until the
     * next timed rebuild.
     */
    @Scheduled(every = "${erp.health.refresh-interval}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void refresh() {
        current = build();
    }

    private HealthReport build() {
        HealthCheckResult keys = keyStoreCheck(keyStore.state(), config.environment(), clock.instant());
        return new HealthReport(keys.status(), "1", releaseId, config.serviceId(), DESCRIPTION,
                config.environment().id(), Map.of(KEY_STORE_CHECK, List.of(keys)));
    }

    private Rendered render(HealthReport report) {
        try {
            String json = mapper.writeValueAsString(report);
            return new Rendered(report, json, Buffer.buffer(json));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("The health report cannot be serialised", e);
        }
    }

    /** A report with its body, as text for Quarkus REST and as bytes for the Vert.x route. */
    public record Rendered(HealthReport report, String json, Buffer body) {

        public int httpStatus() {
            return report.status().httpStatus();
        }
    }

    /** Fail while no key set is loaded (nothing can be authenticated); warn while a stale one is kept. */
    static HealthCheckResult keyStoreCheck(ApiKeyStore.State state, Environment environment, Instant now) {
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
