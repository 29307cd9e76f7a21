package com.pharmaerp.api.integrations.webhooks;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

import com.pharmaerp.api.platform.health.DependencyCheck;
import com.pharmaerp.api.platform.persistence.Connections;
import com.pharmaerp.api.platform.health.HealthCheckResult;
import com.pharmaerp.api.platform.health.HealthStatus;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import io.quarkus.arc.InjectableInstance;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.Row;

/**
 * How delivery stands, every poll interval, across tenants (ids and counts only): each endpoint's
 * backlog as a metric, and health {@code warn} while any endpoint is disabled (or webhooks are
 * off), saying how to resume. Never fails readiness: a receiver's outage is not this pod's.
 */
@ApplicationScoped
public class WebhookMonitor implements DependencyCheck {

    static final String NAME = "webhooks:disabledEndpoints";

    private final WebhookSetup setup;
    private final InjectableInstance<Pool> pool;
    private final Event<Changed> changes;
    private final MultiGauge backlog;
    private volatile Observation last = new Observation(0, 0, Instant.now());

    public WebhookMonitor(WebhookSetup setup, InjectableInstance<Pool> pool, Event<Changed> changes, MeterRegistry metrics) {
        this.setup = setup;
        this.pool = pool;
        this.changes = changes;
        this.backlog = MultiGauge.builder("erp.webhooks.endpoint.backlog")
                .description("Events of the tenant's feed after the endpoint's deliveredThrough, per endpoint")
                .baseUnit("events").register(metrics);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Readiness readiness() {
        return Readiness.NEVER;
    }

    @Override
    public HealthCheckResult check(Instant now) {
        Observation observed = last;
        String time = observed.at().truncatedTo(ChronoUnit.SECONDS).toString();
        if (!setup.available()) {
            return new HealthCheckResult("component", HealthStatus.WARN, 0L, "endpoints", time, WebhookSetup.NO_KEY);
        }
        if (observed.disabled() > 0) {
            return new HealthCheckResult("component", HealthStatus.WARN, (long) observed.disabled(), "endpoints", time,
                    observed.disabled() + " of " + observed.endpoints() + " webhook endpoints are disabled: GET "
                            + "/v1/webhook-endpoints says why, and PATCH {\"status\": \"enabled\"} resumes one where it stopped.");
        }
        return new HealthCheckResult("component", HealthStatus.PASS, 0L, "endpoints", time, null);
    }

    @Scheduled(every = "${erp.webhooks.poll-interval:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    Uni<Void> observe() {
        if (!setup.available() || !pool.getHandle().getBean().isActive()) {
            return Uni.createFrom().voidItem();
        }
        return Connections.using(pool.get(),
                connection -> connection.query("SELECT endpoint_id, status, behind FROM erp_webhook_backlog()").execute())
                .invoke(rows -> {
                    List<MultiGauge.Row<?>> gauges = new ArrayList<>(rows.size());
                    int disabled = 0;
                    for (Row row : rows) {
                        gauges.add(MultiGauge.Row.of(Tags.of("endpoint", row.getString("endpoint_id")), row.getLong("behind")));
                        if (WebhookEndpoint.Status.DISABLED.id().equals(row.getString("status"))) {
                            disabled++;
                        }
                    }
                    backlog.register(gauges, true);
                    record(new Observation(rows.size(), disabled, Instant.now()));
                })
                .onFailure().recoverWithNull() // the database's own check reports an outage
                .replaceWithVoid();
    }

    private void record(Observation observed) {
        boolean changed = observed.disabled() != last.disabled();
        last = observed;
        if (changed) {
            changes.fire(new Changed(NAME));
        }
    }

    private record Observation(int endpoints, int disabled, Instant at) {
    }
}
