package com.pharmaerp.api.versioning;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.Priorities;

import org.jboss.resteasy.reactive.server.ServerRequestFilter;

import com.pharmaerp.api.ErpConfig;
import com.pharmaerp.api.problem.ProblemException;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Applies the versioning policy: rejects unsupported or retired versions after authentication
 * and stamps every response of the public port with the version that served it.
 */
@ApplicationScoped
public class ApiVersionFilter {

    private static final String CONTEXT_KEY = "erp.apiVersion";
    /** Right after the request id is assigned, so even responses that never reach Quarkus REST carry it. */
    private static final int ROUTE_ORDER = Integer.MIN_VALUE + 101;

    private final ApiVersions versions = ApiVersions.PUBLISHED;
    private final String changelogUrl;
    private final Map<String, String> defaultHeaders;
    private final MeterRegistry metrics;

    public ApiVersionFilter(ErpConfig config, MeterRegistry metrics) {
        this.changelogUrl = config.changelogUrl();
        this.defaultHeaders = versions.responseHeaders(versions.current(), changelogUrl);
        this.metrics = metrics;
    }

    void register(@Observes Router router) {
        router.route().order(ROUTE_ORDER).handler(routing -> {
            routing.addHeadersEndHandler(ignored -> stamp(routing));
            routing.next();
        });
    }

    @ServerRequestFilter(preMatching = true, priority = Priorities.AUTHENTICATION + 10)
    public void selectVersion(RoutingContext routing) {
        ApiVersion version;
        try {
            version = versions.resolve(routing.request().headers().getAll(ApiVersions.HEADER));
        } catch (ProblemException rejected) {
            metrics.counter("erp.api.version.rejections", "reason", rejected.code().code()).increment();
            throw rejected;
        }
        if (version != versions.current()) {
            routing.put(CONTEXT_KEY, version);
        }
    }

    private void stamp(RoutingContext routing) {
        ApiVersion served = routing.get(CONTEXT_KEY);
        Map<String, String> headers = served == null ? defaultHeaders : versions.responseHeaders(served, changelogUrl);
        headers.forEach(routing.response().headers()::set);
    }
}
