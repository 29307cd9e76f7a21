package com.pharmaerp.api.platform.persistence;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.health.DependencyCheck;
import com.pharmaerp.api.platform.health.HealthCheckResult;
import com.pharmaerp.api.platform.health.HealthStatus;

import io.quarkus.arc.InjectableInstance;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgException;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;

/**
 * The replica of {@code erp.database.replica-url}, for the reads that tolerate lag
 * (docs/design/replica-reads.md), and its lag in health. Lag is measured, not asked of the
 * replica's replay timestamp (which grows while the leader is merely idle): at each check the
 * leader's flushed WAL position is noted with the time, and the replica is as old as the newest
 * noted position it has replayed. Flushed, not written: a standby receives only what is flushed,
 * and an idle leader's last written record may wait seconds for its flush, which is no lag of any
 * commit (commits are flushed before they are acknowledged). It serves only while that lag is within {@code replica-max-lag} and its
 * last check is recent; otherwise those reads go to the leader. Without a replica URL there is no
 * pool, no check and no entry in health.
 */
@ApplicationScoped
public class Replica implements DependencyCheck {

    static final String NAME = "database:replicaLag";
    private static final Logger LOG = Logger.getLogger(Replica.class);
    /** Lag-tolerant reads are few (documents, verification): a small pool of their own. */
    private static final int MAX_SIZE = 8;
    /** Leader positions older than the replica may ever be behind are dropped; the replica then counts as too far behind. */
    private static final int KEPT_POSITIONS = 600;

    private final Optional<String> url;
    private final Duration maxLag;
    private final Duration checkInterval;
    private final Duration connectTimeout;
    private final Duration acquireTimeout;
    private final InjectableInstance<Pool> leader;
    private final DatabasePoolCreator leaderSettings;
    private final Vertx vertx;
    private final Event<Changed> changes;
    private final Deque<Position> positions = new ArrayDeque<>();
    private volatile Pool pool;
    private volatile Observation last;
    private volatile boolean stopped;

    public Replica(ErpConfig config, InjectableInstance<Pool> leader, DatabasePoolCreator leaderSettings, Vertx vertx,
            Event<Changed> changes) {
        this.url = config.database().replicaUrl().filter(value -> !value.isBlank());
        this.maxLag = config.database().replicaMaxLag();
        this.checkInterval = config.database().checkInterval();
        this.connectTimeout = config.database().connectTimeout();
        this.acquireTimeout = config.database().acquireTimeout();
        this.leader = leader;
        this.leaderSettings = leaderSettings;
        this.vertx = vertx;
        this.changes = changes;
        this.last = new Observation(false, null, Instant.now(), "The replica has not been checked yet.");
    }

