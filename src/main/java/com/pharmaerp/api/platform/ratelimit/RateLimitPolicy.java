package com.pharmaerp.api.platform.ratelimit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Who is limited how: each key by its own bucket (its record's rate, or the default), and
 * requests that fail authentication by their client address. Publishes the outcome in the
 * RateLimit-Policy and RateLimit headers (IETF draft "RateLimit header fields for HTTP") and
 * refuses with 429 rate_limited and Retry-After.
 */
@Singleton
public class RateLimitPolicy {

    /** Pre-encoded for Vert.x: hashed and converted to bytes once, not on every request. */
    private static final CharSequence POLICY_HEADER = HttpHeaders.createOptimized("RateLimit-Policy");
    private static final CharSequence STATE_HEADER = HttpHeaders.createOptimized("RateLimit");
    private static final String CONTEXT_KEY = "erp.rateLimit";

    private final boolean enabled;
    private final RateLimiter limiter;
    private final RateLimit keyDefault;
    private final RateLimit perAddress;
    private final double burstPerRate;
    private final MeterRegistry metrics;
    /**
     * One limit per distinct key rate (a handful per key file), built once: the per-request work then
     * finds the limit and its policy header value by identity.
     */
    private final ConcurrentHashMap<Integer, RateLimit> keyRates = new ConcurrentHashMap<>();
    /** The RateLimit-Policy value of each limit in use: it never changes, so it is built once. */
    private final ConcurrentHashMap<RateLimit, CharSequence> policyValues = new ConcurrentHashMap<>();
    private final long addressWindowNanos;
    /** When a failed authentication was last charged to any address. */
    private volatile long lastAddressChargeNanos;

    public RateLimitPolicy(ErpConfig config, RateLimiter limiter, MeterRegistry metrics) {
        this.metrics = metrics;
        ErpConfig.RateLimits settings = config.rateLimit();
        this.enabled = settings.enabled();
        this.limiter = limiter;
        this.keyDefault = new RateLimit("per-key", settings.requestsPerSecond(), settings.burst());
        this.perAddress = new RateLimit("per-address", settings.unauthenticated().requestsPerSecond(),
                settings.unauthenticated().burst());
        this.burstPerRate = (double) settings.burst() / settings.requestsPerSecond();
        this.addressWindowNanos = perAddress.windowSeconds() * 1_000_000_000L;
        this.lastAddressChargeNanos = System.nanoTime() - addressWindowNanos - 1;
    }

    /**
     * Before authentication: an address that keeps failing gets 429, whatever key it sends next.
     * A bucket can only be exhausted within its window after a charge, so while no address has
     * failed recently the address is not even looked up (formatting it costs more than the rest).
     */
    public void refuseIfAddressExhausted(RoutingContext routing) {
        if (enabled && System.nanoTime() - lastAddressChargeNanos <= addressWindowNanos) {
            String partition = addressPartition(routing);
            if (limiter.isExhausted(partition, perAddress)) {
                record(routing, limiter.acquire(partition, perAddress));
            }
        }
    }

    /** After a failed authentication: counts against the client address. */
    public void chargeFailedAuthentication(RoutingContext routing) {
        if (enabled) {
            lastAddressChargeNanos = System.nanoTime();
            record(routing, limiter.acquire(addressPartition(routing), perAddress));
        }
    }

    /**
     * After a successful authentication: counts against the key.
     *
     * @param rate the key's own requests per second, or null for the configured default
     */
    public void chargeKey(RoutingContext routing, String keyId, Integer rate) {
        if (enabled) {
            // Key ids (key_…) never collide with address partitions; the id string is reused, hash and all.
            record(routing, limiter.acquire(keyId, limitFor(rate)));
        }
    }

    /** The key's own rate with the configured burst ratio, or the default. */
    private RateLimit limitFor(Integer rate) {
        if (rate == null) {
            return keyDefault;
        }
        return keyRates.computeIfAbsent(rate,
                r -> new RateLimit(keyDefault.name(), r, (int) Math.max(1, Math.round(r * burstPerRate))));
    }

    private void record(RoutingContext routing, RateLimitDecision decision) {
        routing.put(CONTEXT_KEY, decision);
        if (!decision.allowed()) {
            metrics.counter("erp.rate.limited", "policy", decision.limit().name()).increment();
            throw new ProblemException(PlatformProblem.RATE_LIMITED, "More than " + decision.limit().requestsPerSecond()
                    + " requests per second (bursts up to " + decision.limit().burst() + ") under the "
                    + decision.limit().name() + " limit. Retry after " + decision.retryAfterSeconds() + " s.",
                    Map.of("Retry-After", Long.toString(decision.retryAfterSeconds())));
        }
    }

    /** As the response's headers are written: the limit that was applied and what is left of it. */
    public void publish(RoutingContext routing) {
        RateLimitDecision decision = routing.get(CONTEXT_KEY);
        if (decision != null) {
            // Written once, here only: add skips the removal pass of putHeader.
            MultiMap headers = routing.response().headers();
            RateLimit limit = decision.limit();
            headers.add(POLICY_HEADER, policyValues.computeIfAbsent(limit, RateLimitPolicy::policyValue));
            headers.add(STATE_HEADER, "\"" + limit.name() + "\";r=" + decision.remaining() + ";t="
                    + decision.resetSeconds());
        }
    }

    private static CharSequence policyValue(RateLimit limit) {
        return HttpHeaders.createOptimized("\"" + limit.name() + "\";q=" + limit.burst() + ";w=" + limit.windowSeconds());
    }

    private static String addressPartition(RoutingContext routing) {
        // remoteAddress() honours X-Forwarded-For only from proxies listed in quarkus.http.proxy.trusted-proxies.
        return "address:" + routing.request().remoteAddress().hostAddress();
    }
}
