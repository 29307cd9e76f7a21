package com.pharmaerp.api.platform.openapi;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/**
 * The OpenAPI contract: docs/openapi.json is the committed copy; this fails when the served
 * document drifts from it. After an intended change, copy target/openapi-served.json over it. The
 * test sources include a client generated from the committed copy; should that copy no longer
 * yield one that compiles, run this test with {@code -Dcodegen.skip=true} to get the served document.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class OpenApiContractTest {

    static final Path COMMITTED = Path.of("docs/openapi.json");
    static final Path SERVED = Path.of("target/openapi-served.json");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    @Test
    void servedDocumentMatchesTheCommittedCopy() throws IOException {
        JsonNode served = JSON.readTree(given().get("/q/openapi?format=json").then().statusCode(200).extract().asString());
        Files.createDirectories(SERVED.getParent());
        Files.writeString(SERVED, JSON.writeValueAsString(JSON.treeToValue(served, Object.class)), StandardCharsets.UTF_8);

        JsonNode committed = JSON.readTree(Files.readString(COMMITTED, StandardCharsets.UTF_8));

        assertThat(served).as("served OpenAPI document differs from " + COMMITTED + "; if intended, copy " + SERVED
                + " over it and note the change in CHANGELOG.md").isEqualTo(committed);
    }

    @Test
    void documentIsServedWithoutKey() {
        given().get("/q/openapi").then().statusCode(200);
    }

    @Test
    void pathsAreRelativeToTheV1BaseAddressesOfBothEnvironments() {
        JsonPath doc = document();

        Map<String, Object> paths = doc.getMap("paths");
        assertThat(paths).containsKeys("/health", "/materials", "/materials/{id}", "/locations", "/locations/{id}");
        assertThat(paths.keySet()).allSatisfy(path -> assertThat(path).startsWith("/").doesNotStartWith("/v1/"));
        assertThat(doc.getList("servers.url")).containsExactly("https://api.pharma-erp.example/v1",
                "https://sandbox.api.pharma-erp.example/v1");
        assertThat(doc.getString("info.version")).isEqualTo("1.0.0");
    }

    @Test
    void bearerSchemeAppliesToEveryOperation() {
        JsonPath doc = document();

        assertThat(doc.getString("components.securitySchemes.bearerAuth.type")).isEqualTo("http");
        assertThat(doc.getString("components.securitySchemes.bearerAuth.scheme")).isEqualTo("bearer");
        assertThat(doc.getList("security")).containsExactly(Map.of("bearerAuth", List.of()));
    }

    @Test
    void healthOperationDocumentsHeadersAndEveryProblemResponse() {
        JsonPath doc = document();

        assertThat(doc.getList("paths.'/health'.get.parameters.'$ref'")).containsExactly(
                "#/components/parameters/ApiVersion", "#/components/parameters/RequestId");
        Map<String, Object> responses = doc.getMap("paths.'/health'.get.responses");
        assertThat(responses).containsKeys("200", "400", "401", "403", "404", "405", "406", "410", "413", "414", "429",
                "431", "500", "503");
        assertThat(doc.getString("paths.'/health'.get.responses.'401'.'$ref'")).isEqualTo("#/components/responses/Unauthorized");
        assertThat(doc.getMap("paths.'/health'.get.responses.'503'.content")).containsKeys("application/health+json",
                "application/problem+json");
        assertThat(doc.getMap("paths.'/health'.get.responses.'200'.headers")).containsKeys("X-Request-Id",
                "X-SERVICE-API-Version", "RateLimit-Policy", "RateLimit");
        assertThat(doc.getMap("components.responses.TooManyRequests.headers")).containsKeys("Retry-After", "RateLimit");
        assertThat(doc.getMap("components.responses.Unauthorized.headers")).containsKeys("WWW-Authenticate",
                "X-Request-Id", "X-SERVICE-API-Version");
    }

    @Test
    void problemSchemaDocumentsExactlyTheFieldsOfTheProblemRecord() {
        String[] recordFields = Arrays.stream(Problem.class.getRecordComponents()).map(RecordComponent::getName)
                .toArray(String[]::new);

        assertThat(document().getMap("components.schemas.Problem.properties").keySet())
                .containsExactlyInAnyOrder((Object[]) recordFields);
    }

    private static JsonPath document() {
        return new JsonPath(given().get("/q/openapi?format=json").asString());
    }
}
