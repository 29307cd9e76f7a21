package com.pharmaerp.api.platform.versioning;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

import com.pharmaerp.api.platform.problem.ProblemException;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Enforces the X-SERVICE-API-Version header on every request, before matching and right after
 * the key (a caller without a valid key learns nothing about versions): an unsupported value is
 * 400, a retired one 410. The version chosen is kept for {@link ApiVersionHeaders}, which names it
 * on the response.
 */
@Provider
@ApplicationScoped // created at its first request, as ApiKeyAuthenticationFilter is
@PreMatching
@Priority(Priorities.AUTHENTICATION + 100)
public class ApiVersionFilter implements ContainerRequestFilter {

    private final ApiVersions versions = ApiVersions.PUBLISHED;
    /** Pre-encoded for Vert.x: hashed once, not on every request. */
    private static final CharSequence HEADER = HttpHeaders.createOptimized(ApiVersions.HEADER);

    private final MeterRegistry metrics;

    public ApiVersionFilter(MeterRegistry metrics) {
        this.metrics = metrics;
    }

    /** @throws ProblemException for an unsupported or retired version */
    @Override
    public void filter(ContainerRequestContext request) {
        RoutingContext routing = ((ResteasyReactiveRequestContext) ((ResteasyReactiveContainerRequestContext) request)
                .getServerRequestContext()).serverRequest().unwrap(RoutingContext.class);
        ApiVersion version;
        try {
            version = versions.resolve(routing.request().headers().getAll(HEADER));
        } catch (ProblemException rejected) {
            metrics.counter("erp.api.version.rejections", "reason", rejected.code().code()).increment();
            throw rejected;
        }
        if (version != versions.current()) {
            ApiVersionHeaders.select(routing, version);
        }
    }
}
