package com.pharmaerp.api.platform.http;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.jboss.logging.MDC;

import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.ratelimit.RateLimitPolicy;
import com.pharmaerp.api.platform.requestid.RequestIds;
import com.pharmaerp.api.platform.versioning.ApiVersionHeaders;

import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The HTTP plumbing of the public port below Quarkus REST, for every request, in one route handler
 * (one route hop per step cost measurable throughput, docs/benchmarks.md): request metrics and
 * access log when it ends, request id, response headers (version, rate limit), size limits and
 * the Content-Type's syntax;
 * then the next route (Quarkus REST, whose filters check the key and the version, or the
 * framework's documents under {@code /q/}), under a deadline if it does not answer at once.
 * A request over a size limit is answered as a problem and goes no further.
 */
@Singleton
public class RequestPipeline {

    /** Before every other route of the public router. */
    public static final int ROUTE_ORDER = Integer.MIN_VALUE + 100;

    private final AccessLog accessLog;
    private final HttpRequestMetrics metrics;
    private final RequestLimits limits;
    private final ApiVersionHeaders versions;
    private final RateLimitPolicy rateLimits;
    private final RouterProblemHandler problems;

    public RequestPipeline(AccessLog accessLog, HttpRequestMetrics metrics, RequestLimits limits,
            ApiVersionHeaders versions, RateLimitPolicy rateLimits, RouterProblemHandler problems) {
        this.accessLog = accessLog;
        this.metrics = metrics;
        this.limits = limits;
        this.versions = versions;
        this.rateLimits = rateLimits;
        this.problems = problems;
    }

    void register(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(this::handle);
        // Right after the HTTP layer's own body limit, which would otherwise apply its backstop to every route; only
        // for the methods whose operations read a body (a GET's body is never read, so its hop would be pure cost).
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 1).method(HttpMethod.POST).method(HttpMethod.PUT)
                .method(HttpMethod.PATCH).method(HttpMethod.DELETE).handler(limits::limitStreamedBody);
    }

    void handle(RoutingContext routing) {
        long start = System.nanoTime();
        routing.addEndHandler(ended -> {
            String route = UnmatchedRouteLabel.currentRoute(routing.request().path());
            if (ended.succeeded()) { // not for a connection closed before the response was complete
                metrics.record(routing.request().method().name(), route, routing.response().getStatusCode(),
                        System.nanoTime() - start);
            }
            accessLog.log(routing, route, start);
        });
        MDC.put(RequestIds.MDC_KEY, RequestIds.ensure(routing));
        routing.addHeadersEndHandler(ignored -> {
            versions.stamp(routing);
            rateLimits.publish(routing);
        });
        try {
            limits.check(routing.request());
            ContentTypeCheck.check(routing.request());
            UriCheck.check(routing.request());
        } catch (ProblemException refused) {
            problems.write(routing, refused);
            return;
        }
        routing.next();
        if (!routing.response().ended()) {
            // Only what did not answer synchronously can overrun; most requests never need a timer.
            limits.armDeadline(routing);
        }
    }
}
