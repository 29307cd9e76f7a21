package com.pharmaerp.api.platform.persistence;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** A replica whose bound no lag can meet (zero): it is always past it. */
@QuarkusTest
@TestProfile(ReplicaPastItsBoundTest.BoundOfZero.class)
@WithTestResource(TestKeys.class)
class ReplicaPastItsBoundTest {

    public static class BoundOfZero implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("erp.database.replica-url", "${quarkus.datasource.reactive.url}?application_name="
                    + ReplicaReadsTest.REPLICA_APPLICATION, "erp.database.replica-max-lag", "0s");
        }
    }

    @BeforeEach
    void awaitTheFirstLagCheck() {
        await().atMost(Duration.ofSeconds(20)).until(() -> authorised().get("/v1/health")
                .path("checks.'database:replicaLag'[0].observedValue") != null);
    }

    @Test
    void healthWarnsThatTheReplicaIsPastItsBoundAndTheServiceStillPasses() {
        var health = authorised().get("/v1/health");

        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.<String>path("checks.'database:replicaLag'[0].status")).isEqualTo("warn");
        assertThat(health.<String>path("checks.'database:replicaLag'[0].output")).contains("go to the leader");
    }

    @Test
    void theVerificationIsReadOnTheLeaderWhileTheReplicaIsPastItsBound() throws Exception {
        authorised().get("/v1/audit-events/verification").then().statusCode(200);

        assertThat(ReplicaReadsTest.replicaUnits()).isZero();
    }
}
