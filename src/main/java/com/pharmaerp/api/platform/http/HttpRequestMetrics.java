package com.pharmaerp.api.platform.http;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Singleton;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.http.Outcome;

/**
 * {@code http_server_requests_seconds} for the public port, with the tags of Micrometer's own
 * HTTP server binder (method, uri, status, outcome), so dashboards and alerts read it the same
 * way. The binder is switched off (application.properties): building and hashing its tags and
 * looking up its meter on every request cost about a tenth of the health endpoint's throughput
 * (docs/benchmarks.md). Here each series' timer is found by a small key instead.
 */
@Singleton
public class HttpRequestMetrics {

    static final String NAME = "http.server.requests";
    /** Any other method is labelled OTHER, so a client cannot create series at will. */
    private static final Set<String> METHODS = Set.of("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

    private final MeterRegistry registry;
    private final ConcurrentHashMap<Series, Timer> timers = new ConcurrentHashMap<>();

    public HttpRequestMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Records a completed request under its route template ({@link UnmatchedRouteLabel#currentRoute(String)}). */
    public void record(String method, String route, int status, long elapsedNanos) {
        // Bucketed before the lookup too: keyed by the raw method, random methods would grow the map without bound.
        Series series = new Series(METHODS.contains(method) ? method : "OTHER", route, status);
        timers.computeIfAbsent(series, this::register).record(elapsedNanos, TimeUnit.NANOSECONDS);
    }

    int trackedSeries() {
        return timers.size();
    }

    private Timer register(Series series) {
        return Timer.builder(NAME)
                .tag("method", series.method())
                .tag("uri", series.route())
                .tag("status", Integer.toString(series.status()))
                .tag("outcome", Outcome.forStatus(series.status()).name())
                .register(registry);
    }

    private record Series(String method, String route, int status) {
    }
}
