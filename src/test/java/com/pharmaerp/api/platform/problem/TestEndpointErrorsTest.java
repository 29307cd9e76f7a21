package com.pharmaerp.api.platform.problem;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** Error paths that need request bodies or a bug, driven through test-only endpoints. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class TestEndpointErrorsTest {

    private static final String ECHO = "/v1/test-only/echo";

    @Test
    void validBodyIsAccepted() {
        authorised().contentType("application/json").body("{\"name\":\"API\",\"quantity\":3}").post(ECHO).then()
                .statusCode(200);
    }

    @Test
    void unsupportedContentTypeIs415Problem() {
        Response response = authorised().contentType("text/plain").body("name=API").post(ECHO);

        assertProblem(response, 415, "unsupported_media_type", ECHO);
    }

    @Test
    void malformedJsonIs400ProblemWithPositionButNoParserInternals() {
        Response response = authorised().contentType("application/json").body("{\"name\": \"API\", quantity: }").post(ECHO);

        JsonPath problem = assertProblem(response, 400, "bad_request", ECHO);
        assertThat(problem.getString("detail")).startsWith("The request body is not valid JSON (line 1, column");
    }

    @Test
    void wrongFieldTypeIs400WithFieldError() {
        Response response = authorised().contentType("application/json").body("{\"name\":\"API\",\"quantity\":\"many\"}")
                .post(ECHO);

        JsonPath problem = assertProblem(response, 400, "bad_request", ECHO);
        assertThat(problem.getString("errors[0].field")).isEqualTo("quantity");
        assertThat(problem.getString("errors[0].message")).isNotBlank();
    }

    @Test
    void bugIs500ProblemThatRevealsNothing() {
        Response response = authorised().get("/v1/test-only/bug");

        JsonPath problem = assertProblem(response, 500, "internal_error", "/v1/test-only/bug");
        assertThat(response.asString()).doesNotContain("Secret", "line 42", "IllegalState");
        assertThat(problem.getString("detail")).contains("requestId");
    }

    @Test
    void operationWithoutDeclaredScopeIsNeverServed() {
        Response response = authorised().get("/v1/test-only/undeclared-scope");

        assertProblem(response, 500, "internal_error", "/v1/test-only/undeclared-scope");
        assertThat(response.asString()).doesNotContain("must never be served");
    }

    @Test
    void failureInAPlainRouteIs500Problem() {
        Response response = authorised().get("/v1/test-only/route-failure");

        assertProblem(response, 500, "internal_error", "/v1/test-only/route-failure");
        assertThat(response.asString()).doesNotContain("from a route");
    }
}
