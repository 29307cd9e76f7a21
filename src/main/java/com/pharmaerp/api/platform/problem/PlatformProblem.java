package com.pharmaerp.api.platform.problem;

/**
 * The problems every operation can answer, whatever module serves it: authentication,
 * versioning, limits and the HTTP layer's own statuses. Modules add theirs as enums of their own.
 */
public enum PlatformProblem implements ProblemType {
    BAD_REQUEST(400, "Bad request"),
    MALFORMED_CREDENTIALS(400, "Malformed credentials"),
    UNSUPPORTED_API_VERSION(400, "Unsupported API version"),
    AUTHENTICATION_REQUIRED(401, "Authentication required"),
    API_KEY_UNKNOWN(401, "Unknown API key"),
    API_KEY_EXPIRED(401, "API key expired"),
    API_KEY_REVOKED(401, "API key revoked"),
    API_KEY_WRONG_ENVIRONMENT(401, "API key for another environment"),
    INSUFFICIENT_SCOPE(403, "Insufficient scope"),
    NOT_FOUND(404, "Not found"),
    METHOD_NOT_ALLOWED(405, "Method not allowed"),
    NOT_ACCEPTABLE(406, "Not acceptable"),
    API_VERSION_RETIRED(410, "API version retired"),
    PAYLOAD_TOO_LARGE(413, "Payload too large"),
    URI_TOO_LONG(414, "URI too long"),
    UNSUPPORTED_MEDIA_TYPE(415, "Unsupported media type"),
    VALIDATION_FAILED(422, "Validation failed"),
    RATE_LIMITED(429, "Too many requests"),
    HEADERS_TOO_LARGE(431, "Request header fields too large"),
    INTERNAL_ERROR(500, "Internal server error"),
    SERVICE_UNAVAILABLE(503, "Service unavailable"),
    TIMEOUT(503, "Request timed out");

    private final int status;
    private final String title;

    PlatformProblem(int status, String title) {
        this.status = status;
        this.title = title;
    }

    @Override
    public int status() {
        return status;
    }

    @Override
    public String title() {
        return title;
    }


    /** The code used when a framework reports a bare HTTP status (404, 405, 406, 415, ...). */
    public static PlatformProblem forStatus(int status) {
        return switch (status) {
            case 400 -> BAD_REQUEST;
            case 401 -> AUTHENTICATION_REQUIRED;
            case 403 -> INSUFFICIENT_SCOPE;
            case 404 -> NOT_FOUND;
            case 405 -> METHOD_NOT_ALLOWED;
            case 406 -> NOT_ACCEPTABLE;
            case 413 -> PAYLOAD_TOO_LARGE;
            case 414 -> URI_TOO_LONG;
            case 415 -> UNSUPPORTED_MEDIA_TYPE;
            case 429 -> RATE_LIMITED;
            case 431 -> HEADERS_TOO_LARGE;
            case 503 -> SERVICE_UNAVAILABLE;
            default -> status >= 400 && status < 500 ? BAD_REQUEST : INTERNAL_ERROR;
        };
    }
}
