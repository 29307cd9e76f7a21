package com.pharmaerp.api.platform.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class LocalRateLimiterTest {

    private static final RateLimit DEFAULT = new RateLimit("per-key", 50, 100);
    private final AtomicLong now = new AtomicLong(1_000_000_000_000L);
    private final LocalRateLimiter limiter = new LocalRateLimiter(now::get, 1_000);

    @Test
    void burstIsAllowedExactlyAtOnceAndTheNextRequestIsRefused() {
        for (int i = 1; i <= 100; i++) {
            RateLimitDecision decision = limiter.acquire("k", DEFAULT);
            assertThat(decision.allowed()).as("request %d", i).isTrue();
            assertThat(decision.remaining()).as("remaining after %d", i).isEqualTo(100 - i);
        }
        RateLimitDecision refused = limiter.acquire("k", DEFAULT);

        assertThat(refused.allowed()).isFalse();
        assertThat(refused.remaining()).isZero();
        assertThat(refused.retryAfterSeconds()).isEqualTo(1);
        assertThat(refused.resetSeconds()).isEqualTo(2);
    }

    @Test
    void tokensComeBackAtTheSustainedRate() {
        for (int i = 0; i < 100; i++) {
            limiter.acquire("k", DEFAULT);
        }
        assertThat(limiter.acquire("k", DEFAULT).allowed()).isFalse();

        now.addAndGet(19_999_999); // just under one emission interval (20 ms at 50/s)
        assertThat(limiter.acquire("k", DEFAULT).allowed()).isFalse();
        now.addAndGet(1);
        assertThat(limiter.acquire("k", DEFAULT).allowed()).isTrue();
        assertThat(limiter.acquire("k", DEFAULT).allowed()).isFalse();
    }

    @Test
    void bucketIsFullAgainAfterItsWindowAndResetCountsDown() {
        RateLimitDecision first = limiter.acquire("k", DEFAULT);
        assertThat(first.resetSeconds()).isEqualTo(1);
        for (int i = 0; i < 99; i++) {
            limiter.acquire("k", DEFAULT);
        }
        now.addAndGet(1_000_000_000L);
        RateLimitDecision halfway = limiter.acquire("k", DEFAULT);
        assertThat(halfway.remaining()).isEqualTo(49);
        assertThat(halfway.resetSeconds()).isEqualTo(2);

        now.addAndGet(2_000_000_000L);
        assertThat(limiter.acquire("k", DEFAULT).remaining()).isEqualTo(99);
    }

    @Test
    void partitionsAreIndependent() {
        for (int i = 0; i < 100; i++) {
            limiter.acquire("a", DEFAULT);
        }
        assertThat(limiter.acquire("a", DEFAULT).allowed()).isFalse();
        assertThat(limiter.acquire("b", DEFAULT).remaining()).isEqualTo(99);
    }

    @Test
    void exhaustionCanBeCheckedWithoutTakingAToken() {
        RateLimit small = new RateLimit("per-address", 10, 2);
        assertThat(limiter.isExhausted("ip", small)).isFalse();
        limiter.acquire("ip", small);
        assertThat(limiter.isExhausted("ip", small)).isFalse();
        limiter.acquire("ip", small);
        assertThat(limiter.isExhausted("ip", small)).isTrue();
        assertThat(limiter.isExhausted("ip", small)).isTrue();
        now.addAndGet(100_000_000L);
        assertThat(limiter.isExhausted("ip", small)).isFalse();
    }

    @Test
    void idleBucketsAreEvictedAndEvictionChangesNoDecision() {
        limiter.acquire("idle", DEFAULT);
        for (int i = 0; i < 100; i++) {
            limiter.acquire("busy", DEFAULT);
        }
        now.addAndGet(100_000_000L); // "idle" is full again, "busy" is not

        assertThat(limiter.evictIdle()).isEqualTo(1);
        assertThat(limiter.acquire("idle", DEFAULT).remaining()).isEqualTo(99);
        assertThat(limiter.acquire("busy", DEFAULT).remaining()).isEqualTo(4);

        now.addAndGet(10_000_000_000L);
        assertThat(limiter.evictIdle()).isZero();
    }

    @Test
    void beyondMaxPartitionsNewPartitionsShareOneOverflowBucket() {
        LocalRateLimiter small = new LocalRateLimiter(now::get, 3);
        RateLimit two = new RateLimit("per-address", 1, 2);
        small.acquire("a", two);
        small.acquire("b", two);
        small.acquire("c", two);

        assertThat(small.acquire("d", two).allowed()).isTrue();
        assertThat(small.acquire("e", two).allowed()).isTrue();
        assertThat(small.acquire("f", two).allowed()).as("d, e and f share the overflow bucket").isFalse();
        assertThat(small.trackedPartitions()).isEqualTo(4);
    }

    @Test
    void concurrentRequestsNeverGetMoreThanTheBurst() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> results = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            results.add(pool.submit(() -> {
                start.await();
                int allowed = 0;
                for (int i = 0; i < 1_000; i++) {
                    if (limiter.acquire("shared", DEFAULT).allowed()) {
                        allowed++;
                    }
                }
                return allowed;
            }));
        }
        start.countDown();
        int total = 0;
        for (Future<Integer> result : results) {
            total += result.get(30, TimeUnit.SECONDS);
        }
        pool.shutdown();

        assertThat(total).isEqualTo(100);
    }

    @Test
    void windowIsTheTimeToRefillFromEmpty() {
        assertThat(DEFAULT.windowSeconds()).isEqualTo(2);
        assertThat(new RateLimit("x", 10, 20).windowSeconds()).isEqualTo(2);
        assertThat(new RateLimit("x", 3, 10).windowSeconds()).isEqualTo(4);
    }
}
