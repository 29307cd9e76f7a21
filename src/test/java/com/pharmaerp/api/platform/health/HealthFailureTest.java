package com.pharmaerp.api.platform.health;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;

/** A failing dependency turns the health status to fail and the HTTP status to 503. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class HealthFailureTest {

    @Inject
    ErpConfig config;

    @BeforeEach
    void dependencyFails() {
        DependencyCheck database = new DependencyCheck() {
            @Override
            public String name() {
                return "database:connections";
            }

            @Override
            public HealthCheckResult check(Instant now) {
                return new HealthCheckResult("datastore", HealthStatus.FAIL, 0L, "connections", now.toString(),
                        "no connection");
            }

            @Override
            public Readiness readiness() {
                return Readiness.UNTIL_FIRST_PASS;
            }
        };
        QuarkusMock.installMockForType(new HealthSnapshot(config, List.of(database), Clock.systemUTC(), "1.0.0",
                new ObjectMapper()), HealthSnapshot.class);
    }

    @Test
    void failStatusIsServedAs503WithTheHealthBody() {
        authorised().get("/v1/health").then()
                .statusCode(503)
                .contentType(startsWith("application/health+json"))
                .header("Cache-Control", "no-store")
                .body("status", equalTo("fail"))
                .body("checks.'database:connections'[0].status", equalTo("fail"));
    }
}
