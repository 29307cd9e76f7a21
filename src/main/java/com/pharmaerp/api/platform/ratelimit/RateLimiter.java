package com.pharmaerp.api.platform.ratelimit;

/**
 * Counts requests per partition (a key id, a client address) against a limit. This pod's
 * implementation is {@link LocalRateLimiter}; a shared store (e.g. Redis) can implement the
 * same interface to limit across replicas without touching the filters.
 */
public interface RateLimiter {

    /** Takes one request from the partition's bucket if one is available. */
    RateLimitDecision acquire(String partition, RateLimit limit);

    /** Whether the next request of the partition would be refused; takes nothing. */
    boolean isExhausted(String partition, RateLimit limit);
}
