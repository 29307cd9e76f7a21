package com.pharmaerp.api.pipeline;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.MDC;

import com.pharmaerp.api.limits.RequestLimits;
import com.pharmaerp.api.logging.AccessLog;
import com.pharmaerp.api.metrics.HttpRequestMetrics;
import com.pharmaerp.api.metrics.UnmatchedRouteLabel;
import com.pharmaerp.api.problem.ProblemException;
import com.pharmaerp.api.problem.RouterProblemHandler;
import com.pharmaerp.api.ratelimit.RateLimitPolicy;
import com.pharmaerp.api.requestid.RequestIds;
import com.pharmaerp.api.security.ApiKeyAuthenticationFilter;
import com.pharmaerp.api.versioning.ApiVersionFilter;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Everything the public port does for every request before it reaches an endpoint, in order and
 * in one route handler (one route hop per step cost measurable throughput, docs/benchmarks.md):
 * request metrics and access log when it ends, request id, response headers (version, rate
 * limit), size limits, authentication with its rate limits, version selection;
 * then the endpoint, under a deadline if it does not answer at once. A refusal is answered as a
 * problem and nothing after it runs.
 * Paths under the non-application root ({@code /q/}: the OpenAPI document, and Swagger UI in dev
 * mode) are the framework's documents for integrators and need no key.
 */
@Singleton
public class RequestPipeline {

    /** Before every other route of the public router. */
    public static final int ROUTE_ORDER = Integer.MIN_VALUE + 100;

    private final AccessLog accessLog;
    private final HttpRequestMetrics metrics;
    private final RequestLimits limits;
    private final ApiKeyAuthenticationFilter authentication;
    private final ApiVersionFilter versions;
    private final RateLimitPolicy rateLimits;
    private final RouterProblemHandler problems;
    private final String documentsPrefix;

    public RequestPipeline(AccessLog accessLog, HttpRequestMetrics metrics, RequestLimits limits,
            ApiKeyAuthenticationFilter authentication, ApiVersionFilter versions, RateLimitPolicy rateLimits,
            RouterProblemHandler problems,
            @ConfigProperty(name = "quarkus.http.non-application-root-path", defaultValue = "q") String documentsRoot) {
        this.accessLog = accessLog;
        this.metrics = metrics;
        this.limits = limits;
        this.authentication = authentication;
        this.versions = versions;
        this.rateLimits = rateLimits;
        this.problems = problems;
        this.documentsPrefix = "/" + documentsRoot.replaceAll("^/+|/+$", "") + "/";
    }

    void register(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(this::handle);
    }

    void handle(RoutingContext routing) {
        long start = System.nanoTime();
        routing.addEndHandler(ended -> {
            String route = UnmatchedRouteLabel.currentRoute();
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
            // The normalised path is what routes match on: "/q/../v1/health" is not a document.
            if (!routing.normalizedPath().startsWith(documentsPrefix)) {
                authentication.authenticate(routing);
                versions.select(routing);
            }
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
