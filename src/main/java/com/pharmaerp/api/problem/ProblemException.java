package com.pharmaerp.api.problem;

import java.util.Map;

/**
 * Ends a request with a problem response. It carries no stack trace: it is thrown for expected
 * client errors (possibly many per second under attack), never for bugs.
 */
public final class ProblemException extends RuntimeException {

    private final ProblemCode code;
    private final transient Map<String, String> headers;

    public ProblemException(ProblemCode code, String detail) {
        this(code, detail, Map.of());
    }

    public ProblemException(ProblemCode code, String detail, Map<String, String> headers) {
        super(detail, null, false, false);
        this.code = code;
        this.headers = Map.copyOf(headers);
    }

    public ProblemCode code() {
        return code;
    }

    public String detail() {
        return getMessage();
    }

    /** Extra response headers the problem needs, e.g. WWW-Authenticate or Retry-After. */
    public Map<String, String> headers() {
        return headers;
    }
}
