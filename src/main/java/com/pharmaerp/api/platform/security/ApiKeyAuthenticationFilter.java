package com.pharmaerp.api.platform.security;

import java.time.Clock;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

import org.jboss.logging.MDC;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.requestid.RequestIds;
import com.pharmaerp.api.platform.ratelimit.RateLimitPolicy;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Enforces the bearer key on every request Quarkus REST receives, before matching, so an unknown
 * path without a valid key is 401, not 404. Applies the rate limits that depend on the outcome
 * (per key once authenticated, per client address while authentication fails, so key guessing is
 * throttled) and records who is calling in the request's {@link Caller}.
 */
@Provider
// Quarkus REST creates its filters at static init, before the runtime configuration exists: a
// normal scope defers this one's construction to its first request.
@ApplicationScoped
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class ApiKeyAuthenticationFilter implements ContainerRequestFilter {

    /** The log field that carries the key id (never the key) on every line of the request. */
    public static final String MDC_KEY = "keyId";

    private final ApiKeyAuthenticator authenticator;
    private final ApiKeyStore store;
    private final Clock clock;
    private final RateLimitPolicy rateLimits;
    private final MeterRegistry metrics;
    private final Caller caller;

    public ApiKeyAuthenticationFilter(ErpConfig config, ApiKeyStore store, Clock clock, RateLimitPolicy rateLimits,
            MeterRegistry metrics, Caller caller) {
        this.authenticator = new ApiKeyAuthenticator(config.environment());
        this.store = store;
        this.clock = clock;
        this.rateLimits = rateLimits;
        this.metrics = metrics;
        this.caller = caller;
    }

    /** @throws ProblemException 400 or 401 for a missing or bad key, 429 over a rate limit */
    @Override
    public void filter(ContainerRequestContext request) {
        // The Vert.x request itself: its headers as parsed, not a JAX-RS copy built for this lookup.
        RoutingContext routing = ((ResteasyReactiveRequestContext) ((ResteasyReactiveContainerRequestContext) request)
                .getServerRequestContext()).serverRequest().unwrap(RoutingContext.class);
        rateLimits.refuseIfAddressExhausted(routing);
        ApiKeyRecord key;
        try {
            key = authenticator.authenticate(routing.request().headers().getAll(HttpHeaders.AUTHORIZATION), store.keys(),
                    clock.instant());
        } catch (ProblemException rejected) {
            metrics.counter("erp.authentication.failures", "reason", rejected.code().code()).increment();
            if (rejected.code().status() < 500) {
                rateLimits.chargeFailedAuthentication(routing);
            }
            throw rejected;
        }
        caller.authenticated(key, RequestIds.of(routing));
        MDC.put(MDC_KEY, key.id());
        rateLimits.chargeKey(routing, key.id(), key.rateLimit());
    }
}
