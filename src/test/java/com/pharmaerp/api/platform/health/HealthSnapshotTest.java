package com.pharmaerp.api.platform.health;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.config.ErpConfig;

/** The snapshot gathers whatever checks exist; readiness follows each check's own rule. */
class HealthSnapshotTest {

    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");

    @Test
    void worstCheckDecidesTheStatusAndEveryCheckIsListed() {
        HealthSnapshot snapshot = snapshot(new FakeCheck("a:x", HealthStatus.PASS, DependencyCheck.Readiness.NEVER),
                new FakeCheck("b:y", HealthStatus.WARN, DependencyCheck.Readiness.NEVER));

        HealthReport report = snapshot.current().report();

        assertThat(report.status()).isEqualTo(HealthStatus.WARN);
        assertThat(report.checks()).containsOnlyKeys("a:x", "b:y");
        assertThat(snapshot.current().httpStatus()).isEqualTo(200);
        assertThat(snapshot.current().json()).contains("\"status\":\"warn\"", "\"environment\":\"sandbox\"");
    }

    @Test
    void aFailingCheckFailsHealthWith503() {
        HealthSnapshot snapshot = snapshot(new FakeCheck("a:x", HealthStatus.FAIL, DependencyCheck.Readiness.NEVER));

        assertThat(snapshot.current().report().status()).isEqualTo(HealthStatus.FAIL);
        assertThat(snapshot.current().httpStatus()).isEqualTo(503);
    }

    @Test
    void aCheckThatGatesReadinessWhileFailingTakesThePodOutAndBackIn() {
        FakeCheck keys = new FakeCheck("keys:x", HealthStatus.FAIL, DependencyCheck.Readiness.WHILE_FAILING);
        HealthSnapshot snapshot = snapshot(keys);
        DependencyReadinessCheck readiness = new DependencyReadinessCheck(snapshot, List.of(keys));

        assertThat(readiness.call().getStatus().name()).isEqualTo("DOWN");
        keys.status.set(HealthStatus.PASS);
        snapshot.refresh();
        assertThat(readiness.call().getStatus().name()).isEqualTo("UP");
        keys.status.set(HealthStatus.FAIL);
        snapshot.refresh();
        assertThat(readiness.call().getStatus().name()).isEqualTo("DOWN");
    }

    @Test
    void aSharedDependencyGatesReadinessOnlyUntilItFirstPasses() {
        FakeCheck database = new FakeCheck("db:x", HealthStatus.FAIL, DependencyCheck.Readiness.UNTIL_FIRST_PASS);
        HealthSnapshot snapshot = snapshot(database);
        DependencyReadinessCheck readiness = new DependencyReadinessCheck(snapshot, List.of(database));

        assertThat(readiness.call().getStatus().name()).as("before it ever answered").isEqualTo("DOWN");
        database.status.set(HealthStatus.PASS);
        snapshot.refresh();
        assertThat(readiness.call().getStatus().name()).isEqualTo("UP");
        database.status.set(HealthStatus.FAIL);
        snapshot.refresh();
        assertThat(readiness.call().getStatus().name()).as("a later outage keeps the pod in").isEqualTo("UP");
        assertThat(snapshot.current().httpStatus()).as("but health says it").isEqualTo(503);
    }

    @Test
    void statusMapsToHttpAndWorstWins() {
        assertThat(HealthStatus.PASS.httpStatus()).isEqualTo(200);
        assertThat(HealthStatus.WARN.httpStatus()).isEqualTo(200);
        assertThat(HealthStatus.FAIL.httpStatus()).isEqualTo(503);
        assertThat(HealthStatus.PASS.worse(HealthStatus.WARN)).isEqualTo(HealthStatus.WARN);
        assertThat(HealthStatus.FAIL.worse(HealthStatus.PASS)).isEqualTo(HealthStatus.FAIL);
    }

    private static HealthSnapshot snapshot(DependencyCheck... checks) {
        return new HealthSnapshot(sandboxConfig(), List.of(checks), Clock.fixed(NOW, ZoneOffset.UTC), "1.0.0",
                new ObjectMapper());
    }

    /** Only the two settings the snapshot reads. */
    private static ErpConfig sandboxConfig() {
        return (ErpConfig) Proxy.newProxyInstance(ErpConfig.class.getClassLoader(), new Class<?>[] { ErpConfig.class },
                (proxy, method, args) -> switch (method.getName()) {
                    case "environment" -> Environment.SANDBOX;
                    case "serviceId" -> "test-service";
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static final class FakeCheck implements DependencyCheck {

        private final String name;
        private final AtomicReference<HealthStatus> status;
        private final Readiness readiness;

        FakeCheck(String name, HealthStatus status, Readiness readiness) {
            this.name = name;
            this.status = new AtomicReference<>(status);
            this.readiness = readiness;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public HealthCheckResult check(Instant now) {
            return new HealthCheckResult("component", status.get(), null, null, now.toString(), null);
        }

        @Override
        public Readiness readiness() {
            return readiness;
        }
    }
}
