package com.pharmaerp.api.platform.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

class HttpRequestMetricsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final HttpRequestMetrics metrics = new HttpRequestMetrics(registry);

    @Test
    void requestsAreTimedByMethodRouteStatusAndOutcome() {
        metrics.record("GET", "/v1/health", 200, 1_000_000);
        metrics.record("GET", "/v1/health", 200, 3_000_000);
        metrics.record("GET", "/UNMATCHED", 401, 1_000_000);

        Timer ok = registry.get(HttpRequestMetrics.NAME).tags("method", "GET", "uri", "/v1/health", "status", "200",
                "outcome", "SUCCESS").timer();
        assertThat(ok.count()).isEqualTo(2);
        assertThat(registry.get(HttpRequestMetrics.NAME).tags("uri", "/UNMATCHED", "status", "401", "outcome",
                "CLIENT_ERROR").timer().count()).isEqualTo(1);
    }

    @Test
    void arbitraryMethodsShareOneSeriesAndDoNotGrowMemory() {
        for (int i = 0; i < 1000; i++) {
            metrics.record("METHOD" + i, "/UNMATCHED", 405, 1_000);
        }

        assertThat(registry.get(HttpRequestMetrics.NAME).tags("method", "OTHER").timer().count()).isEqualTo(1000);
        assertThat(registry.getMeters()).hasSize(1);
        assertThat(metrics.trackedSeries()).isEqualTo(1);
    }
}
