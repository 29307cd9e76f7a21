package com.pharmaerp.api.platform.requestid;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

@QuarkusTest
@WithTestResource(TestKeys.class)
class RequestIdTest {

    private static final String UUID_V4 = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    @Test
    void saneRequestIdIsEchoedOnSuccess() {
        authorised().header("X-Request-Id", "mes-batch-4711.step_2").get("/v1/health").then()
                .statusCode(200).header("X-Request-Id", "mes-batch-4711.step_2");
    }

    @Test
    void saneRequestIdIsEchoedInHeaderAndProblemBody() {
        Response response = given().header("X-Request-Id", "lims-req-42").get("/v1/health");

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.header("X-Request-Id")).isEqualTo("lims-req-42");
        assertThat(response.jsonPath().getString("requestId")).isEqualTo("lims-req-42");
    }

    @Test
    void missingRequestIdIsGenerated() {
        String id = authorised().get("/v1/health").header("X-Request-Id");

        assertThat(id).matches(UUID_V4);
    }

    @Test
    void generatedRequestIdsDiffer() {
        assertThat(authorised().get("/v1/health").header("X-Request-Id"))
                .isNotEqualTo(authorised().get("/v1/health").header("X-Request-Id"));
    }

    @ParameterizedTest
    @ValueSource(strings = { "has space", "semi;colon", "quote\"", "<script>", "ünïcode", "a/b", "" })
    void insaneRequestIdIsReplacedByAGeneratedOne(String value) {
        Response response = authorised().header("X-Request-Id", value).get("/v1/health");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.header("X-Request-Id")).matches(UUID_V4);
    }

    @Test
    void requestIdLongerThan128CharactersIsReplaced() {
        String longest = "a".repeat(128);
        assertThat(authorised().header("X-Request-Id", longest).get("/v1/health").header("X-Request-Id"))
                .isEqualTo(longest);
        assertThat(authorised().header("X-Request-Id", longest + "a").get("/v1/health").header("X-Request-Id"))
                .matches(UUID_V4);
    }

    @Test
    void requestIdIsOnEveryKindOfResponse() {
        assertThat(given().get("/v1/health").header("X-Request-Id")).isNotBlank();
        assertThat(authorised().get("/v1/none").header("X-Request-Id")).isNotBlank();
        assertThat(given().get("/q/openapi").header("X-Request-Id")).isNotBlank();
    }
}
