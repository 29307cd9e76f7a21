package com.pharmaerp.api.platform.http;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import io.vertx.ext.web.RoutingContext;

/**
 * The access line of a request on the public port: method, route template (never the raw path,
 * which may carry identifiers), status and duration. The request id and, once authenticated,
 * the key id travel as log fields (MDC); nothing from the Authorization header is ever logged.
 * A refused or failed request (4xx, 5xx) logs at WARN, an answered one at INFO: the shipped
 * level (WARN) keeps the refusals and leaves the rest to the request metrics and the ingress's
 * own access log, since writing a line per request was the largest cost of a read the service
 * owned. {@code quarkus.log.category."com.pharmaerp.api.access".level=INFO} logs every request.
 */
@Singleton
public class AccessLog {

    static final String CATEGORY = "com.pharmaerp.api.access";
    private static final Logger LOG = Logger.getLogger(CATEGORY);
    /** Read once: the level is fixed at startup, and a line not written should cost nothing per request. */
    private final boolean answered = LOG.isInfoEnabled();
    private final boolean refused = LOG.isEnabled(Logger.Level.WARN);

    /** Called as the response ends, with the time the request entered the service. */
    public void log(RoutingContext routing, String route, long startNanos) {
        int status = routing.response().getStatusCode();
        boolean refusal = status >= 400;
        if (refusal ? refused : answered) {
            // Concatenated rather than infof: printf-style formatting was a fifth of the line's cost.
            LOG.log(refusal ? Logger.Level.WARN : Logger.Level.INFO, routing.request().method().name() + " " + route + " "
                    + status + " " + (System.nanoTime() - startNanos) / 1_000_000 + " ms");
        }
    }
}
