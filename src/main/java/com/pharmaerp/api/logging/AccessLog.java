package com.pharmaerp.api.logging;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.pharmaerp.api.metrics.UnmatchedRouteLabel;

import io.vertx.ext.web.RoutingContext;

/**
 * One access line per request on the public port: method, route template (never the raw path,
 * which may carry identifiers), status and duration. The request id and, once authenticated,
 * the key id travel as log fields (MDC); nothing from the Authorization header is ever logged.
 * Silence it with {@code quarkus.log.category."com.pharmaerp.api.access".level=WARN}.
 */
@Singleton
public class AccessLog {

    static final String CATEGORY = "com.pharmaerp.api.access";
    private static final Logger LOG = Logger.getLogger(CATEGORY);
    /** Read once: the level is fixed at startup, and a disabled log should cost nothing per request. */
    private final boolean enabled = LOG.isInfoEnabled();

    /** Called first for every request, so the duration covers all of the service's work. */
    public void logWhenDone(RoutingContext routing) {
        if (!enabled) {
            return;
        }
        long start = System.nanoTime();
        routing.addEndHandler(ended -> LOG.infof("%s %s %d %d ms", routing.request().method().name(),
                UnmatchedRouteLabel.currentRoute(), routing.response().getStatusCode(),
                (System.nanoTime() - start) / 1_000_000));
    }
}
