package com.pharmaerp.api.platform.ratelimit;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URL;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/**
 * Requests that fail authentication are limited per client address, so key guessing is
 * throttled; without a trusted proxy, X-Forwarded-For cannot dodge it. (A slow 1/s, burst 3
 * limit keeps the test deterministic.)
 */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = {
        @ResourceArg(name = "config:erp.rate-limit.unauthenticated.requests-per-second", value = "1"),
        @ResourceArg(name = "config:erp.rate-limit.unauthenticated.burst", value = "3") })
class AddressRateLimitTest {

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void failuresAnnounceThePerAddressPolicy() {
        Response failure = given().header("Authorization", "Bearer " + TestKeys.UNKNOWN).get("/v1/health");

        assertThat(failure.statusCode()).isIn(401, 429);
        assertThat(failure.header("RateLimit-Policy")).isEqualTo("\"per-address\";q=3;w=3");
        assertThat(failure.header("RateLimit")).matches("\"per-address\";r=\\d;t=\\d");
    }

    @Test
    void throttledAddressGets429EvenForAValidKeyUntilItRecovers() {
        assertThat(TrustedProxyTest.failUntilThrottled("203.0.113.7")).isEqualTo(429);

        Response valid = withKey(TestKeys.ACTIVE).get("/v1/health");
        assertProblem(valid, 429, "rate_limited", "/v1/health");
        assertThat(valid.header("Retry-After")).isEqualTo("1");
        assertThat(valid.jsonPath().getString("detail")).contains("per-address");
        assertThat(TrustedProxyTest.failure("198.51.100.23")).as("forged X-Forwarded-For is ignored").isEqualTo(429);

        await().atMost(Duration.ofSeconds(3)).untilAsserted(() -> withKey(TestKeys.ACTIVE).get("/v1/health").then()
                .statusCode(200));
        assertThat(given().get(metrics).asString()).containsPattern("erp_rate_limited_total\\{policy=\"per-address\"} [1-9]");
    }
}
