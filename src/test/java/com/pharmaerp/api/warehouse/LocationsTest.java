package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** /v1/locations over HTTP: the conventions MaterialsTest covers in depth, on the second resource. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class LocationsTest {

    @Test
    void createdLocationIsActiveByDefaultAndReadsBackWithItsEtag() {
        Response created = create(TestKeys.ACTIVE, code());

        assertThat(created.statusCode()).isEqualTo(201);
        String id = created.jsonPath().getString("id");
        assertThat(id).matches("loc_[0-9A-Za-z]{16}");
        assertThat(created.jsonPath().getBoolean("active")).isTrue();
        assertThat(created.jsonPath().getString("kind")).isEqualTo("storage");
        Response read = withKey(TestKeys.ACTIVE).get("/v1/locations/" + id);
        assertThat(read.header("ETag")).isEqualTo("\"1\"");
        assertThat(read.jsonPath().getMap("$")).isEqualTo(created.jsonPath().getMap("$"));
    }

    @Test
    void patchDeactivatesWithTheCurrentEtagOnly() {
        String id = create(TestKeys.ACTIVE, code()).jsonPath().getString("id");

        Response changed = asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("active", false)).patch("/v1/locations/" + id);
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.jsonPath().getBoolean("active")).isFalse();
        assertThat(changed.header("ETag")).isEqualTo("\"2\"");
        assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("name", "late")).patch("/v1/locations/" + id), 412, "precondition_failed", "/v1/locations/" + id);
    }

    @Test
    void invalidKindIs422AndDuplicateCodeIs409() {
        String code = code();
        create(TestKeys.ACTIVE, code).then().statusCode(201);

        assertProblem(create(TestKeys.ACTIVE, code), 409, "location_code_taken", "/v1/locations");
        Response invalid = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("code", code(), "name", "x",
                "kind", "attic", "storage", Map.of("minCelsius", 2, "maxCelsius", 8))).post("/v1/locations");
        assertProblem(invalid, 422, "validation_failed", "/v1/locations");
        assertThat(invalid.jsonPath().getList("errors.field", String.class)).containsExactly("kind");
    }

    @Test
    void anotherTenantsLocationIs404() {
        String id = create(TestKeys.ACTIVE, code()).jsonPath().getString("id");

        assertProblem(withKey(TestKeys.ACME).get("/v1/locations/" + id), 404, "not_found", "/v1/locations/" + id);
        assertProblem(asAdmin(TestKeys.ACME).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("active", false)).patch("/v1/locations/" + id), 404, "not_found", "/v1/locations/" + id);
    }

    private static Response create(String key, String code) {
        return asAdmin(key).contentType("application/json").body(Map.of("code", code, "name", "Cold room 1",
                "kind", "storage", "storage", Map.of("minCelsius", 2, "maxCelsius", 8))).post("/v1/locations");
    }

    private static String code() {
        return "LOC-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
