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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

import io.restassured.RestAssured;

/**
 * PostgreSQL stopped under a stream of writes (goods receipts, transfers and consumptions, each with its own
 * Idempotency-Key) against the packaged service: every request succeeds or answers 503, nothing
 * is half-written (ledger = balances, every lot has its receipt movement, the audit chain is
 * whole), and after recovery every refused request succeeds when retried with the same key.
 */
class WriteFaultsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration BOUND = Duration.ofSeconds(10);
    /** How long each phase (before, during and after the outage) may take to see its writes answered. */
    private static final Duration PHASE_BOUND = Duration.ofSeconds(30);
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(BOUND).build();

    @TempDir
    Path dir;

    @Test
    void writesDuringAnOutageSucceedOrAnswer503HalfWriteNothingAndSucceedWhenRetriedWithTheirKey() throws Exception {
        Path data = dir.resolve("pgdata");
        EmbeddedDatabase database = EmbeddedDatabase.start(data, 0);
        int port = database.port();
        Map<String, String> env = new HashMap<>(ServiceProcess.externalDatabase(database));
        env.put("ERP_RATE_LIMIT_ENABLED", "false");
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, env)) {
            RestAssured.port = service.httpPort();
            GmpFlow flow = new GmpFlow(TestKeys.ACTIVE);
            String order = flow.approvedOrder("100000");
            // Each transfer moves 1 kg of it: more than a fast machine sends in the test's few seconds, so a retried
            // transfer never meets an empty location.
            String lot = flow.receivedLot("100000");
            String product = flow.material("finished");
            flow.approvedSpecification(product);
            String batch = flow.as(flow.supervisor).body(Map.of("recipeId", flow.approvedRecipe(product, flow.material, "80"),
                    "plannedQuantity", Map.of("value", "100", "unit", "kg"))).post("/v1/production-orders").then()
                    .statusCode(201).extract().path("id");
            flow.as(flow.supervisor).post("/v1/production-orders/" + batch + "/release").then().statusCode(200);
            flow.releasedLot("5000");
            String operator = flow.person("operator");
            String base = "http://127.0.0.1:" + service.httpPort();

            Map<String, String[]> requests = new LinkedHashMap<>(); // key -> path, body, acting user
            Map<String, Integer> firstAnswers = new ConcurrentHashMap<>();
            AtomicBoolean writing = new AtomicBoolean(true);
            Thread stream = new Thread(() -> {
                for (int i = 0; writing.get(); i++) {
                    String key = List.of("receipt-", "transfer-", "consumption-").get(i % 3) + i;
                    String[] request = switch (i % 3) {
                        case 0 -> new String[] { "/v1/goods-receipts", json(flow.receiptBody(order, "1", flow.storeA)),
                                flow.clerk };
                        case 1 -> new String[] { "/v1/stock-movements", json(Map.of("lotId", lot, "fromLocationId",
                                flow.storeA, "toLocationId", flow.storeB, "quantity", Map.of("value", "1", "unit", "kg"))),
                                flow.clerk };
                        default -> new String[] { "/v1/production-orders/" + batch + "/consumptions", json(Map.of(
                                "materialId", flow.material, "quantity", Map.of("value", "1", "unit", "kg"))), operator };
                    };
                    requests.put(key, request);
                    firstAnswers.put(key, post(base, request, key).statusCode());
                }
            });
            stream.start();
            await("writes before the outage").atMost(PHASE_BOUND).until(() -> firstAnswers.size() >= 10);
            database.close();
            await("writes refused during the outage").atMost(PHASE_BOUND)
                    .until(() -> answered(firstAnswers, 503) >= 5);
            database = EmbeddedDatabase.start(data, port);
            awaitHealthy(base);
            int beforeRecovery = firstAnswers.size();
            await("writes after the recovery").atMost(PHASE_BOUND).until(() -> firstAnswers.size() >= beforeRecovery + 5);
            writing.set(false);
            stream.join();

            Map<Integer, Long> byStatus = new TreeMap<>();
            firstAnswers.values().forEach(status -> byStatus.merge(status, 1L, Long::sum));
            assertThat(byStatus.keySet()).as("first answers by status: " + byStatus).isSubsetOf(201, 503);
            assertThat(byStatus.get(503)).as("requests refused during the outage: " + byStatus).isNotNull();

            // Every refused request again, with its key: abandoned claims are taken over after their grace.
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            for (Map.Entry<String, Integer> answer : firstAnswers.entrySet()) {
                if (answer.getValue() == 201) {
                    continue;
                }
                String key = answer.getKey();
                await("retry of " + key).atMost(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))
                        .pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(500))
                        .until(() -> post(base, requests.get(key), key).statusCode() == 201);
            }

            long receipts = requests.keySet().stream().filter(key -> key.startsWith("receipt-")).count();
            long consumptions = requests.keySet().stream().filter(key -> key.startsWith("consumption-")).count();
            try (Connection superuser = LedgerCheck.superuser(database)) {
                assertThat(LedgerCheck.mismatches(superuser)).as("balances that differ from the ledger").isZero();
                assertThat(LedgerCheck.negativeBalances(superuser)).isZero();
                assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM lots l WHERE l.origin = 'receipt' AND NOT EXISTS "
                        + "(SELECT 1 FROM stock_movements m WHERE m.tenant_id = l.tenant_id AND m.lot_id = l.id "
                        + "AND m.type = 'receipt')")).as("received lots without their receipt movement").isZero();
                assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM goods_receipts WHERE purchase_order_id = '"
                        + order + "'")).as("one receipt per key, none lost, none twice").isEqualTo(receipts);
                assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM production_consumptions "
                        + "WHERE order_id = '" + batch + "'")).as("one consumption per key, none lost, none twice").isEqualTo(consumptions);
                assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM stock_movements WHERE type = 'issue' AND "
                        + "reference = '" + batch + "'")).as("an issue movement per consumption").isEqualTo(consumptions);
                assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM idempotency_keys WHERE state = 'in_flight'"))
                        .as("claims left in flight").isZero();
            }
            String verification = get(base + "/v1/audit-events/verification").body();
            assertThat(JSON.readTree(verification).path("valid").asBoolean()).as(verification).isTrue();
            assertThat(service.output().lines().filter(line -> line.contains("Unhandled error"))).isEmpty();
            Reports.write("write-faults", "goods receipts, transfers and consumptions through a database outage", Map.of(
                    "requests", requests.size(), "refused with 503 during the outage", byStatus.getOrDefault(503, 0L).intValue(),
                    "receipts", (int) receipts, "consumptions", (int) consumptions));
        } finally {
            RestAssured.reset();
            database.close();
        }
    }

    /** @param request path, body and acting user */
    private HttpResponse<String> post(String base, String[] request, String key) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create(base + request[0])).timeout(BOUND)
                    .header("Authorization", "Bearer " + TestKeys.ACTIVE).header("X-Acting-User", request[2])
                    .header("Idempotency-Key", key).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(request[1])).build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError("no answer within " + BOUND + " for " + key + ": " + e, e);
        }
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(BOUND)
                .header("Authorization", "Bearer " + TestKeys.ACTIVE).build(), HttpResponse.BodyHandlers.ofString());
    }

    private void awaitHealthy(String base) {
        await("the service recovers within 30 s").atMost(Duration.ofSeconds(30)).pollDelay(Duration.ZERO)
                .pollInterval(Duration.ofMillis(200)).until(() -> get(base + "/v1/health").statusCode() == 200);
    }

    private static long answered(Map<String, Integer> answers, int status) {
        return answers.values().stream().filter(answer -> answer == status).count();
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
