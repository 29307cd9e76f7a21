package com.pharmaerp.api.platform.security;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import java.net.URL;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** Started without a readable key file: alive, not ready, and honest about why nothing is served. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = @ResourceArg(name = TestKeys.KEY_FILE_ARG, value = "missing"))
class KeyStoreMissingTest {

    @TestHTTPResource(value = "health/ready", management = true)
    URL ready;

    @TestHTTPResource(value = "health/live", management = true)
    URL live;

    @Test
    void readinessIsDownUntilKeysAreLoaded() {
        given().get(ready).then().statusCode(503).body("status", equalTo("DOWN"));
    }

    @Test
    void livenessStaysUp() {
        given().get(live).then().statusCode(200);
    }

    @Test
    void wellFormedKeyGets503NotA401() {
        Response response = withKey(TestKeys.ACTIVE).get("/v1/health");

        assertProblem(response, 503, "service_unavailable", "/v1/health");
        assertThat(response.header("Retry-After")).isEqualTo("5");
    }

    @Test
    void missingKeyIsStill401() {
        assertProblem(given().get("/v1/health"), 401, "authentication_required", "/v1/health");
    }
}
