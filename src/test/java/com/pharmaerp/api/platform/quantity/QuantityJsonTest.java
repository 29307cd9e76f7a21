package com.pharmaerp.api.platform.quantity;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** Quantities over HTTP, through a test-only endpoint that converts to the base unit in its path. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class QuantityJsonTest {

    private static final String IN_KG = "/v1/test-only/quantity-in/kg";

    private static Response post(String path, String quantity) {
        return authorised().contentType("application/json").body("{\"quantity\":" + quantity + "}").post(path);
    }

    @Test
    void aQuantityIsAnsweredInTheBaseUnitAsADecimalString() {
        post(IN_KG, "{\"value\":\"12.5\",\"unit\":\"g\"}").then().statusCode(200)
                .body("value", equalTo("0.0125"))
                .body("unit", equalTo("kg"));
    }

    @Test
    void aJsonNumberAsValueIs400SayingADecimalStringIsExpected() {
        JsonPath problem = assertProblem(post(IN_KG, "{\"value\":12.5,\"unit\":\"kg\"}"), 400, "bad_request", IN_KG);
        assertThat(problem.getString("errors[0].field")).isEqualTo("quantity.value");
        assertThat(problem.getString("errors[0].message")).contains("decimal string", "\"12.5\"");
    }

    @Test
    void aMalformedValueOrUnknownUnitIs422ValidationFailed() {
        JsonPath problem = assertProblem(post(IN_KG, "{\"value\":\"12,5\",\"unit\":\"lb\"}"), 422, "validation_failed", IN_KG);
        assertThat(problem.getList("errors.field")).containsExactly("quantity.unit", "quantity.value");

        assertProblem(post(IN_KG, "{\"value\":\"1.0000001\",\"unit\":\"kg\"}"), 422, "validation_failed", IN_KG);
        assertProblem(post(IN_KG, "{\"value\":\"-1\",\"unit\":\"kg\"}"), 422, "validation_failed", IN_KG);
        assertProblem(post(IN_KG, "{\"unit\":\"kg\"}"), 422, "validation_failed", IN_KG);
    }

    @Test
    void aUnitOfAnotherDimensionIs422UnitMismatch() {
        JsonPath problem = assertProblem(post(IN_KG, "{\"value\":\"1\",\"unit\":\"L\"}"), 422, "unit_mismatch", IN_KG);
        assertThat(problem.getString("detail")).contains("L (volume)", "kg (mass)");
        assertThat(problem.getString("errors[0].field")).isEqualTo("quantity.unit");
    }

    @Test
    void aConversionThatWouldNeedRoundingIs422NotRounded() {
        JsonPath problem = assertProblem(post(IN_KG, "{\"value\":\"0.5\",\"unit\":\"mg\"}"), 422, "validation_failed", IN_KG);
        assertThat(problem.getString("errors[0].field")).isEqualTo("quantity.value");
    }
}
