package com.pharmaerp.api.platform.persistence;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.health.DependencyCheck;
import com.pharmaerp.api.platform.health.HealthCheckResult;
import com.pharmaerp.api.platform.health.HealthStatus;

import io.quarkus.arc.InjectableInstance;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Context;
import io.vertx.mutiny.sqlclient.Pool;

/**
 * The shared database in health: a {@code SELECT 1} on the reactive pool every few seconds, never
 * per health request. It gates readiness only until it first passes (migrations have run by then):
 * the database is shared, so a later outage pulling every pod out of the Service at once would
 * help no caller. During an outage, health says fail and requests that need the database get 503.
 */
@ApplicationScoped
public class DatabaseHealthCheck implements DependencyCheck {

    static final String NAME = "database:responseTime";
    private static final Logger LOG = Logger.getLogger(DatabaseHealthCheck.class);

    static final String NOT_CONFIGURED = "No database is configured: set QUARKUS_DATASOURCE_REACTIVE_URL, "
            + "QUARKUS_DATASOURCE_JDBC_URL, QUARKUS_DATASOURCE_USERNAME and QUARKUS_DATASOURCE_PASSWORD "
            + "(or ERP_DATABASE_EMBEDDED=true to try the jar).";

    private final InjectableInstance<Pool> pool;
    private final Event<Changed> changes;
    private static final Observation NOT_CHECKED = new Observation(false, 0, Instant.now(), "The database has not been checked yet.");
    private volatile Observation last = NOT_CHECKED;
    /** Set at shutdown: a scheduled ping may still fire while the pool and the container go away. */
    private volatile boolean stopped;

    public DatabaseHealthCheck(InjectableInstance<Pool> pool, Event<Changed> changes) {
        this.pool = pool;
        this.changes = changes;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Readiness readiness() {
        return Readiness.UNTIL_FIRST_PASS;
    }

    @Override
    public HealthCheckResult check(Instant now) {
        Observation observed = last;
        String time = observed.at().truncatedTo(ChronoUnit.SECONDS).toString();
        return observed.up()
                ? new HealthCheckResult("datastore", HealthStatus.PASS, observed.millis(), "ms", time, null)
                : new HealthCheckResult("datastore", HealthStatus.FAIL, null, null, time,
                        observed.error());
    }

    /**
     * The first check before the service opens its port (Flyway has just reached the database), so
     * the first health request already knows; a start triggered on an event loop (a dev-mode reload)
     * cannot wait and checks in the background.
     */
    void checkAtStartup(@Observes StartupEvent startup) {
        if (!configured()) {
            LOG.errorf("Not ready. %s", NOT_CONFIGURED);
        }
        if (Context.isOnEventLoopThread()) {
            ping().subscribe().with(ignored -> {
            });
        } else {
            ping().await().atMost(Duration.ofSeconds(5));
        }
    }

    void stopChecking(@Observes ShutdownEvent shutdown) {
        stopped = true;
    }

    @Scheduled(every = "${erp.database.check-interval:2s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    Uni<Void> ping() {
        if (stopped) {
            return Uni.createFrom().voidItem();
        }
        if (!configured()) {
            record(new Observation(false, 0, Instant.now(), NOT_CONFIGURED));
            return Uni.createFrom().voidItem();
        }
        long started = System.nanoTime();
        return Connections.using(pool.get(), connection -> connection.query("SELECT 1").execute())
                .ifNoItem().after(Duration.ofSeconds(2)).fail()
                .map(rows -> new Observation(true, (System.nanoTime() - started) / 1_000_000, Instant.now(), null))
                .onFailure().recoverWithItem(e -> new Observation(false, 0, Instant.now(),
                        "The database does not answer: " + describe(e) + "."))
                .invoke(this::record)
                .replaceWithVoid();
    }

    /** Whether a database is configured at all: without a URL Quarkus leaves the pool inactive. */
    private boolean configured() {
        return pool.getHandle().getBean().isActive();
    }

    private void record(Observation observed) {
        Observation previous = last;
        last = observed;
        if (previous == NOT_CHECKED) {
            if (!observed.up()) {
                LOG.warn(observed.error());
            }
            changes.fire(new Changed(NAME));
        } else if (observed.up() != previous.up()) {
            if (observed.up()) {
                LOG.info("The database answers again");
            } else {
                LOG.warn(observed.error());
            }
            changes.fire(new Changed(NAME));
        }
    }

    /** The kind of failure, never its message: that may carry host names or credentials. */
    private static String describe(Throwable e) {
        return e instanceof io.smallrye.mutiny.TimeoutException ? "no answer within 2 s" : e.getClass().getSimpleName();
    }

    private record Observation(boolean up, long millis, Instant at, String error) {
    }
}
