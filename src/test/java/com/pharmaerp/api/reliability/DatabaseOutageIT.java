package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

/**
 * The packaged service against a database that goes away under load and comes back: liveness and
 * readiness stay UP, health says fail, requests that need the database are 503 with Retry-After in
 * bounded time (never 500, never a hang), and it recovers without a restart, data intact.
 */
class DatabaseOutageIT {

    private static final Duration BOUND = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(BOUND).build();

    @TempDir
    Path dir;

    @Test
    void anOutageIs503WithRetryAfterWhileProbesStayUpAndTheServiceRecoversByItself() throws Exception {
        Path data = dir.resolve("pgdata");
        EmbeddedDatabase database = EmbeddedDatabase.start(data, 0);
        int port = database.port();
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, environmentFor(database))) {
            String base = "http://127.0.0.1:" + service.httpPort();
            HttpResponse<String> admin = send(HttpRequest.newBuilder(URI.create(base + "/v1/users"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"username\":\"admin\",\"printedName\":\"Admin\","
                            + "\"roles\":[\"admin\"],\"password\":\"" + TestUsers.ADMIN_PASSWORD + "\"}")));
            assertThat(admin.statusCode()).isEqualTo(201);
            String adminId = JSON.readTree(admin.body()).get("id").asText();
            HttpResponse<String> created = send(HttpRequest.newBuilder(URI.create(base + "/v1/materials"))
                    .header("Content-Type", "application/json").header("X-Acting-User", adminId)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"code\":\"OUTAGE-1\",\"name\":\"Lactose\",\"type\":\"raw\","
                            + "\"baseUnit\":\"kg\",\"shelfLifeDays\":730,\"retestIntervalDays\":365,"
                            + "\"storage\":{\"minCelsius\":15,\"maxCelsius\":25}}")));
            assertThat(created.statusCode()).isEqualTo(201);

            ConcurrentLinkedQueue<Integer> statuses = new ConcurrentLinkedQueue<>();
            AtomicBoolean loading = new AtomicBoolean(true);
            Thread load = new Thread(() -> {
                while (loading.get()) {
                    statuses.add(get(base + "/v1/materials").statusCode());
                }
            });
            load.start();
            await("the load runs").atMost(Duration.ofSeconds(10)).until(() -> statuses.size() >= 10);
            database.close();

            HttpResponse<String> refused = awaitStatus(base + "/v1/materials", 503);
            assertThat(refused.body()).contains("\"code\":\"service_unavailable\"");
            assertThat(refused.headers().firstValue("Retry-After")).hasValue("5");
            assertThat(awaitStatus(base + "/v1/health", 503).body()).contains("\"database:responseTime\"", "\"fail\"");
            assertThat(status("http://127.0.0.1:" + service.managementPort() + "/q/health/live")).isEqualTo(200);
            assertThat(status("http://127.0.0.1:" + service.managementPort() + "/q/health/ready")).isEqualTo(200);

            database = EmbeddedDatabase.start(data, port);
            HttpResponse<String> recovered = awaitStatus(base + "/v1/materials", 200);
            assertThat(recovered.body()).contains("OUTAGE-1");
            assertThat(awaitStatus(base + "/v1/health", 200).body()).contains("\"pass\"");
            loading.set(false);
            load.join();

            assertThat(service.output().lines().filter(line -> line.contains("Unhandled error"))).isEmpty();
            assertThat(statuses).isNotEmpty().allSatisfy(s -> assertThat(s).isIn(200, 503));
        } finally {
            database.close();
        }
    }

    private static Map<String, String> environmentFor(EmbeddedDatabase database) {
        Map<String, String> env = new HashMap<>(ServiceProcess.externalDatabase(database));
        env.put("ERP_RATE_LIMIT_ENABLED", "false"); // the load loop would otherwise meet the key's rate limit
        return env;
    }

    /** Polls until the status is seen; every single answer must come within the bound. */
    private HttpResponse<String> awaitStatus(String url, int status) {
        AtomicReference<HttpResponse<String>> last = new AtomicReference<>();
        try {
            return await().atMost(Duration.ofSeconds(30)).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(200))
                    .until(() -> {
                        last.set(get(url));
                        return last.get();
                    }, response -> response.statusCode() == status);
        } catch (ConditionTimeoutException e) {
            throw new AssertionError(url + " never answered " + status + "; last " + last.get().statusCode() + " "
                    + last.get().body(), e);
        }
    }

    private int status(String url) {
        return get(url).statusCode();
    }

    private HttpResponse<String> get(String url) {
        return send(HttpRequest.newBuilder(URI.create(url)).GET());
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        long started = System.nanoTime();
        try {
            HttpResponse<String> response = http.send(request.timeout(BOUND)
                    .header("Authorization", "Bearer " + TestKeys.ACTIVE).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(BOUND);
            return response;
        } catch (Exception e) {
            throw new AssertionError("no answer within " + BOUND + ": " + e, e);
        }
    }
}
