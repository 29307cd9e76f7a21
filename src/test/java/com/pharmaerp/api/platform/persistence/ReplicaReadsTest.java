package com.pharmaerp.api.platform.persistence;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * erp.database.replica-url set: the test's one PostgreSQL stands in for the replica (a server not in
 * recovery counts as current), its connections told apart by their application_name.
 */
@QuarkusTest
@TestProfile(ReplicaReadsTest.WithReplica.class)
@WithTestResource(TestKeys.class)
class ReplicaReadsTest {

    static final String REPLICA_APPLICATION = "erp-replica-test";

    public static class WithReplica implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("erp.database.replica-url", "${quarkus.datasource.reactive.url}?application_name=" + REPLICA_APPLICATION);
        }
    }

    @BeforeEach
    void awaitTheFirstLagCheck() {
        await().atMost(Duration.ofSeconds(20)).until(() -> "pass".equals(
                authorised().get("/v1/health").path("checks.'database:replicaLag'[0].status")));
    }

    @Test
    void healthShowsTheReplicasLagInMillisecondsWithinItsBound() {
        var check = authorised().get("/v1/health").jsonPath();

        assertThat(check.getString("checks.'database:replicaLag'[0].status")).isEqualTo("pass");
        assertThat(check.getString("checks.'database:replicaLag'[0].observedUnit")).isEqualTo("ms");
        assertThat(check.getLong("checks.'database:replicaLag'[0].observedValue")).isLessThan(5000);
    }

    @Test
    void theAuditTrailsVerificationIsReadOnTheReplicaAndAnOrdinaryReadOnTheLeader() throws Exception {
        authorised().get("/v1/materials").then().statusCode(200);
        assertThat(replicaUnits()).as("units run on the replica after an ordinary read").isZero();

        authorised().get("/v1/audit-events/verification").then().statusCode(200);

        assertThat(replicaUnits()).as("units run on the replica after the verification").isPositive();
    }

    /** Replica connections whose last statement ended a unit of work (the lag check's never does). */
    static long replicaUnits() throws Exception {
        try (Connection owner = TestDatabase.connectAsOwner(); ResultSet row = owner.createStatement().executeQuery(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = '" + REPLICA_APPLICATION
                        + "' AND query = 'COMMIT'")) {
            row.next();
            return row.getLong(1);
        }
    }
}
