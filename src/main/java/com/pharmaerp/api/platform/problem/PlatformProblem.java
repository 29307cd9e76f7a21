package com.pharmaerp.api.platform.problem;

/**
 * The problems every operation can answer, whatever module serves it: authentication,
 * versioning, limits and the HTTP layer's own statuses. Modules add theirs in holder classes of their own.
 */
public final class PlatformProblem {

    public static final ProblemType BAD_REQUEST = new ProblemType("bad_request", 400, "Bad request");
    public static final ProblemType MALFORMED_CREDENTIALS = new ProblemType("malformed_credentials", 400, "Malformed credentials");
    public static final ProblemType UNSUPPORTED_API_VERSION = new ProblemType("unsupported_api_version", 400, "Unsupported API version");
    public static final ProblemType AUTHENTICATION_REQUIRED = new ProblemType("authentication_required", 401, "Authentication required");
    public static final ProblemType API_KEY_UNKNOWN = new ProblemType("api_key_unknown", 401, "Unknown API key");
    public static final ProblemType API_KEY_EXPIRED = new ProblemType("api_key_expired", 401, "API key expired");
    public static final ProblemType API_KEY_REVOKED = new ProblemType("api_key_revoked", 401, "API key revoked");
    public static final ProblemType API_KEY_WRONG_ENVIRONMENT = new ProblemType("api_key_wrong_environment", 401, "API key for another environment");
    public static final ProblemType INSUFFICIENT_SCOPE = new ProblemType("insufficient_scope", 403, "Insufficient scope");
    public static final ProblemType NOT_FOUND = new ProblemType("not_found", 404, "Not found");
    public static final ProblemType METHOD_NOT_ALLOWED = new ProblemType("method_not_allowed", 405, "Method not allowed");
    public static final ProblemType NOT_ACCEPTABLE = new ProblemType("not_acceptable", 406, "Not acceptable");
    public static final ProblemType API_VERSION_RETIRED = new ProblemType("api_version_retired", 410, "API version retired");
    public static final ProblemType PAYLOAD_TOO_LARGE = new ProblemType("payload_too_large", 413, "Payload too large");
    public static final ProblemType URI_TOO_LONG = new ProblemType("uri_too_long", 414, "URI too long");
    public static final ProblemType UNSUPPORTED_MEDIA_TYPE = new ProblemType("unsupported_media_type", 415, "Unsupported media type");
    public static final ProblemType VALIDATION_FAILED = new ProblemType("validation_failed", 422, "Validation failed");
    public static final ProblemType RATE_LIMITED = new ProblemType("rate_limited", 429, "Too many requests");
    public static final ProblemType HEADERS_TOO_LARGE = new ProblemType("headers_too_large", 431, "Request header fields too large");
    public static final ProblemType INTERNAL_ERROR = new ProblemType("internal_error", 500, "Internal server error");
    public static final ProblemType SERVICE_UNAVAILABLE = new ProblemType("service_unavailable", 503, "Service unavailable");
    public static final ProblemType TIMEOUT = new ProblemType("timeout", 503, "Request timed out");

    private PlatformProblem() {
    }

    /** The code used when a framework reports a bare HTTP status (404, 405, 406, 415, ...). */
    public static ProblemType forStatus(int status) {
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
