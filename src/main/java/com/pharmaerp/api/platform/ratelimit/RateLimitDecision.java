package com.pharmaerp.api.platform.ratelimit;

/**
 * The outcome of one request against a limit.
 *
 * @param remaining requests still allowed right now
 * @param resetSeconds seconds until the bucket is full again
 * @param retryAfterSeconds when refused, seconds until one request is allowed again (else 0)
 */
public record RateLimitDecision(RateLimit limit, boolean allowed, long remaining, long resetSeconds,
        long retryAfterSeconds) {
}
