package com.pharmaerp.api.platform.persistence;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.config.ErpConfig;

import io.quarkus.reactive.pg.client.PgPoolCreator;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlConnectOptions;

/**
 * The reactive pool as Quarkus configures it, plus the two waits Quarkus has no property for:
 * connecting and acquiring. Left at Vert.x's defaults (60 s, unbounded) a dropped network would
 * hold every request until its deadline instead of answering 503 in a few seconds.
 */
@Singleton
public class DatabasePoolCreator implements PgPoolCreator {

    private final Duration connectTimeout;
    private final Duration acquireTimeout;
    /** Where the pool connects, kept for the one connection that is not pooled: LISTEN (EventNotifications). */
    private volatile PgConnectOptions connectOptions;

    @Inject
    public DatabasePoolCreator(ErpConfig config) {
        this(config.database().connectTimeout(), config.database().acquireTimeout());
    }

    DatabasePoolCreator(Duration connectTimeout, Duration acquireTimeout) {
        this.connectTimeout = connectTimeout;
        this.acquireTimeout = acquireTimeout;
    }

    @Override
    public Pool create(Input input) {
        input.pgConnectOptionsList().forEach(options -> options.setConnectTimeout((int) connectTimeout.toMillis()));
        connectOptions = new PgConnectOptions(input.pgConnectOptionsList().get(0));
        input.poolOptions().setConnectionTimeout((int) acquireTimeout.toMillis())
                .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS);
        return PgBuilder.pool()
                .with(input.poolOptions())
                .connectingTo(List.<SqlConnectOptions>copyOf(input.pgConnectOptionsList()))
                .using(input.vertx())
                .build();
    }

    /** The pool's connection settings, once the pool exists; null before. */
    public PgConnectOptions connectOptions() {
        return connectOptions;
    }
}
