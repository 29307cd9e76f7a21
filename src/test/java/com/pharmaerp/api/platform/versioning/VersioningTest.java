package com.pharmaerp.api.platform.versioning;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
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
class VersioningTest {

    @Test
    void omittedVersionIsServedByCurrentVersion() {
        authorised().get("/v1/health").then().statusCode(200).header("X-SERVICE-API-Version", "1.0");
    }

    @ParameterizedTest
    @ValueSource(strings = { "1", "1.0", "v1", "v1.0", "V1", "V1.0", " 1 ", "  v1.0\t" })
    void everyAcceptedFormSelectsVersionOnePointZero(String value) {
        Response response = authorised().header("X-SERVICE-API-Version", value).get("/v1/health");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.header("X-SERVICE-API-Version")).isEqualTo("1.0");
        assertThat(response.header("Deprecation")).isNull();
        assertThat(response.header("Sunset")).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = { "2", "1.1", "0", "01", "1.00", "v", "", "latest", "1.0.0", "vv1", "-1", "１" })
    void anyOtherValueIs400ListingTheSupportedValues(String value) {
        Response response = authorised().header("X-SERVICE-API-Version", value).get("/v1/health");

        assertProblem(response, 400, "unsupported_api_version", "/v1/health");
        assertThat(response.jsonPath().getString("detail")).contains("1, 1.0, v1, v1.0");
    }

    @Test
    void versionHeaderSentTwiceIs400() {
        Response response = authorised().header("X-SERVICE-API-Version", "1").header("X-SERVICE-API-Version", "1")
                .get("/v1/health");

        assertProblem(response, 400, "unsupported_api_version", "/v1/health");
    }

    @Test
    void authenticationIsCheckedBeforeTheVersion() {
        Response response = given().header("X-SERVICE-API-Version", "7").get("/v1/health");

        assertProblem(response, 401, "authentication_required", "/v1/health");
    }

    @Test
    void errorResponsesAlsoCarryTheVersionHeader() {
        given().get("/v1/health").then().statusCode(401).header("X-SERVICE-API-Version", "1.0");
        authorised().get("/v1/missing").then().statusCode(404).header("X-SERVICE-API-Version", "1.0");
    }

    @Test
    void headerNameIsCaseInsensitive() {
        authorised().header("x-service-api-version", "2").get("/v1/health").then().statusCode(400);
    }

    @Test
    void supportedVersionListMatchesThePolicy() {
        assertThat(ApiVersions.PUBLISHED.acceptedValues()).containsExactly("1", "1.0", "v1", "v1.0");
        assertThat(ApiVersions.PUBLISHED.current().label()).isEqualTo("1.0");
    }
}
