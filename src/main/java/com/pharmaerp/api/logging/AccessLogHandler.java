package com.pharmaerp.api.logging;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.pharmaerp.api.metrics.UnmatchedRouteLabel;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * One access line per request on the public port: method, route template (never the raw path,
 * which may carry identifiers), status and duration. The request id and, once authenticated,
 * the key id travel as log fields (MDC); nothing from the Authorization header is ever logged.
 * Silence it with {@code quarkus.log.category."com.pharmaerp.api.access".level=WARN}.
 */
@ApplicationScoped
public class AccessLogHandler {

    static final String CATEGORY = "com.pharmaerp.api.access";
    private static final Logger LOG = Logger.getLogger(CATEGORY);
    /** Before everything else, so the duration covers all of the service's work. */
    private static final int ROUTE_ORDER = Integer.MIN_VALUE + 99;

    void register(@Observes Router router) {
        if (LOG.isInfoEnabled()) {
            router.route().order(ROUTE_ORDER).handler(AccessLogHandler::logWhenDone);
        }
    }

    static void logWhenDone(RoutingContext routing) {
        long start = System.nanoTime();
        routing.addEndHandler(ended -> LOG.infof("%s %s %d %d ms", routing.request().method().name(),
                UnmatchedRouteLabel.currentRoute(), routing.response().getStatusCode(),
                (System.nanoTime() - start) / 1_000_000));
        routing.next();
    }
}
