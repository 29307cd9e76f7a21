package com.pharmaerp.api.security;

import com.pharmaerp.api.problem.ProblemException;

import io.vertx.ext.web.RoutingContext;

/** Where the authenticated key of a request is kept for the filters and handlers after authentication. */
public final class AuthenticatedKey {

    static final String CONTEXT_KEY = "erp.apiKey";
    public static final String MDC_KEY = "keyId";

    private AuthenticatedKey() {
    }

    /** The request's key record, or null if the request was not (or not yet) authenticated. */
    public static ApiKeyRecord of(RoutingContext routing) {
        return routing.get(CONTEXT_KEY);
    }

    /**
     * The request's key, which must carry the scope the operation requires.
     *
     * @throws ProblemException 403 insufficient_scope otherwise
     */
    public static ApiKeyRecord requireScope(RoutingContext routing, String scope) {
        ApiKeyRecord key = of(routing);
        if (!key.scopes().contains(scope)) {
            throw ApiKeyAuthenticator.insufficientScope(key, scope);
        }
        return key;
    }
}
