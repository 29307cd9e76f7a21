package com.pharmaerp.api.platform.ratelimit;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** erp.rate-limit.enabled=false (benchmarks, load tests): no limiting and no RateLimit headers. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = @ResourceArg(name = "config:erp.rate-limit.enabled", value = "false"))
class RateLimitDisabledTest {

    @Test
    void limitedKeyIsNeverRefusedAndNoHeadersAreSent() {
        for (int i = 0; i < 20; i++) {
            Response response = withKey(TestKeys.LIMITED).get("/v1/health");
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.header("RateLimit")).isNull();
            assertThat(response.header("RateLimit-Policy")).isNull();
        }
    }
}
