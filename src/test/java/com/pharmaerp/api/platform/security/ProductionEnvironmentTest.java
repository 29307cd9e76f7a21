package com.pharmaerp.api.platform.security;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** The same artifact configured as the production service. */
@QuarkusTest
@WithTestResource(value = TestKeys.class, initArgs = @ResourceArg(name = TestKeys.ENVIRONMENT_ARG, value = "production"))
class ProductionEnvironmentTest {

    @Test
    void productionKeyIsServedAndHealthSaysProduction() {
        withKey(TestKeys.LIVE).get("/v1/health").then().statusCode(200)
                .body("environment", equalTo("production"))
                .body("checks.'apiKeyStore:activeKeys'[0].observedValue", equalTo(1));
    }

    @Test
    void sandboxKeyIsRefusedSayingWhichEnvironmentItBelongsTo() {
        Response response = withKey(TestKeys.ACTIVE).get("/v1/health");

        assertProblem(response, 401, "api_key_wrong_environment", "/v1/health");
        assertThat(response.jsonPath().getString("detail"))
                .startsWith("This is a sandbox key; this is the production service.");
    }

    @Test
    void theSandboxClockDoesNotExistInProduction() {
        assertProblem(withKey(TestKeys.LIVE).get("/v1/sandbox/clock"), 404, "not_found", "/v1/sandbox/clock");
    }
}
