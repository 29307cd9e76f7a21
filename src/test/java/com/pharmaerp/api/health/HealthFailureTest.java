package com.pharmaerp.api.health;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;

/** A failing dependency turns the health status to fail and the HTTP status to 503. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class HealthFailureTest {

    @BeforeEach
    void dependencyFails() {
        HealthReport failing = new HealthReport(HealthStatus.FAIL, "1", "1.0.0", "pharma-erp-service-interface",
                "Pharmaceutical ERP service interface", "sandbox", Map.of("database:connections",
                        List.of(new HealthCheckResult("datastore", HealthStatus.FAIL, 0L, "connections",
                                "2026-11-22T00:00:00Z", "no connection"))));
        QuarkusMock.installMockForType(new HealthSnapshot(null, null, null, null, new ObjectMapper()) {
            @Override
            public HealthReport current() {
                return failing;
            }
        }, HealthSnapshot.class);
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
