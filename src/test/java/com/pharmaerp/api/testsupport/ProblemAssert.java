package com.pharmaerp.api.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** Checks that a response is a complete RFC 9457 problem that reveals nothing internal. */
public final class ProblemAssert {

    private ProblemAssert() {
    }

    /** Asserts the full problem contract and returns the parsed body for further checks. */
    public static JsonPath assertProblem(Response response, int status, String code, String instance) {
        assertThat(response.statusCode()).as("status").isEqualTo(status);
        assertThat(response.contentType()).as("content type").startsWith(Api.PROBLEM_JSON);
        assertThat(response.header("Cache-Control")).isEqualTo("no-store");
        assertThat(response.header("X-SERVICE-API-Version")).isEqualTo("1.0");
        String requestId = response.header("X-Request-Id");
        assertThat(requestId).as("X-Request-Id").isNotBlank();
        String body = response.asString();
        JsonPath json = new JsonPath(body);
        Map<String, Object> fields = json.getMap("$");
        assertThat(fields).containsKeys("type", "title", "status", "detail", "instance", "code", "requestId");
        assertThat(json.getInt("status")).isEqualTo(status);
        assertThat(json.getString("code")).isEqualTo(code);
        assertThat(json.getString("type")).isEqualTo("https://docs.pharma-erp.example/problems/" + code.replace('_', '-'));
        assertThat(json.getString("title")).isNotBlank();
        assertThat(json.getString("detail")).isNotBlank();
        assertThat(json.getString("instance")).isEqualTo(instance);
        assertThat(json.getString("requestId")).isEqualTo(requestId);
        assertRevealsNothingInternal(body);
        return json;
    }

    public static void assertRevealsNothingInternal(String body) {
        assertThat(body).doesNotContain("Exception", "com.pharmaerp", "io.quarkus", "org.jboss", "java.", "\tat ");
        assertThat(body).as("no key material").doesNotContainPattern("erp_(live|test)_[0-9A-Za-z]{8,}");
    }
}
