package com.pharmaerp.api.health;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;

/**
 * GET /v1/health has two ways in: HealthRoute for the common Accept values, HealthResource
 * (full content negotiation) for the rest. Whichever serves it, a client gets the same answer,
 * and neither way skips authentication or the scope check.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class HealthRouteTest {

    /** Served by HealthResource: an Accept value the route does not take verbatim. */
    private static final String NEGOTIATED_HEALTH_JSON = "application/health+json, text/plain;q=0.5";
    private static final String NEGOTIATED_JSON = "application/json, text/csv;q=0.1";

    @TestHTTPResource("/v1/health")
    URL health;

    @Test
    void routeAndResourceAnswerTheSameStatusHeadersAndBody() {
        assertSameAnswer(get(TestKeys.ACTIVE, "*/*"), get(TestKeys.ACTIVE, NEGOTIATED_HEALTH_JSON));
        assertSameAnswer(get(TestKeys.ACTIVE, "application/health+json"), get(TestKeys.ACTIVE, NEGOTIATED_HEALTH_JSON));
        assertSameAnswer(get(TestKeys.ACTIVE, "application/json"), get(TestKeys.ACTIVE, NEGOTIATED_JSON));
    }

    @Test
    void requestWithoutAcceptGetsHealthJson() throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(health.toString()))
                .header("Authorization", "Bearer " + TestKeys.ACTIVE).GET().build(), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/health+json;charset=UTF-8");
        assertThat(withoutCheckTimes(response.body()))
                .isEqualTo(withoutCheckTimes(get(TestKeys.ACTIVE, NEGOTIATED_HEALTH_JSON).asString()));
    }

    @Test
    void keyWithoutHealthScopeIsRefusedWhicheverWayIn() {
        assertProblem(get(TestKeys.NO_SCOPE, "*/*"), 403, "insufficient_scope", "/v1/health");
        assertProblem(get(TestKeys.NO_SCOPE, NEGOTIATED_HEALTH_JSON), 403, "insufficient_scope", "/v1/health");
    }

    @Test
    void dotSegmentsThroughTheDocumentsPathStillNeedAKey() {
        Response response = RestAssured.given().urlEncodingEnabled(false).get("/q/../v1/health");

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.asString()).doesNotContain("\"status\":\"pass\"");
    }

    private static Response get(String key, String accept) {
        return withKey(key).accept(accept).get("/v1/health");
    }

    private static void assertSameAnswer(Response route, Response resource) {
        assertThat(route.statusCode()).isEqualTo(resource.statusCode());
        assertThat(route.contentType()).isEqualTo(resource.contentType());
        assertThat(route.header("Cache-Control")).isEqualTo(resource.header("Cache-Control"));
        assertThat(route.header("X-SERVICE-API-Version")).isEqualTo(resource.header("X-SERVICE-API-Version"));
        assertThat(route.header("RateLimit-Policy")).isEqualTo(resource.header("RateLimit-Policy"));
        assertThat(withoutCheckTimes(route.asString())).isEqualTo(withoutCheckTimes(resource.asString()));
    }

    /** A check's time moves on whenever the key file is re-read, which may happen between two requests. */
    private static String withoutCheckTimes(String body) {
        return body.replaceAll("\"time\":\"[^\"]*\"", "\"time\":\"…\"");
    }
}
