package com.pharmaerp.api.metrics;

import io.vertx.core.Context;
import io.vertx.core.Vertx;

/**
 * Keeps request paths out of metric labels. Micrometer labels a request with its route template
 * (e.g. /v1/health) once Quarkus REST has matched it; a request refused before matching (401,
 * 400, 429 on any path) would otherwise be labelled with its raw path, which is unbounded and may
 * carry identifiers. Such requests are labelled {@value #UNMATCHED} instead.
 */
public final class UnmatchedRouteLabel {

    static final String UNMATCHED = "/UNMATCHED";
    /** The request-context local the Micrometer HTTP binder reads the template from. */
    private static final String TEMPLATE_KEY = "UrlPathTemplate";

    private UnmatchedRouteLabel() {
    }

    /** The route template of the request running on the current Vert.x context, or {@value #UNMATCHED}. */
    public static String currentRoute() {
        Context context = Vertx.currentContext();
        Object route = context == null ? null : context.getLocal(TEMPLATE_KEY);
        return route == null ? UNMATCHED : route.toString();
    }

    /**
     * As the response's headers are written, before the metrics binder reads the label: a request
     * no endpoint has labelled is {@value #UNMATCHED}. (Labelling every request up front cost a
     * second context write on every matched one.)
     */
    public static void labelIfUnmatched() {
        Context context = Vertx.currentContext();
        if (context != null && context.getLocal(TEMPLATE_KEY) == null) {
            context.putLocal(TEMPLATE_KEY, UNMATCHED);
        }
    }

    /** Labels the current request with the route template of the endpoint that serves it. */
    public static void label(String template) {
        Context context = Vertx.currentContext();
        if (context != null) {
            context.putLocal(TEMPLATE_KEY, template);
        }
    }
}
