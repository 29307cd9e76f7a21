package com.pharmaerp.api.security;

import java.time.Clock;

import jakarta.inject.Singleton;

import org.jboss.logging.MDC;

import com.pharmaerp.api.ErpConfig;
import com.pharmaerp.api.problem.ProblemException;
import com.pharmaerp.api.ratelimit.RateLimitPolicy;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Authenticates every request before routing, so an unknown path without a valid key is 401,
 * not 404, and applies the rate limits that depend on the outcome: per key once authenticated,
 * per client address while authentication fails (so key guessing is throttled).
 */
@Singleton
public class ApiKeyAuthenticationFilter {

    private final ApiKeyAuthenticator authenticator;
    private final ApiKeyStore store;
    private final Clock clock;
    private final RateLimitPolicy rateLimits;
    private final MeterRegistry metrics;

    public ApiKeyAuthenticationFilter(ErpConfig config, ApiKeyStore store, Clock clock, RateLimitPolicy rateLimits,
            MeterRegistry metrics) {
        this.authenticator = new ApiKeyAuthenticator(config.environment());
        this.store = store;
        this.clock = clock;
        this.rateLimits = rateLimits;
        this.metrics = metrics;
    }

    /** @throws ProblemException 401 for a missing or bad key, 429 over a rate limit */
    public void authenticate(RoutingContext routing) {
        rateLimits.refuseIfAddressExhausted(routing);
        ApiKeyRecord key;
        try {
            key = authenticator.authenticate(routing.request().headers().getAll(HttpHeaders.AUTHORIZATION),
                    store.keys(), clock.instant());
        } catch (ProblemException rejected) {
            metrics.counter("erp.authentication.failures", "reason", rejected.code().code()).increment();
            if (rejected.code().status() < 500) {
                rateLimits.chargeFailedAuthentication(routing);
            }
            throw rejected;
        }
        routing.put(AuthenticatedKey.CONTEXT_KEY, key);
        MDC.put(AuthenticatedKey.MDC_KEY, key.id());
        rateLimits.chargeKey(routing, key);
    }
}
