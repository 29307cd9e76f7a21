package com.pharmaerp.api.platform.ratelimit;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** The production per-key rate limits (README "Limits"), over HTTP. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = {
        @ResourceArg(name = "config:erp.rate-limit.requests-per-second", value = "50"),
        @ResourceArg(name = "config:erp.rate-limit.burst", value = "100") })
class RateLimitTest {

    private static final Pattern STATE = Pattern.compile("\"per-key\";r=(\\d+);t=(\\d+)");

    @Test
    void everyKeyedResponseAnnouncesThePolicyAndCountsDown() {
        Response first = withKey(TestKeys.SECOND).get("/v1/health");
        Response second = withKey(TestKeys.SECOND).get("/v1/health");

        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.header("RateLimit-Policy")).isEqualTo("\"per-key\";q=100;w=2");
        int r1 = remaining(first);
        int r2 = remaining(second);
        assertThat(r1).isBetween(90, 99);
        assertThat(r2).isLessThanOrEqualTo(r1);
        assertThat(reset(first)).isBetween(1, 2);
    }

    @Test
    void keyOverLimitGets429WithRetryAfterAndRecoversAfterReset() {
        // key_Limited has rateLimit 1: one request per second, burst 2.
        await().atMost(Duration.ofSeconds(5)).until(() -> remaining(withKey(TestKeys.LIMITED).get("/v1/health")) == 1);
        Response second = withKey(TestKeys.LIMITED).get("/v1/health");
        Response third = withKey(TestKeys.LIMITED).get("/v1/health");

        assertThat(second.statusCode()).isEqualTo(200);
        assertThat(second.header("RateLimit-Policy")).isEqualTo("\"per-key\";q=2;w=2");
        assertThat(remaining(second)).isZero();
        assertProblem(third, 429, "rate_limited", "/v1/health");
        assertThat(third.header("Retry-After")).isEqualTo("1");
        assertThat(third.header("RateLimit")).matches("\"per-key\";r=0;t=[12]");
        assertThat(third.jsonPath().getString("detail")).contains("1 requests per second", "Retry after 1 s");

        await().pollDelay(Duration.ofMillis(900)).atMost(Duration.ofSeconds(3))
                .untilAsserted(() -> withKey(TestKeys.LIMITED).get("/v1/health").then().statusCode(200));
    }

    @Test
    void exhaustingOneKeyLeavesOtherKeysAlone() {
        while (withKey(TestKeys.LIMITED).get("/v1/health").statusCode() != 429) {
            // drain key_Limited
        }
        withKey(TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);
    }

    private static int remaining(Response response) {
        return Integer.parseInt(state(response).group(1));
    }

    private static int reset(Response response) {
        return Integer.parseInt(state(response).group(2));
    }

    private static Matcher state(Response response) {
        String header = response.header("RateLimit");
        assertThat(header).as("RateLimit header").isNotNull();
        Matcher matcher = STATE.matcher(header);
        assertThat(matcher.matches()).as(header).isTrue();
        return matcher;
    }
}
