package com.pharmaerp.api.platform.health;

import static com.pharmaerp.api.testsupport.Api.authorised;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.ProblemAssert;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

@QuarkusTest
@WithTestResource(TestKeys.class)
class HealthApiTest {

    /**
     * Other suites in this JVM may have left a warning behind (a webhook endpoint disabled, then
     * deleted): the health snapshot is rebuilt on a timer, so wait until it has caught up.
     */
    @BeforeEach
    void awaitNothingWarns() {
        await().atMost(Duration.ofSeconds(30)).until(() -> authorised().get("/v1/health").<String>path("status"), "pass"::equals);
    }

    @Test
    void healthHasNoReplicaCheckWithoutAReplica() {
        assertThat(authorised().get("/v1/health").jsonPath().getMap("checks")).doesNotContainKey("database:replicaLag");
    }

    @Test
    void healthAnswersPassWithEveryDraftFieldAsHealthJson() {
        Response response = authorised().get("/v1/health");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.contentType()).startsWith("application/health+json");
        assertThat(response.header("Cache-Control")).isEqualTo("no-store");
        JsonPath json = response.jsonPath();
        assertThat(json.getString("status")).isEqualTo("pass");
        assertThat(json.getString("version")).isEqualTo("1");
        assertThat(json.getString("releaseId")).isEqualTo("1.0.0");
        assertThat(json.getString("serviceId")).isEqualTo("pharma-erp-service-interface");
        assertThat(json.getString("description")).isEqualTo("Pharmaceutical ERP service interface");
        assertThat(json.getString("environment")).isEqualTo("sandbox");
        List<Map<String, Object>> keyStore = json.getList("checks.'apiKeyStore:activeKeys'");
        assertThat(keyStore).hasSize(1);
        assertThat(keyStore.get(0)).containsEntry("componentType", "component").containsEntry("status", "pass")
                .containsEntry("observedUnit", "keys").containsEntry("observedValue", (int) TestKeys.activeSandboxKeys());
        assertThat(Instant.parse((String) keyStore.get(0).get("time"))).isBefore(Instant.now().plusSeconds(1));
    }

    @Test
    void healthPayloadRevealsNoHostAddressOrSecret() {
        String body = authorised().get("/v1/health").asString();

        ProblemAssert.assertRevealsNothingInternal(body);
        assertThat(body).doesNotContain("127.0.0.1", "localhost", "/tmp", "sha256", "api-keys.jsonl");
    }

    @Test
    void healthCarriesVersionAndRequestIdHeaders() {
        authorised().get("/v1/health").then()
                .header("X-SERVICE-API-Version", "1.0")
                .header("X-Request-Id", org.hamcrest.Matchers.not(emptyString()));
    }

    @Test
    void headOnHealthAnswersHeadersWithoutBody() {
        authorised().head("/v1/health").then()
                .statusCode(200)
                .header("Cache-Control", "no-store")
                .body(is(emptyString()));
    }

    @Test
    void healthHonoursAcceptApplicationJson() {
        authorised().accept("application/json").get("/v1/health").then()
                .statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("application/json"))
                .body("status", equalTo("pass"));
    }

    @Test
    void optionsOnHealthListsTheAllowedMethods() {
        authorised().options("/v1/health").then()
                .statusCode(200)
                .header("Allow", org.hamcrest.Matchers.allOf(org.hamcrest.Matchers.containsString("GET"),
                        org.hamcrest.Matchers.containsString("HEAD"), org.hamcrest.Matchers.containsString("OPTIONS")));
    }
}
