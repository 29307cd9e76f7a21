package com.pharmaerp.api.metrics;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Keeps request paths out of metric labels. Micrometer labels a request with its route template
 * (e.g. /v1/health) once Quarkus REST has matched it; a request refused before matching (401,
 * 400, 429 on any path) would otherwise be labelled with its raw path, which is unbounded and may
 * carry identifiers. Such requests are labelled {@value #UNMATCHED} instead.
 */
@ApplicationScoped
public class UnmatchedRouteLabel {

    static final String UNMATCHED = "/UNMATCHED";
    /** The request-context local the Micrometer HTTP binder reads the template from. */
    private static final String TEMPLATE_KEY = "UrlPathTemplate";
    private static final int ROUTE_ORDER = Integer.MIN_VALUE + 104;

    void register(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(UnmatchedRouteLabel::labelUntilMatched);
    }

    /** The route template of the request running on the current Vert.x context, or {@value #UNMATCHED}. */
    public static String currentRoute() {
        Context context = Vertx.currentContext();
        Object route = context == null ? null : context.getLocal(TEMPLATE_KEY);
        return route == null ? UNMATCHED : route.toString();
    }

    static void labelUntilMatched(RoutingContext routing) {
        Context context = Vertx.currentContext();
        if (context != null) {
            context.putLocal(TEMPLATE_KEY, UNMATCHED);
        }
        routing.next();
    }
}
