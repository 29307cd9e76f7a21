package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;
import com.pharmaerp.api.testsupport.CuttingProxy;
import com.pharmaerp.api.testsupport.CuttingProxy.Cut;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.restassured.RestAssured;

/**
 * The packaged service's pool reaches PostgreSQL through a proxy of the test's that cuts one
 * request's connection at a chosen point and then refuses connections for a moment, as a failover
 * does: what the 503 says, what the retry with the request's Idempotency-Key gets and when, and what
 * the production log holds.
 */
class InterruptedCommitIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** How long the database stays unreachable after each cut: the request's own clean-up fails. */
    private static final Duration DOWN = Duration.ofSeconds(1);
    /** Well under the claim's grace (10 s): a retry served by then did not wait for it. */
    private static final Duration SOON = Duration.ofSeconds(5);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @TempDir
    static Path dir;
    private static EmbeddedDatabase database;
    private static CuttingProxy proxy;
    private static ServiceProcess service;
    private static String admin;

    @BeforeAll
    static void start() throws Exception {
        database = EmbeddedDatabase.start(dir.resolve("pgdata"), 0);
        proxy = new CuttingProxy(database.port());
        Map<String, String> env = new HashMap<>(ServiceProcess.externalDatabase(database));
        env.put("QUARKUS_DATASOURCE_REACTIVE_URL", "postgresql://127.0.0.1:" + proxy.port() + "/" + EmbeddedDatabase.DATABASE);
        env.put("ERP_RATE_LIMIT_ENABLED", "false");
        service = ServiceProcess.startWithTestKeys(dir, env);
        RestAssured.port = service.httpPort();
        admin = TestUsers.adminOf(TestKeys.ACTIVE);
    }

    @AfterAll
    static void stop() throws Exception {
        RestAssured.reset();
        if (service != null) {
            service.close();
        }
        if (proxy != null) {
            proxy.close();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void aWriteCutAfterItsCommitWasSentIs503OutcomeUnknownThoughItWasApplied() throws Exception {
        String key = UUID.randomUUID().toString();
        String code = MaterialsTestData.uniqueCode();

        HttpResponse<String> answer = cutAndPost(key, code, Cut.AFTER_COMMIT);

        assertThat(answer.statusCode()).isEqualTo(503);
        JsonNode problem = JSON.readTree(answer.body());
        assertThat(problem.path("code").asText()).isEqualTo("outcome_unknown");
        assertThat(problem.path("detail").asText()).contains("may have been applied").contains("same Idempotency-Key");
        assertThat(answer.headers().firstValue("Retry-After")).hasValue("5");
        assertThat(materials(code)).as("the write committed").isEqualTo(1);
    }

    @Test
    void theRetryOfAWriteCutAfterItsCommitReplaysItsResult() throws Exception {
        String key = UUID.randomUUID().toString();
        String code = MaterialsTestData.uniqueCode();
        cutAndPost(key, code, Cut.AFTER_COMMIT);

        HttpResponse<String> retry = retryUntilAnswered(key, code);

        assertThat(retry.statusCode()).isEqualTo(201);
        assertThat(retry.headers().firstValue("Idempotent-Replayed")).hasValue("true");
        assertThat(materials(code)).isEqualTo(1);
    }

    @Test
    void aWriteCutBeforeItsCommitIs503NothingWasChanged() throws Exception {
        String key = UUID.randomUUID().toString();
        String code = MaterialsTestData.uniqueCode();

        HttpResponse<String> answer = cutAndPost(key, code, Cut.AT_BEGIN);

        assertThat(answer.statusCode()).isEqualTo(503);
        JsonNode problem = JSON.readTree(answer.body());
        assertThat(problem.path("code").asText()).isEqualTo("service_unavailable");
        assertThat(problem.path("detail").asText()).contains("nothing was changed");
        assertThat(materials(code)).isZero();
    }

    /** Its claim stays in flight (the clean-up could not reach the database), and its backend is gone. */
    @Test
    void theRetryOfAWriteAnswered503RunsAsSoonAsTheDatabaseAnswersNotAfterTheClaimsGrace() throws Exception {
        String key = UUID.randomUUID().toString();
        String code = MaterialsTestData.uniqueCode();
        cutAndPost(key, code, Cut.AT_BEGIN);
        assertThat(inFlight(key)).as("the claim left behind").isEqualTo(1);

        HttpResponse<String> retry = retryUntilAnswered(key, code);

        assertThat(retry.statusCode()).as(retry.body()).isEqualTo(201);
        assertThat(retry.headers().firstValue("Idempotent-Replayed")).isEmpty();
        assertThat(materials(code)).isEqualTo(1);
    }

    @Test
    void twoRetriesAtOnceOfAWriteAnswered503MakeOneRecord() throws Exception {
        String key = UUID.randomUUID().toString();
        String code = MaterialsTestData.uniqueCode();
        cutAndPost(key, code, Cut.AT_BEGIN);
        proxy.awaitUp();

        CompletableFuture<HttpResponse<String>> first = CompletableFuture.supplyAsync(() -> post(key, code));
        CompletableFuture<HttpResponse<String>> second = CompletableFuture.supplyAsync(() -> post(key, code));
        List<Integer> statuses = List.of(first.join().statusCode(), second.join().statusCode());

        assertThat(statuses).as("a retry runs it, the other waits for it or replays it").contains(201)
                .allMatch(status -> status == 201 || status == 409);
        assertThat(retryUntilAnswered(key, code).statusCode()).isEqualTo(201);
        assertThat(materials(code)).isEqualTo(1);
    }

    /** Each cut is followed by refused connections, on which the pool's acquire timer once logged an uncaught error. */
    @Test
    void theProductionLogHoldsOnlyJsonLinesAndNoUncaughtErrorThroughCutConnections() throws Exception {
        cutAndPost(UUID.randomUUID().toString(), MaterialsTestData.uniqueCode(), Cut.AT_BEGIN);
        cutAndPost(UUID.randomUUID().toString(), MaterialsTestData.uniqueCode(), Cut.AFTER_COMMIT);
        // Past the acquire timeout (5 s), when a timer left behind would fire, the log stays clean.
        await().during(Duration.ofSeconds(7)).atMost(Duration.ofSeconds(10))
                .until(() -> service.output().lines().noneMatch(line -> line.contains("Uncaught")
                        || line.contains("already complete")));

        List<String> lines = service.output().lines().toList();
        assertThat(lines).isNotEmpty().allSatisfy(line -> assertThat(JSON.readTree(line).isObject()).as(line).isTrue());
    }

    private static HttpResponse<String> cutAndPost(String key, String code, Cut cut) throws Exception {
        proxy.awaitUp();
        proxy.arm(key, cut, DOWN);
        HttpResponse<String> answer = post(key, code);
        assertThat(proxy.awaitCut(Duration.ZERO)).as("the connection was cut: " + answer.body()).isTrue();
        return answer;
    }

    /** Retries every 200 ms while the key is in use or the database does not answer, at most {@link #SOON}. */
    private static HttpResponse<String> retryUntilAnswered(String key, String code) {
        HttpResponse<String>[] last = new HttpResponse[1];
        await("the retry of " + key).atMost(SOON).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(200))
                .until(() -> {
                    last[0] = post(key, code);
                    return last[0].statusCode() != 409 && last[0].statusCode() != 503;
                });
        return last[0];
    }

    private static HttpResponse<String> post(String key, String code) {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.httpPort() + "/v1/materials"))
                    .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + TestKeys.ACTIVE)
                    .header("X-Acting-User", admin).header("Idempotency-Key", key).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(MaterialsTestData.body(code)))).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError("no answer for " + key + ": " + e, e);
        }
    }

    private static long materials(String code) throws Exception {
        try (Connection superuser = LedgerCheck.superuser(database)) {
            return LedgerCheck.count(superuser, "SELECT count(*) FROM materials WHERE code = '" + code + "'");
        }
    }

    private static long inFlight(String key) throws Exception {
        try (Connection superuser = LedgerCheck.superuser(database)) {
            return LedgerCheck.count(superuser, "SELECT count(*) FROM idempotency_keys WHERE key = '" + key
                    + "' AND state = 'in_flight'");
        }
    }
}
