package com.pharmaerp.api.requestid;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.MDC;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Gives every request on the public port an id before anything else runs, so that every
 * response (including errors raised outside Quarkus REST) and every log line carries it.
 */
@ApplicationScoped
public class RequestIdHandler {

    /** Runs before every other route on the public router. */
    static final int ROUTE_ORDER = Integer.MIN_VALUE + 100;

    void register(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(this::handle);
    }

    void handle(RoutingContext routing) {
        MDC.put(RequestIds.MDC_KEY, RequestIds.ensure(routing));
        routing.next();
    }
}
