package com.pharmaerp.api.security;

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
}
