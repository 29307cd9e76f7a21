package com.pharmaerp.api.platform.http;

import java.util.List;

import io.vertx.core.Context;
import io.vertx.core.Vertx;

/**
 * Keeps request paths out of metric labels and access lines. A request is labelled with its
 * route template (e.g. /v1/health) once an endpoint has matched it: Quarkus REST stores the
 * template in the request's context, and HealthRoute does the same. A request refused before
 * matching (401, 400, 429 on any path) has no template and is labelled {@value #UNMATCHED},
 * never with its raw path, which is unbounded and may carry identifiers. The framework's documents
 * under {@code /q/} (the OpenAPI document, Swagger UI in dev mode) have no template either: they are
 * labelled by the document they belong to, a fixed set.
 */
public final class UnmatchedRouteLabel {

    static final String UNMATCHED = "/UNMATCHED";
    /** The documents Quarkus serves on the public port, each with everything below it. */
    private static final List<String> FRAMEWORK_DOCUMENTS = List.of("/q/openapi", "/q/swagger-ui", "/q/dev-ui");
    /** The request-context local Quarkus REST stores the matched template in. */
    private static final String TEMPLATE_KEY = "UrlPathTemplate";

    private UnmatchedRouteLabel() {
    }

    /**
     * The route template of the request running on the current Vert.x context, else the framework
     * document its path belongs to, else {@value #UNMATCHED}.
     */
    public static String currentRoute(String path) {
        Context context = Vertx.currentContext();
        Object route = context == null ? null : context.getLocal(TEMPLATE_KEY);
        return route == null ? frameworkDocument(path) : route.toString();
    }

    static String frameworkDocument(String path) {
        for (String document : FRAMEWORK_DOCUMENTS) {
            if (path != null && (path.equals(document) || path.startsWith(document + "/"))) {
                return document;
            }
        }
        return UNMATCHED;
    }

    /** Labels the current request with the route template of the endpoint that serves it. */
    public static void label(String template) {
        Context context = Vertx.currentContext();
        if (context != null) {
            context.putLocal(TEMPLATE_KEY, template);
        }
    }
}
