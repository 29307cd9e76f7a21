package com.pharmaerp.api.platform.security;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** RFC 6750 semantics of the bearer key, case by case, over HTTP. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class AuthenticationTest {

    private static final String CHALLENGE = "Bearer realm=\"pharma-erp\"";

    @Test
    void missingAuthorizationIs401WithBareChallenge() {
        Response response = given().get("/v1/health");

        assertProblem(response, 401, "authentication_required", "/v1/health");
        assertThat(response.header("WWW-Authenticate")).isEqualTo(CHALLENGE);
    }

    @ParameterizedTest
    @ValueSource(strings = { "Basic dXNlcjpwYXNz", "Token abc", "Bearerabc", "Digest username=x" })
    void otherSchemeIs401WithBareChallenge(String authorization) {
        Response response = given().header("Authorization", authorization).get("/v1/health");

        assertProblem(response, 401, "authentication_required", "/v1/health");
        assertThat(response.header("WWW-Authenticate")).isEqualTo(CHALLENGE);
    }

    @Test
    void bearerSchemeIsCaseInsensitive() {
        given().header("Authorization", "bEaReR " + TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);
    }

    @ParameterizedTest
    @ValueSource(strings = { "Bearer", "Bearer ", "Bearer    " })
    void bearerWithoutKeyIs400InvalidRequest(String authorization) {
        Response response = given().header("Authorization", authorization).get("/v1/health");

        assertProblem(response, 400, "malformed_credentials", "/v1/health");
        assertThat(response.header("WWW-Authenticate")).isEqualTo(CHALLENGE + ", error=\"invalid_request\"");
    }

    @ParameterizedTest
    @ValueSource(strings = { "not-an-erp-key", "erp_test_short", "erp_test_!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
            "sk_live_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ" })
    void malformedKeyIs400InvalidRequest(String token) {
        Response response = withKey(token).get("/v1/health");

        assertProblem(response, 400, "malformed_credentials", "/v1/health");
        assertThat(response.header("WWW-Authenticate")).isEqualTo(CHALLENGE + ", error=\"invalid_request\"");
        assertThat(response.asString()).doesNotContain(token);
    }

    @Test
    void keyWithOneCharacterChangedFailsItsChecksumAs400() {
        String key = TestKeys.ACTIVE;
        int i = key.length() - 10;
        String mistyped = key.substring(0, i) + (key.charAt(i) == 'a' ? 'b' : 'a') + key.substring(i + 1);

        Response response = withKey(mistyped).get("/v1/health");

        assertProblem(response, 400, "malformed_credentials", "/v1/health");
        assertThat(response.jsonPath().getString("detail")).contains("checksum");
    }

    @Test
    void severalAuthorizationHeadersAre400() {
        Response response = given().header("Authorization", "Bearer " + TestKeys.ACTIVE)
                .header("Authorization", "Bearer " + TestKeys.ACTIVE).get("/v1/health");

        assertProblem(response, 400, "malformed_credentials", "/v1/health");
        assertThat(response.jsonPath().getString("detail")).contains("exactly one Authorization header");
    }

    static Stream<Arguments> unusableKeys() {
        return Stream.of(
                Arguments.of("unknown", TestKeys.UNKNOWN, "api_key_unknown", "The API key is not recognised."),
                Arguments.of("revoked", TestKeys.REVOKED, "api_key_revoked", "API key " + TestKeys.REVOKED_ID + " was revoked on "),
                Arguments.of("expired", TestKeys.EXPIRED, "api_key_expired", "API key " + TestKeys.EXPIRED_ID + " expired on "),
                Arguments.of("production key on the sandbox service", TestKeys.LIVE, "api_key_wrong_environment",
                        "This is a production key; this is the sandbox service."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unusableKeys")
    void wellFormedButUnusableKeyIs401InvalidTokenSayingWhy(String why, String key, String code, String detailStart) {
        Response response = withKey(key).get("/v1/health");

        assertProblem(response, 401, code, "/v1/health");
        assertThat(response.header("WWW-Authenticate")).isEqualTo(CHALLENGE + ", error=\"invalid_token\"");
        assertThat(response.jsonPath().getString("detail")).startsWith(detailStart);
    }

    @Test
    void keyWithoutTheOperationsScopeIs403InsufficientScope() {
        Response response = withKey(TestKeys.NO_SCOPE).get("/v1/health");

        assertProblem(response, 403, "insufficient_scope", "/v1/health");
        assertThat(response.header("WWW-Authenticate"))
                .isEqualTo(CHALLENGE + ", error=\"insufficient_scope\", scope=\"health:read\"");
        assertThat(response.jsonPath().getString("detail")).contains(TestKeys.NO_SCOPE_ID, "health:read");
    }

    @Test
    void unknownPathWithoutKeyIs401NotA404() {
        assertProblem(given().get("/v1/no-such-thing"), 401, "authentication_required", "/v1/no-such-thing");
        assertProblem(given().get("/admin"), 401, "authentication_required", "/admin");
    }

    @Test
    void unknownPathUnderTheDocumentsRootAlsoNeedsAKey() {
        assertProblem(given().get("/q/no-such-document"), 401, "authentication_required", "/q/no-such-document");
        given().get("/q/openapi").then().statusCode(200);
    }

    @Test
    void dotSegmentsThroughTheDocumentsPathStillNeedAKey() {
        Response response = given().urlEncodingEnabled(false).get("/q/../v1/health");

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.asString()).doesNotContain("\"status\":\"pass\"");
    }

    @Test
    void unknownPathWithValidKeyIs404() {
        assertProblem(withKey(TestKeys.ACTIVE).get("/v1/no-such-thing"), 404, "not_found", "/v1/no-such-thing");
    }

    @Test
    void managementEndpointsAreNotServedOnThePublicPort() {
        assertProblem(withKey(TestKeys.ACTIVE).get("/q/health/ready"), 404, "not_found", "/q/health/ready");
        assertProblem(withKey(TestKeys.ACTIVE).get("/q/metrics"), 404, "not_found", "/q/metrics");
    }

    @Test
    void activeKeyWithScopeIsServed() {
        withKey(TestKeys.ACTIVE).get("/v1/health").then().statusCode(200);
    }
}
