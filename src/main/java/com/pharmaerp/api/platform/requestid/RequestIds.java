package com.pharmaerp.api.platform.requestid;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/** The rules for request ids: which incoming ids we keep, and how we make new ones. */
public final class RequestIds {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "requestId";
    static final String CONTEXT_KEY = "erp.requestId";
    static final int MAX_LENGTH = 128;
    /** Pre-encoded for Vert.x: hashed and converted to bytes once, not on every request. */
    private static final CharSequence HEADER_NAME = HttpHeaders.createOptimized(HEADER);

    private RequestIds() {
    }

    /** A caller's id is kept if it is a short token that is safe to echo in headers and logs. */
    public static boolean isSane(String candidate) {
        if (candidate == null || candidate.isEmpty() || candidate.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < candidate.length(); i++) {
            char c = candidate.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** A random version 4 UUID; ids need to be unique, not unguessable, so no SecureRandom contention. */
    public static String generate() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long most = (random.nextLong() & ~0xF000L) | 0x4000L;
        long least = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(most, least).toString();
    }

    /** The id of the request being served; every request on the public router has one. */
    public static String of(RoutingContext routing) {
        return routing.get(CONTEXT_KEY);
    }

    /**
     * The request's id, assigning one (from a sane X-Request-Id, else generated) if it has none yet:
     * the router can fail a request, e.g. for a malformed path, before any handler has run.
     */
    public static String ensure(RoutingContext routing) {
        String id = routing.get(CONTEXT_KEY);
        if (id == null) {
            String incoming = routing.request().getHeader(HEADER_NAME);
            id = isSane(incoming) ? incoming : generate();
            routing.put(CONTEXT_KEY, id);
            routing.response().headers().add(HEADER_NAME, id); // only ever set here: add skips set's removal pass
        }
        return id;
    }
}
