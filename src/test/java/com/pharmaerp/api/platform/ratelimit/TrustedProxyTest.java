package com.pharmaerp.api.platform.ratelimit;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/** Behind a trusted proxy, the per-address limit applies to the client X-Forwarded-For names. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = {
        @ResourceArg(name = "config:erp.rate-limit.unauthenticated.requests-per-second", value = "1"),
        @ResourceArg(name = "config:erp.rate-limit.unauthenticated.burst", value = "3"),
        @ResourceArg(name = "config:quarkus.http.proxy.proxy-address-forwarding", value = "true"),
        @ResourceArg(name = "config:quarkus.http.proxy.allow-x-forwarded", value = "true"),
        @ResourceArg(name = "config:quarkus.http.proxy.trusted-proxies", value = "127.0.0.1") })
class TrustedProxyTest {

    @Test
    void clientsBehindTheTrustedProxyAreLimitedSeparately() {
        assertThat(failUntilThrottled("203.0.113.7")).isEqualTo(429);

        assertThat(failure("198.51.100.23")).as("another client behind the same proxy").isEqualTo(401);
    }

    static int failUntilThrottled(String client) {
        int status = 0;
        for (int i = 0; i < 10 && status != 429; i++) {
            status = failure(client);
        }
        return status;
    }

    static int failure(String client) {
        return given().header("X-Forwarded-For", client).header("Authorization", "Bearer " + TestKeys.UNKNOWN)
                .get("/v1/health").statusCode();
    }
}
