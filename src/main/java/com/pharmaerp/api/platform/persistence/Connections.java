package com.pharmaerp.api.platform.persistence;

import java.util.function.Function;

import org.jboss.logging.Logger;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.mutiny.sqlclient.SqlConnection;

/**
 * The one way the service borrows a pooled connection. Every borrowed connection gets an exception
 * handler: without one Vert.x prints a lost connection's error (a failover's FATAL, a broken pipe) to
 * stderr as a bare stack trace, outside the JSON log; the statement in flight fails as well, and
 * the request logs that once. Statements are never sent through the pool itself either: its timer of
 * the acquire timeout then fires on an already failed acquire and Vert.x logs an uncaught
 * "Result is already complete" (vertx-sql-client#1706, open in 4.5.x).
 */
public final class Connections {

    private static final Logger LOG = Logger.getLogger(Connections.class);

    private Connections() {
    }

    /** A pooled connection for {@code work}, given back when the work's Uni ends. */
    public static <T> Uni<T> using(Pool pool, Function<SqlConnection, Uni<T>> work) {
        // Deferred: a work that throws while it is built fails its Uni, and the connection still goes back.
        return pool.withConnection(connection -> Uni.createFrom()
                .deferred(() -> work.apply(connection.exceptionHandler(Connections::lost))));
    }

    /** The handler of a connection this class did not borrow (the notification listener's). */
    public static void lost(Throwable failure) {
        // Never the message: it may name the host.
        LOG.debugf("A database connection failed (%s)", failure.getClass().getSimpleName());
    }
}
