package com.pharmaerp.api.platform.http;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/**
 * Every query parameter of every documented read, driven by docs/openapi.json: a value that is not
 * of the parameter's type is a problem naming the parameter, never the 404 of a wrong path.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class QueryParametersTest {

    @Test
    void textOrAFractionForAnIntegerParameterIs400NamingIt() throws IOException {
        List<String[]> parameters = parameters(schema -> schema.path("type").asText().equals("integer"));

        assertThat(parameters).as("integer query parameters").hasSizeGreaterThanOrEqualTo(18);
        for (String[] parameter : parameters) {
            for (String value : List.of("abc", "1.5")) {
                assertNamed(parameter, value, 400, "bad_request", "must be an integer");
            }
        }
    }

    @Test
    void anIntegerBeyondTheParameterTypeIs422NamingIt() throws IOException {
        for (String[] parameter : parameters(schema -> schema.path("type").asText().equals("integer"))) {
            assertNamed(parameter, "9".repeat(30), 422, "validation_failed", "out of range");
        }
    }

    @Test
    void aTimeThatDoesNotParseIs422NamingIt() throws IOException {
        List<String[]> parameters = parameters(schema -> schema.path("format").asText().equals("date-time"));

        assertThat(parameters).as("date-time query parameters").isNotEmpty();
        for (String[] parameter : parameters) {
            assertNamed(parameter, "yesterday", 422, "validation_failed", "RFC 3339");
        }
    }

    private static void assertNamed(String[] parameter, String value, int status, String code, String message) {
        String path = parameter[0];
        String name = parameter[1];
        JsonPath problem = assertProblem(withKey(TestKeys.ACTIVE).queryParam(name, value).get(path), status, code, path);
        assertThat(problem.getList("errors", Map.class)).as(path + "?" + name + "=" + value)
                .singleElement().satisfies(error -> {
                    assertThat(error.get("field")).isEqualTo(name);
                    assertThat((String) error.get("message")).contains(message);
                });
    }

    /** {path with ids filled, parameter name} of each query parameter of a GET whose schema matches. */
    private static List<String[]> parameters(Predicate<JsonNode> schema) throws IOException {
        JsonNode document = new ObjectMapper().readTree(Files.readString(Path.of("docs/openapi.json")));
        List<String[]> found = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext();) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (JsonNode parameter : path.getValue().path("get").path("parameters")) {
                if ("query".equals(parameter.path("in").asText()) && schema.test(parameter.path("schema"))) {
                    found.add(new String[] { "/v1" + path.getKey().replace("{id}", "none"), parameter.path("name").asText() });
                }
            }
        }
        return found;
    }
}
