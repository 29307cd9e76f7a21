package com.pharmaerp.api.platform.work;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.warehouse.MaterialsTestData;
import com.pharmaerp.api.warehouse.api.MaterialRequest;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** Idempotency-Key while the first request still runs, on materials (it needs the database's own connection, so no IT twin). */
@QuarkusTest
@WithTestResource(TestKeys.class)
class IdempotencyInFlightTest {

    @Inject
    ObjectMapper mapper;

    /** The first request is held mid-transaction by a table lock taken as the schema owner. */
    @Test
    void aRetryWhileTheFirstRequestStillRunsIs409InUseAndTheFirstStillCompletes() throws Exception {
        String key = UUID.randomUUID().toString();
        Map<String, Object> body = MaterialsTestData.body(MaterialsTestData.uniqueCode());
        CompletableFuture<Response> first;
        try (Connection owner = TestDatabase.connectAsOwner()) {
            owner.setAutoCommit(false);
            owner.createStatement().execute("LOCK TABLE materials IN SHARE MODE"); // reads pass, inserts wait
            first = CompletableFuture.supplyAsync(() -> asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key)
                    .contentType("application/json").body(body).post("/v1/materials"));
            awaitClaim(owner, key);
            Response retry = asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                    .body(body).post("/v1/materials");
            assertProblem(retry, 409, "idempotency_key_in_use", "/v1/materials");
            assertThat(retry.header("Retry-After")).isEqualTo("1");
            assertThat(first).isNotDone();
            owner.rollback();
        }
        assertThat(first.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(201);
        Response replayed = asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(body).post("/v1/materials");
        assertThat(replayed.statusCode()).isEqualTo(201);
        assertThat(replayed.header("Idempotent-Replayed")).isEqualTo("true");
    }

    /** A claim left in flight by a request that died with its connection (a database outage), past its grace. */
    @Test
    void aRetryTakesOverAClaimWhoseRequestDiedButNotOneWhoseRequestStillRuns() throws Exception {
        Map<String, Object> body = MaterialsTestData.body(MaterialsTestData.uniqueCode());
        String hash = Idempotency.fingerprint(List.of("POST /v1/materials", mapper.convertValue(body, MaterialRequest.class)));
        String abandoned = UUID.randomUUID().toString();
        String running = UUID.randomUUID().toString();
        try (Connection owner = TestDatabase.connectAsOwner()) {
            for (String key : List.of(abandoned, running)) {
                try (PreparedStatement claim = owner.prepareStatement("INSERT INTO idempotency_keys (tenant_id, key, "
                        + "request_hash, state, created_at) VALUES ('default', ?, ?, 'in_flight', now() - interval '1 minute')")) {
                    claim.setString(1, key);
                    claim.setString(2, hash);
                    claim.executeUpdate();
                }
            }
            // The running request's transaction holds its key's lock; here a session of ours stands in for it.
            owner.createStatement().execute("SELECT pg_advisory_lock(hashtextextended('default/" + running + "', 0))");

            assertProblem(asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", running).contentType("application/json")
                    .body(body).post("/v1/materials"), 409, "idempotency_key_in_use", "/v1/materials");
            Response takenOver = asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", abandoned).contentType("application/json")
                    .body(body).post("/v1/materials");
            assertThat(takenOver.statusCode()).isEqualTo(201);
            assertThat(takenOver.header("Idempotent-Replayed")).isNull();
        }
        Response replayed = asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", abandoned).contentType("application/json")
                .body(body).post("/v1/materials");
        assertThat(replayed.header("Idempotent-Replayed")).isEqualTo("true");
    }

    /** Waits until the first request has claimed the key (it claims, commits, then blocks on the lock). */
    private static void awaitClaim(Connection owner, String key) throws Exception {
        try (PreparedStatement claimed = owner.prepareStatement(
                "SELECT 1 FROM idempotency_keys WHERE key = ? AND state = 'in_flight'")) {
            claimed.setString(1, key);
            await("the first request claims its key").atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20))
                    .until(() -> claimed.executeQuery().next());
        }
    }
}