    /** The replica's pool while it may serve lag-tolerant reads; empty without a replica, past the bound, or while it fails. */
    public Optional<Pool> whileWithinLag() {
        Observation observed = last;
        boolean recent = observed.at().isAfter(Instant.now().minus(checkInterval.multipliedBy(3)));
        return observed.within() && recent ? Optional.ofNullable(pool) : Optional.empty();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Readiness readiness() {
        // Past its bound or down, the leader serves its reads: never a reason to take a pod out.
        return Readiness.NEVER;
    }

    @Override
    public HealthCheckResult check(Instant now) {
        if (url.isEmpty()) {
            return null;
        }
        Observation observed = last;
        String time = observed.at().truncatedTo(ChronoUnit.SECONDS).toString();
        Long millis = observed.lag() == null ? null : observed.lag().toMillis();
        return observed.within() ? new HealthCheckResult("datastore", HealthStatus.PASS, millis, "ms", time, null)
                : new HealthCheckResult("datastore", HealthStatus.WARN, millis, millis == null ? null : "ms", time,
                        observed.problem());
    }

    void stop(@Observes ShutdownEvent shutdown) {
        stopped = true;
        if (pool != null) {
            pool.closeAndForget();
        }
    }

    @Scheduled(every = "${erp.database.check-interval:2s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    Uni<Void> measure() {
        if (url.isEmpty() || stopped || !leader.getHandle().getBean().isActive()) {
            return Uni.createFrom().voidItem();
        }
        Instant noted = Instant.now();
        return Connections.using(leader.get(), connection -> connection.query("SELECT pg_current_wal_flush_lsn()::text AS lsn")
                .execute()).map(rows -> Lsn.parse(rows.iterator().next().getString("lsn")))
                .invoke(lsn -> note(new Position(noted, lsn)))
                .chain(ignored -> Connections.using(replicaPool(), connection -> connection.query(
                        // A replica replays; a server that is not in recovery (replica-url naming the leader) is current.
                        "SELECT coalesce(pg_last_wal_replay_lsn(), pg_current_wal_flush_lsn())::text AS lsn").execute()))
                .map(rows -> Lsn.parse(rows.iterator().next().getString("lsn")))
                .ifNoItem().after(Duration.ofSeconds(2)).fail()
                .map(this::observe)
                .onFailure().recoverWithItem(e -> new Observation(false, null, Instant.now(),
                        "The replica's lag is unknown: " + describe(e) + "; its reads go to the leader."))
                .invoke(this::record)
                .replaceWithVoid();
    }

    private synchronized void note(Position position) {
        positions.addLast(position);
        while (positions.size() > KEPT_POSITIONS) {
            positions.removeFirst();
        }
    }

    /** The replica holds every commit made before the newest noted position it has replayed. */
    private synchronized Observation observe(long replayed) {
        Instant caughtUp = null;
        while (!positions.isEmpty() && positions.peekFirst().lsn() <= replayed) {
            caughtUp = positions.removeFirst().at();
        }
        Instant now = Instant.now();
        Instant since = caughtUp != null ? caughtUp : last.caughtUp();
        if (since == null) {
            return new Observation(false, null, now, "The replica has not yet replayed the leader's position; its reads "
                    + "go to the leader.", null);
        }
        Duration lag = Duration.between(since, now);
        return lag.compareTo(maxLag) <= 0 ? new Observation(true, lag, now, null, since)
                : new Observation(false, lag, now, "The replica is " + lag.toMillis() + " ms behind the leader, past "
                        + maxLag.toMillis() + " ms; its reads go to the leader.", since);
    }

    private Pool replicaPool() {
        if (pool == null) {
            leader.get(); // the leader's pool is made first, and with it the credentials a URL without any borrows
            PgConnectOptions options = PgConnectOptions.fromUri(url.get());
            PgConnectOptions leaderOptions = leaderSettings.connectOptions();
            // Vert.x fills in a default user where the URL names none: whether it names one is the URL's to say.
            if (URI.create(url.get()).getRawUserInfo() == null) {
                options.setUser(leaderOptions.getUser()).setPassword(leaderOptions.getPassword());
            }
            options.setConnectTimeout((int) connectTimeout.toMillis());
            PoolOptions poolOptions = new PoolOptions().setMaxSize(MAX_SIZE)
                    .setConnectionTimeout((int) acquireTimeout.toMillis())
                    .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS);
            pool = Pool.newInstance(PgBuilder.pool().with(poolOptions).connectingTo(options).using(vertx).build());
        }
        return pool;
    }

    private void record(Observation observed) {
        Observation previous = last;
        last = observed;
        if (observed.within() != previous.within()) {
            if (observed.within()) {
                LOG.info("The replica serves lag-tolerant reads again");
            } else {
                LOG.warn(observed.problem());
            }
            changes.fire(new Changed(NAME));
        }
    }

    /** The kind of failure, never its message: that may carry the URL's credentials or host names. */
    private static String describe(Throwable e) {
        if (e instanceof io.smallrye.mutiny.TimeoutException) {
            return "no answer within 2 s";
        }
        return e instanceof PgException pg ? "SQLSTATE " + pg.getSqlState() : e.getClass().getSimpleName();
    }

    /** A position of the leader's WAL and when it was noted. */
    private record Position(Instant at, long lsn) {
    }

    /** PostgreSQL's pg_lsn text form, {@code X/Y} in hexadecimal, as one comparable number. */
    static final class Lsn {
        private Lsn() {
        }

        static long parse(String text) {
            int slash = text.indexOf('/');
            return Long.parseLong(text.substring(0, slash), 16) << 32 | Long.parseLong(text.substring(slash + 1), 16);
        }
    }

    /** @param caughtUp the replica holds every commit made before this; null while unknown */
    private record Observation(boolean within, Duration lag, Instant at, String problem, Instant caughtUp) {

        Observation(boolean within, Duration lag, Instant at, String problem) {
            this(within, lag, at, problem, null);
        }
    }
}
