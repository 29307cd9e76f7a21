package com.pharmaerp.api.platform.problem;

import java.util.List;
import java.util.Map;

/**
 * Ends a request with a problem response. It carries no stack trace: it is thrown for expected
 * client errors (possibly many per second under attack), never for bugs.
 */
public final class ProblemException extends RuntimeException {

    private final ProblemType code;
    private final transient Map<String, String> headers;
    private final transient List<Problem.FieldError> errors;

    public ProblemException(ProblemType code, String detail) {
        this(code, detail, Map.of());
    }

    public ProblemException(ProblemType code, String detail, Map<String, String> headers) {
        this(code, detail, headers, null);
    }

    /** A problem about fields of the request, e.g. 422 validation_failed, each named in {@code errors}. */
    public ProblemException(ProblemType code, String detail, List<Problem.FieldError> errors) {
        this(code, detail, Map.of(), errors);
    }

    private ProblemException(ProblemType code, String detail, Map<String, String> headers, List<Problem.FieldError> errors) {
        super(detail, null, false, false);
        this.code = code;
        this.headers = Map.copyOf(headers);
        this.errors = errors == null ? null : List.copyOf(errors);
    }

    public ProblemType code() {
        return code;
    }

    public String detail() {
        return getMessage();
    }

    /** The invalid fields, or null when the problem is not about fields. */
    public List<Problem.FieldError> errors() {
        return errors;
    }

    /** Extra response headers the problem needs, e.g. WWW-Authenticate or Retry-After. */
    public Map<String, String> headers() {
        return headers;
    }
}
