package com.pharmaerp.api.platform.ratelimit;

/**
 * A token-bucket limit: {@code requestsPerSecond} sustained, up to {@code burst} at once.
 *
 * @param name the policy name clients see in the RateLimit headers
 */
public record RateLimit(String name, int requestsPerSecond, int burst) {

    public RateLimit {
        if (requestsPerSecond < 1 || burst < 1) {
            throw new IllegalArgumentException("rate and burst must be at least 1");
        }
    }

    /** Nanoseconds between two tokens. */
    long emissionIntervalNanos() {
        return 1_000_000_000L / requestsPerSecond;
    }

    /** Whole seconds the bucket takes to refill from empty: the policy's window. */
    public long windowSeconds() {
        return (burst + requestsPerSecond - 1) / requestsPerSecond;
    }
}
