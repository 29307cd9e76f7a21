package com.pharmaerp.api.platform.security;

import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;

import com.pharmaerp.api.platform.config.Environment;

/**
 * What the service knows of a key: never the key itself, only its SHA-256 and the facts an
 * operator needs. {@code id} is public and safe to log; {@code expires}, {@code revoked} and
 * {@code rateLimit} (requests per second, overriding the configured default) may be null.
 * {@code tenant} is whose data the key reaches; records written before tenants existed belong to
 * {@value #DEFAULT_TENANT}.
 */
public record ApiKeyRecord(String id, String sha256Hex, Environment environment, String owner, List<String> scopes,
        Instant created, Instant expires, Instant revoked, Integer rateLimit, String tenant) {

    public static final String DEFAULT_TENANT = "default";
    /** Lower-case letters, digits and dashes, starting with a letter: safe in ids, logs and SQL settings. */
    public static final Pattern TENANT = Pattern.compile("[a-z][a-z0-9-]{0,39}");

    public enum Status {
        ACTIVE,
        EXPIRED,
        REVOKED
    }

    public ApiKeyRecord {
        scopes = List.copyOf(scopes);
        if (!TENANT.matcher(tenant).matches()) {
            throw new IllegalArgumentException("tenant '" + tenant + "' must match " + TENANT.pattern());
        }
    }

    /** A record of the default tenant with the configured default rate limit. */
    public ApiKeyRecord(String id, String sha256Hex, Environment environment, String owner, List<String> scopes,
            Instant created, Instant expires, Instant revoked) {
        this(id, sha256Hex, environment, owner, scopes, created, expires, revoked, null, DEFAULT_TENANT);
    }

    public Status statusAt(Instant now) {
        if (revoked != null && !revoked.isAfter(now)) {
            return Status.REVOKED;
        }
        if (expires != null && !expires.isAfter(now)) {
            return Status.EXPIRED;
        }
        return Status.ACTIVE;
    }

    public ApiKeyRecord revokedAt(Instant when) {
        return new ApiKeyRecord(id, sha256Hex, environment, owner, scopes, created, expires, when, rateLimit, tenant);
    }
}
