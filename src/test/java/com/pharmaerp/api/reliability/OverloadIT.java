package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * A bounded burst at twice a key's limit against the packaged service (production limits:
 * 50/s, bursts of 100): beyond the limit only 429s with their headers, every admitted request
 * succeeds, and another key sending at the same time is not starved.
 */
class OverloadIT {

    private static final int BURST = 100;

    @TempDir
    Path dir;

    @Test
    void burstAtTwiceTheLimitGets429sOnlyBeyondItAndOtherKeysAreServed() throws Exception {
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of())) {
            ExecutorService pool = Executors.newFixedThreadPool(8);
            long started = System.nanoTime();
            List<Future<HttpResponse<String>>> flood = new ArrayList<>();
            for (int i = 0; i < 2 * BURST; i++) {
                flood.add(pool.submit(() -> service.get("/v1/health", TestKeys.ACTIVE)));
            }
            List<Future<Integer>> other = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                other.add(pool.submit(() -> service.get("/v1/health", TestKeys.SECOND).statusCode()));
            }
            Map<Integer, Integer> statuses = new TreeMap<>();
            for (Future<HttpResponse<String>> future : flood) {
                HttpResponse<String> response = future.get();
                statuses.merge(response.statusCode(), 1, Integer::sum);
                assertThat(response.statusCode()).isIn(200, 429);
                assertThat(response.headers().firstValue("RateLimit-Policy")).contains("\"per-key\";q=100;w=2");
                if (response.statusCode() == 429) {
                    assertThat(response.headers().firstValue("Retry-After")).contains("1");
                    assertThat(response.headers().firstValue("RateLimit").orElseThrow()).startsWith("\"per-key\";r=0;");
                    assertThat(response.body()).contains("\"code\":\"rate_limited\"");
                }
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            for (Future<Integer> status : other) {
                assertThat(status.get()).as("the other key is not starved").isEqualTo(200);
            }
            pool.shutdown();

            int admitted = statuses.getOrDefault(200, 0);
            // The bucket refills at 50/s while the burst is sent: at most burst + rate × elapsed (+1 for rounding).
            assertThat(admitted).isBetween(BURST, BURST + (int) Math.ceil(50 * seconds) + 1);
            assertThat(statuses.getOrDefault(429, 0)).isPositive();
            service.terminate();
            service.awaitExit(Duration.ofSeconds(30));
            assertThat(service.output()).doesNotContainPattern(HostileRequestsFuzzIT.KEY_MATERIAL);
            Reports.write("overload", 2 * BURST + " requests of one key in " + Math.round(seconds * 1000)
                    + " ms plus 20 of another key (all 200)", Map.of("200 admitted", admitted,
                            "429 rate_limited", statuses.getOrDefault(429, 0)));
        }
    }
}
