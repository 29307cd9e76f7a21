package com.pharmaerp.api.security;

import java.time.Clock;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.HttpHeaders;

import org.jboss.logging.MDC;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

import com.pharmaerp.api.ErpConfig;

import io.vertx.ext.web.RoutingContext;

/**
 * Authenticates every request before routing, so an unknown path without a valid key is 401,
 * not 404. Rejections become problem responses through the exception mappers.
 */
public class ApiKeyAuthenticationFilter {

    private final ApiKeyAuthenticator authenticator;
    private final ApiKeyStore store;
    private final Clock clock;

    public ApiKeyAuthenticationFilter(ErpConfig config, ApiKeyStore store, Clock clock) {
        this.authenticator = new ApiKeyAuthenticator(config.environment());
        this.store = store;
        this.clock = clock;
    }

    @ServerRequestFilter(preMatching = true, priority = Priorities.AUTHENTICATION)
    public void authenticate(RoutingContext routing) {
        ApiKeyRecord key = authenticator.authenticate(routing.request().headers().getAll(HttpHeaders.AUTHORIZATION),
                store.keys(), clock.instant());
        routing.put(AuthenticatedKey.CONTEXT_KEY, key);
        MDC.put(AuthenticatedKey.MDC_KEY, key.id());
    }
}
