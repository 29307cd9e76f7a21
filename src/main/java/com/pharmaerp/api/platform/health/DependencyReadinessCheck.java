package com.pharmaerp.api.platform.health;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import io.quarkus.arc.All;

/**
 * The readiness probe's view of the dependencies, each as its {@link DependencyCheck#readiness()}
 * says: the pod stays out of the Service while a per-pod dependency fails (no key set loaded), and
 * until a shared one has answered once (the database at startup).
 */
@Readiness
@ApplicationScoped
public class DependencyReadinessCheck implements HealthCheck {

    static final String NAME = "dependencies";

    private final HealthSnapshot snapshot;
    private final Map<String, DependencyCheck.Readiness> gates = new ConcurrentHashMap<>();

    public DependencyReadinessCheck(HealthSnapshot snapshot, @All List<DependencyCheck> checks) {
        this.snapshot = snapshot;
        checks.forEach(check -> gates.put(check.name(), check.readiness()));
    }

    @Override
    public HealthCheckResponse call() {
        boolean ready = true;
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        for (var entry : snapshot.current().report().checks().entrySet()) {
            String name = entry.getKey();
            HealthStatus status = entry.getValue().get(0).status();
            response.withData(name, status.value());
            ready &= switch (gates.getOrDefault(name, DependencyCheck.Readiness.NEVER)) {
                case WHILE_FAILING -> status != HealthStatus.FAIL;
                case UNTIL_FIRST_PASS -> snapshot.hasPassed(name);
                case NEVER -> true;
            };
        }
        return response.status(ready).build();
    }
}
