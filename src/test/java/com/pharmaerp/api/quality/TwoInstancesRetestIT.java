package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
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
 * Retests of one lot sent at once to two packaged-jar processes on one PostgreSQL, as two pods
 * behind a Service: the lot's row lock queues them, so one inspection lot opens.
 */
class TwoInstancesRetestIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    static Path dir;

    private static EmbeddedDatabase database;
    private static ServiceProcess a;
    private static ServiceProcess b;
    private static GmpFlow flow;

    @BeforeAll
    static void twoInstancesOnOneDatabase() throws Exception {
        database = EmbeddedDatabase.start(dir.resolve("pgdata"), 0);
        a = ServiceProcess.startWithTestKeys(Files.createDirectories(dir.resolve("a")), ServiceProcess.externalDatabase(database));
        b = ServiceProcess.startWithTestKeys(Files.createDirectories(dir.resolve("b")), ServiceProcess.externalDatabase(database));
        RestAssured.port = a.httpPort(); // the tenant's people and master data are made through instance A
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    @AfterAll
    static void stop() throws Exception {
        RestAssured.reset();
        try (ServiceProcess first = a; ServiceProcess second = b) {
            // both closed, then the database
        } finally {
            database.close();
        }
    }

    @Test
    void eightConcurrentRetestsOfOneLotOnTwoInstancesOpenOneInspectionLotAndTheRestAre409() throws Exception {
        String lot = flow.releasedLot("10");
        String retest = JSON.writeValueAsString(Map.of("lotId", lot));

        List<HttpResponse<String>> answers = concurrently(8, i -> post(i % 2 == 0 ? a : b, "/v1/inspection-lots", retest));

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 201)).hasSize(1);
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 409)).hasSize(7)
                .allSatisfy(answer -> assertThat(JSON.readTree(answer.body()).path("code").asText())
                        .isEqualTo("invalid_transition"));
        try (Connection superuser = LedgerCheck.superuser(database)) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM inspection_lots WHERE status = 'open' AND lot_id = '"
                    + lot + "'")).isEqualTo(1);
        }
    }

    @FunctionalInterface
    private interface Call {
        HttpResponse<String> send(int index) throws Exception;
    }

    /** The calls released together by one latch, so they really overlap; each bounded in time. */
    private static List<HttpResponse<String>> concurrently(int count, Call call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<HttpResponse<String>>> futures = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.send(index);
                }));
            }
            start.countDown();
            List<HttpResponse<String>> answers = new ArrayList<>();
            for (Future<HttpResponse<String>> future : futures) {
                answers.add(future.get(60, TimeUnit.SECONDS));
            }
            return answers;
        } finally {
            pool.shutdownNow();
        }
    }

    /** A POST by the QC analyst, who opens retests. */
    private static HttpResponse<String> post(ServiceProcess instance, String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + instance.httpPort() + path))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + TestKeys.ACTIVE)
                .header("Content-Type", "application/json").header("X-Acting-User", flow.analyst)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
