package com.pharmaerp.api.integrations.webhooks;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.pharmaerp.api.platform.persistence.Connections;
import com.pharmaerp.api.platform.persistence.DatabasePoolCreator;

import io.quarkus.arc.InjectableInstance;
import io.vertx.core.Vertx;
import io.vertx.mutiny.sqlclient.Pool;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgConnection;
import io.vertx.pgclient.pubsub.PgSubscriber;

/**
 * PostgreSQL's notifications of new events (V17's trigger on the audit trail's append, sent on
 * commit when an endpoint wants one of the events) wake the dispatcher within milliseconds. One connection of its own per pod; when it drops it
 * reconnects with a growing pause, and every (re)connection is followed by a catch-up look, since
 * notifications sent meanwhile are lost. The dispatcher's poll covers whatever this misses.
 */
@ApplicationScoped
public class EventNotifications {

    static final String CHANNEL = "erp_events";
    private static final Logger LOG = Logger.getLogger(EventNotifications.class);

    private final Vertx vertx;
    private final InjectableInstance<Pool> pool;
    private final DatabasePoolCreator pools;
    private final WebhookDispatcher dispatcher;
    private PgSubscriber subscriber;

    public EventNotifications(Vertx vertx, InjectableInstance<Pool> pool, DatabasePoolCreator pools,
            WebhookDispatcher dispatcher) {
        this.vertx = vertx;
        this.pool = pool;
        this.pools = pools;
        this.dispatcher = dispatcher;
    }

    /** Listens from now on (again, after a first connection failed); without a database there is nothing to listen to. */
    synchronized void listen() {
        if (subscriber != null || !pool.getHandle().getBean().isActive()) {
            return;
        }
        pool.get(); // the pool's creator learns the connection settings when the pool is made
        PgConnectOptions options = pools.connectOptions();
        if (options == null) {
            return;
        }
        subscriber = PgSubscriber.subscriber(vertx, new PgConnectOptions(options))
                // Unbounded retries, 1 s growing to 30 s between them.
                .reconnectPolicy(retries -> Math.min(30_000L, 1_000L * (1L << Math.min(retries, 5))));
        PgSubscriber listening = subscriber;
        subscriber.channel(CHANNEL)
                .subscribeHandler(ignored -> {
                    // Each (re)connection is a new connection, and each needs the handler (Connections says why);
                    // this one may already be gone again.
                    PgConnection connection = listening.actualConnection();
                    if (connection != null) {
                        connection.exceptionHandler(Connections::lost);
                    }
                    dispatcher.wake();
                })
                .handler(tenant -> dispatcher.wakeSoon());
        subscriber.closeHandler(ignored -> LOG.debug("The notification connection closed; reconnecting"));
        PgSubscriber connecting = subscriber;
        connecting.connect().onFailure(e -> {
            LOG.warnf("Listening for new events failed (%s): the poll delivers meanwhile and tries again",
                    e.getClass().getSimpleName());
            forget(connecting);
        });
    }

    private synchronized void forget(PgSubscriber failed) {
        if (subscriber == failed) {
            subscriber = null;
        }
    }

    synchronized void close() {
        if (subscriber != null) {
            subscriber.close();
            subscriber = null;
        }
    }
}
