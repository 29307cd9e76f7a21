package com.pharmaerp.api.platform.ratelimit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.config.ErpConfig;

import io.quarkus.scheduler.Scheduled;

/** Provides this pod's in-memory limiter and keeps its memory bounded; replace it here for a shared store. */
@ApplicationScoped
public class RateLimiterProducer {

    private final LocalRateLimiter limiter;

    public RateLimiterProducer(ErpConfig config) {
        this.limiter = new LocalRateLimiter(System::nanoTime, config.rateLimit().maxPartitions());
    }

    @Produces
    @Singleton
    RateLimiter rateLimiter() {
        return limiter;
    }

    @Scheduled(every = "${erp.rate-limit.eviction-interval}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void evictIdleBuckets() {
        limiter.evictIdle();
    }
}
