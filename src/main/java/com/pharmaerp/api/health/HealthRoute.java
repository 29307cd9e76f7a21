package com.pharmaerp.api.health;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.MediaType;

import com.pharmaerp.api.metrics.UnmatchedRouteLabel;
import com.pharmaerp.api.pipeline.RequestPipeline;
import com.pharmaerp.api.problem.ProblemException;
import com.pharmaerp.api.problem.RouterProblemHandler;
import com.pharmaerp.api.security.AuthenticatedKey;
import com.pharmaerp.api.security.Scopes;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The common case of GET /v1/health, answered straight from the Vert.x router: the path exactly,
 * and an Accept header that is absent, {@code *}{@code /*} or one of the two media types verbatim.
 * Every other request on the path (HEAD, OPTIONS, other methods, any other Accept) goes on to
 * {@link HealthResource}, which negotiates in full; both serve the same pre-serialised report
 * with the same headers. Health is called far more than anything else (monitors, integrators'
 * readiness checks); skipping Quarkus REST for it is a large part of the gain measured in
 * docs/benchmarks.md.
 */
@Singleton
public class HealthRoute {

    static final String NO_STORE = "no-store";
    private static final int ROUTE_ORDER = RequestPipeline.ROUTE_ORDER + 1;
    // Pre-encoded for Vert.x: hashed and converted to bytes once, not on every request.
    private static final CharSequence CACHE_CONTROL = HttpHeaders.createOptimized("Cache-Control");
    private static final CharSequence CONTENT_TYPE = HttpHeaders.createOptimized("Content-Type");
    private static final CharSequence NO_STORE_VALUE = HttpHeaders.createOptimized(NO_STORE);
    private static final CharSequence HEALTH_JSON_UTF8 = HttpHeaders
            .createOptimized(HealthResource.HEALTH_JSON + ";charset=UTF-8");
    private static final CharSequence JSON_UTF8 = HttpHeaders.createOptimized("application/json;charset=UTF-8");

    private final HealthSnapshot snapshot;
    private final RouterProblemHandler problems;

    public HealthRoute(HealthSnapshot snapshot, RouterProblemHandler problems) {
        this.snapshot = snapshot;
        this.problems = problems;
    }

    void register(@Observes Router router) {
        router.get(HealthResource.PATH).order(ROUTE_ORDER).handler(this::handle);
    }

    void handle(RoutingContext routing) {
        HttpServerRequest request = routing.request();
        CharSequence contentType = contentTypeFor(request.getHeader(HttpHeaders.ACCEPT));
        if (contentType == null || !HealthResource.PATH.equals(routing.normalizedPath())) {
            routing.next();
            return;
        }
        try {
            AuthenticatedKey.requireScope(routing, Scopes.HEALTH_READ);
        } catch (ProblemException refused) {
            problems.write(routing, refused);
            return;
        }
        UnmatchedRouteLabel.label(HealthResource.PATH);
        HealthSnapshot.Rendered rendered = snapshot.rendered();
        HttpServerResponse response = routing.response().setStatusCode(rendered.httpStatus());
        // A fresh response has neither header: add skips the removal pass of putHeader.
        response.headers().add(CACHE_CONTROL, NO_STORE_VALUE).add(CONTENT_TYPE, contentType);
        response.end(rendered.body());
    }

    /** The Content-Type Quarkus REST would choose for these Accept values; null for any other value. */
    static CharSequence contentTypeFor(String accept) {
        if (accept == null || accept.equals("*/*") || accept.equals(HealthResource.HEALTH_JSON)) {
            return HEALTH_JSON_UTF8;
        }
        return accept.equals(MediaType.APPLICATION_JSON) ? JSON_UTF8 : null;
    }
}
