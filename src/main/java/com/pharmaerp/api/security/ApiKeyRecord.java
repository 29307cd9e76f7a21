package com.pharmaerp.api.security;

import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.Environment;

/**
 * What the service knows of a key: never the key itself, only its SHA-256 and the facts an
 * operator needs. {@code id} is public and safe to log; {@code expires}, {@code revoked} and
 * {@code rateLimit} (requests per second, overriding the configured default) may be null.
 */
public record ApiKeyRecord(String id, String sha256Hex, Environment environment, String owner, List<String> scopes,
        Instant created, Instant expires, Instant revoked, Integer rateLimit) {

    public enum Status {
        ACTIVE,
        EXPIRED,
        REVOKED
    }

    public ApiKeyRecord {
        scopes = List.copyOf(scopes);
    }

    /** A record with the configured default rate limit. */
    public ApiKeyRecord(String id, String sha256Hex, Environment environment, String owner, List<String> scopes,
            Instant created, Instant expires, Instant revoked) {
        this(id, sha256Hex, environment, owner, scopes, created, expires, revoked, null);
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
        return new ApiKeyRecord(id, sha256Hex, environment, owner, scopes, created, expires, when, rateLimit);
    }
}
