package com.pharmaerp.api.platform.health;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.config.ErpConfig;

import io.quarkus.arc.All;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.vertx.core.buffer.Buffer;

/**
 * The health report served by GET /v1/health, built from every {@link DependencyCheck} on a timer
 * and whenever a dependency's state changes, so a health request never probes anything itself.
 * Each report is serialised once, not per request.
 */
@ApplicationScoped
public class HealthSnapshot {

    static final String DESCRIPTION = "Pharmaceutical ERP service interface";

    private final ErpConfig config;
    private final List<DependencyCheck> checks;
    private final Clock clock;
    private final String releaseId;
    private final ObjectMapper mapper;
    private volatile Rendered current;
    /** Checks that have passed (or warned) at least once since startup, for readiness rules that latch. */
    private final Set<String> passedOnce = ConcurrentHashMap.newKeySet();

    public HealthSnapshot(ErpConfig config, @All List<DependencyCheck> checks, Clock clock,
            @ConfigProperty(name = "quarkus.application.version") String releaseId, ObjectMapper mapper) {
        this.config = config;
        // By name, so the report lists them in the same order on every pod and every start.
        this.checks = checks.stream().sorted(Comparator.comparing(DependencyCheck::name)).toList();
        this.clock = clock;
        this.releaseId = releaseId;
        this.mapper = mapper;
    }

    /** The current report with its HTTP status and JSON body. */
    public Rendered current() {
        Rendered rendered = current;
        if (rendered == null) {
            refresh();
            rendered = current;
        }
        return rendered;
    }

    /** Whether the check has passed in any report built since startup. */
    public boolean hasPassed(String check) {
        current();
        return passedOnce.contains(check);
    }

    void onStartup(@Observes StartupEvent startup) {
        refresh();
    }

    void onDependencyChange(@Observes DependencyCheck.Changed changed) {
        refresh();
    }

    /**
     * Synchronized: a timed rebuild that read the dependencies just before they changed must not
     * overwrite the rebuild the change triggered, or health would report the old state until the
     * next timed rebuild.
     */
    @Scheduled(every = "${erp.health.refresh-interval}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void refresh() {
        current = render(build(clock.instant()));
    }

    private HealthReport build(Instant now) {
        HealthStatus status = HealthStatus.PASS;
        Map<String, List<HealthCheckResult>> results = new LinkedHashMap<>();
        for (DependencyCheck check : checks) {
            HealthCheckResult result = check.check(now);
            if (result == null) {
                continue;
            }
            results.put(check.name(), List.of(result));
            status = status.worse(result.status());
            if (result.status() != HealthStatus.FAIL) {
                passedOnce.add(check.name());
            }
        }
        return new HealthReport(status, "1", releaseId, config.serviceId(), DESCRIPTION, config.environment().id(),
                results);
    }

    private Rendered render(HealthReport report) {
        try {
            String json = mapper.writeValueAsString(report);
            return new Rendered(report, json, Buffer.buffer(json));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("The health report cannot be serialised", e);
        }
    }

    /** A report with its serialised body, as text and as the bytes a response sends. */
    public record Rendered(HealthReport report, String json, Buffer body) {

        public int httpStatus() {
            return report.status().httpStatus();
        }
    }
}
