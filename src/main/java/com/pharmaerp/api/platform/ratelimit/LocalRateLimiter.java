package com.pharmaerp.api.platform.ratelimit;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * In-memory, lock-free token buckets, kept as GCRA ("virtual scheduling"): each partition is one
 * {@link AtomicLong} holding its theoretical arrival time, updated by compare-and-set. A bucket
 * whose arrival time has passed is full, which is exactly the state of a new bucket, so such
 * buckets are dropped by {@link #evictIdle()} without changing any decision: memory holds only
 * partitions seen in the last burst window. Past {@code maxPartitions}, new partitions share one
 * overflow bucket, so a flood of distinct addresses cannot grow memory without bound.
 */
public class LocalRateLimiter implements RateLimiter {

    static final String OVERFLOW = "\u0000overflow";

    private final ConcurrentHashMap<String, AtomicLong> buckets = new ConcurrentHashMap<>();
    private final LongSupplier nanoClock;
    private final int maxPartitions;

    public LocalRateLimiter(LongSupplier nanoClock, int maxPartitions) {
        this.nanoClock = nanoClock;
        this.maxPartitions = maxPartitions;
    }

    @Override
    public RateLimitDecision acquire(String partition, RateLimit limit) {
        long interval = limit.emissionIntervalNanos();
        long tolerance = interval * (limit.burst() - 1L);
        AtomicLong bucket = bucket(partition);
        while (true) {
            long now = nanoClock.getAsLong();
            long stored = bucket.get();
            long arrival = Math.max(stored, now);
            long wait = arrival - now - tolerance;
            if (wait > 0) {
                return new RateLimitDecision(limit, false, 0, ceilSeconds(arrival - now), Math.max(1, ceilSeconds(wait)));
            }
            long next = arrival + interval;
            if (bucket.compareAndSet(stored, next)) {
                long remaining = (now + tolerance + interval - next) / interval;
                return new RateLimitDecision(limit, true, remaining, ceilSeconds(next - now), 0);
            }
        }
    }

    @Override
    public boolean isExhausted(String partition, RateLimit limit) {
        AtomicLong bucket = buckets.get(partition);
        if (bucket == null) {
            return false;
        }
        long tolerance = limit.emissionIntervalNanos() * (limit.burst() - 1L);
        return bucket.get() - nanoClock.getAsLong() > tolerance;
    }

    /** Drops full buckets; returns how many partitions are still tracked. */
    public int evictIdle() {
        long now = nanoClock.getAsLong();
        buckets.entrySet().removeIf(entry -> entry.getValue().get() <= now);
        return buckets.size();
    }

    int trackedPartitions() {
        return buckets.size();
    }

    private AtomicLong bucket(String partition) {
        AtomicLong bucket = buckets.get(partition);
        if (bucket != null) {
            return bucket;
        }
        String key = buckets.size() >= maxPartitions ? OVERFLOW : partition;
        return buckets.computeIfAbsent(key, k -> new AtomicLong(nanoClock.getAsLong()));
    }

    private static long ceilSeconds(long nanos) {
        return nanos <= 0 ? 0 : (nanos + 999_999_999L) / 1_000_000_000L;
    }
}
