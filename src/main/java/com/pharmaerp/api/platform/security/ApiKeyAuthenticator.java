package com.pharmaerp.api.platform.security;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * RFC 6750 bearer authentication of API keys, as pure logic: from the request's Authorization
 * header values to the key record, or to the exact problem the caller gets. No detail ever
 * repeats the presented credentials.
 */
public final class ApiKeyAuthenticator {

    public static final String REALM = "pharma-erp";
    static final String WWW_AUTHENTICATE = "WWW-Authenticate";
    private static final String CHALLENGE = "Bearer realm=\"" + REALM + "\"";
    private static final String BEARER = "Bearer";

    private final Environment environment;

    public ApiKeyAuthenticator(Environment environment) {
        this.environment = environment;
    }

    /**
     * @param authorization every value of the Authorization header, in order
     * @param keys the loaded key set, or null while none has been loaded
     */
    public ApiKeyRecord authenticate(List<String> authorization, KeySet keys, Instant now) {
        String token = bearerToken(authorization);
        Environment keyEnvironment;
        try {
            keyEnvironment = ApiKeyFormat.environmentOf(token);
        } catch (IllegalArgumentException e) {
            throw malformed(e.getMessage());
        }
        if (keyEnvironment != environment) {
            throw invalidToken(PlatformProblem.API_KEY_WRONG_ENVIRONMENT, "This is a " + keyEnvironment.id()
                    + " key; this is the " + environment.id() + " service. Use a key that starts with "
                    + ApiKeyFormat.prefix(environment) + ".");
        }
        if (keys == null) {
            throw new ProblemException(PlatformProblem.SERVICE_UNAVAILABLE,
                    "API keys are not loaded yet, so no request can be authenticated. Retry shortly.",
                    Map.of("Retry-After", "5"));
        }
        ApiKeyRecord record = keys.find(ApiKeyFormat.sha256(token)).orElseThrow(() -> invalidToken(
                PlatformProblem.API_KEY_UNKNOWN, "The API key is not recognised. Check that it was copied whole and has not been replaced."));
        return switch (record.statusAt(now)) {
            case REVOKED -> throw invalidToken(PlatformProblem.API_KEY_REVOKED,
                    "API key " + record.id() + " was revoked on " + record.revoked() + ". Use a current key.");
            case EXPIRED -> throw invalidToken(PlatformProblem.API_KEY_EXPIRED,
                    "API key " + record.id() + " expired on " + record.expires() + ". Use a current key.");
            case ACTIVE -> record;
        };
    }

    /** 403 for an authenticated key that lacks the scope an operation needs. */
    public static ProblemException insufficientScope(ApiKeyRecord record, String scope) {
        return new ProblemException(PlatformProblem.INSUFFICIENT_SCOPE,
                "API key " + record.id() + " lacks the scope " + scope + " that this operation requires.",
                Map.of(WWW_AUTHENTICATE, CHALLENGE + ", error=\"insufficient_scope\", scope=\"" + scope + "\""));
    }

    private static String bearerToken(List<String> authorization) {
        if (authorization == null || authorization.isEmpty()) {
            throw unauthenticated("Send your API key as Authorization: Bearer <API_KEY>.");
        }
        if (authorization.size() > 1) {
            throw malformed("Send exactly one Authorization header.");
        }
        String value = authorization.get(0).strip();
        // RFC 7235: the scheme is case-insensitive and separated from the credentials by spaces.
        boolean bearer = value.regionMatches(true, 0, BEARER, 0, BEARER.length())
                && (value.length() == BEARER.length() || value.charAt(BEARER.length()) == ' ');
        if (!bearer) {
            throw unauthenticated("The Authorization header must use the Bearer scheme: Authorization: Bearer <API_KEY>.");
        }
        int start = BEARER.length();
        while (start < value.length() && Character.isWhitespace(value.charAt(start))) {
            start++;
        }
        if (start == value.length()) {
            throw malformed("The Authorization header has the Bearer scheme but no API key after it.");
        }
        return value.substring(start); // the value was stripped above, so the key runs to its end
    }

    private static ProblemException unauthenticated(String detail) {
        return new ProblemException(PlatformProblem.AUTHENTICATION_REQUIRED, detail, Map.of(WWW_AUTHENTICATE, CHALLENGE));
    }

    private static ProblemException malformed(String detail) {
        return new ProblemException(PlatformProblem.MALFORMED_CREDENTIALS, detail,
                Map.of(WWW_AUTHENTICATE, CHALLENGE + ", error=\"invalid_request\""));
    }

    private static ProblemException invalidToken(ProblemType code, String detail) {
        return new ProblemException(code, detail, Map.of(WWW_AUTHENTICATE, CHALLENGE + ", error=\"invalid_token\""));
    }
}
