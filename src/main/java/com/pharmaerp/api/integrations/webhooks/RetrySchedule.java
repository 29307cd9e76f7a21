package com.pharmaerp.api.integrations.webhooks;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * When the head event of an endpoint is tried again after a failed attempt: the configured wait
 * for that attempt, ±20 % so receivers that failed together are not retried together; a
 * {@code Retry-After} the receiver sent with 429 or 503 instead, capped at 24 h. Past the last
 * wait there is no retry: the endpoint is disabled.
 */
public final class RetrySchedule {

    static final Duration MAX_RETRY_AFTER = Duration.ofHours(24);
    static final double JITTER = 0.2;

    private final List<Duration> waits;

    public RetrySchedule(List<Duration> waits) {
        this.waits = List.copyOf(waits);
    }

    /** How many attempts an event gets: the first and one per wait. */
    public int attempts() {
        return waits.size() + 1;
    }

    /**
     * @param failedAttempts attempts at this event so far, the one that just failed included (1 or more)
     * @param retryAfter what the receiver asked for, or null
     * @return the wait before the next attempt, or null when the schedule is exhausted
     */
    public Duration next(int failedAttempts, Duration retryAfter) {
        if (failedAttempts > waits.size()) {
            return null;
        }
        if (retryAfter != null) {
            return retryAfter.compareTo(MAX_RETRY_AFTER) > 0 ? MAX_RETRY_AFTER : retryAfter;
        }
        long millis = waits.get(failedAttempts - 1).toMillis();
        double factor = 1 + ThreadLocalRandom.current().nextDouble(-JITTER, JITTER);
        return Duration.ofMillis(Math.round(millis * factor));
    }
}
