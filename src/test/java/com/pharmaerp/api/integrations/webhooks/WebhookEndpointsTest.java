package com.pharmaerp.api.integrations.webhooks;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

@QuarkusTest
@WithTestResource(TestKeys.class)
class WebhookEndpointsTest {

    static final String PATH = "/v1/webhook-endpoints";
    private static final String URL = "http://127.0.0.1:9/hooks";

    @AfterEach
    void deleteEveryEndpoint() {
        Webhooks.deleteAll(TestKeys.ACTIVE);
    }

    @Test
    void aNewEndpointShowsItsSecretOnceAndStartsAtTheChainsHead() {
        long head = Webhooks.head(TestKeys.ACTIVE);
        Response created = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*"));

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.<String>path("secret")).startsWith("whsec_");
        assertThat(created.header("Location")).endsWith(PATH + "/" + created.path("id"));
        assertThat(created.<Integer>path("deliveredThrough").longValue()).isGreaterThanOrEqualTo(head);
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + created.path("id")).body().asString()).doesNotContain("secret");
    }

    @Test
    void onlyAnAdminSubscribes() {
        String clerk = TestUsers.create(TestKeys.ACTIVE, "c." + System.nanoTime(), List.of("warehouse_clerk"));

        assertProblem(withKey(TestKeys.ACTIVE).header("X-Acting-User", clerk).contentType("application/json")
                .body(Map.of("url", URL, "eventTypes", List.of("lot.*"))).post(PATH), 403, "role_required", PATH);
    }

    @Test
    void aUrlWithAnotherSchemeIsRefusedNamingTheField() {
        Response refused = Webhooks.create(TestKeys.ACTIVE, "ftp://example.com/hooks", List.of("lot.*"));

        assertProblem(refused, 422, "validation_failed", PATH);
        assertThat(refused.<String>path("errors[0].field")).isEqualTo("url");
    }

    @Test
    void anEventTypeThatNamesNoTypeIsRefused() {
        Response refused = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.relased"));

        assertProblem(refused, 422, "validation_failed", PATH);
        assertThat(refused.<String>path("errors[0].field")).isEqualTo("eventTypes");
    }

    @Test
    void aPatchMayNotDisableAnEndpoint() {
        String id = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*")).path("id");

        assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("status", "disabled")).patch(PATH + "/" + id), 422, "validation_failed", PATH + "/" + id);
    }

    @Test
    void aPatchWithoutIfMatchIsRefused() {
        String id = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*")).path("id");

        assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json")
                .body(Map.of("description", "LIMS")).patch(PATH + "/" + id), 428, "precondition_required", PATH + "/" + id);
    }

    @Test
    void aPatchChangesWhatItNamesAndMovesTheVersion() {
        String id = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*")).path("id");

        Response changed = asAdmin(TestKeys.ACTIVE).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("eventTypes", List.of("lot.released", "inspection_lot.*"), "description", "LIMS"))
                .patch(PATH + "/" + id);

        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.<List<String>>path("eventTypes")).containsExactly("lot.released", "inspection_lot.*");
        assertThat(changed.header("ETag")).isEqualTo("\"2\"");
    }

    @Test
    void aDeletedEndpointIsGone() {
        String id = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*")).path("id");

        assertThat(asAdmin(TestKeys.ACTIVE).delete(PATH + "/" + id).statusCode()).isEqualTo(204);
        assertProblem(withKey(TestKeys.ACTIVE).get(PATH + "/" + id), 404, "not_found", PATH + "/" + id);
    }

    @Test
    void rotatingGivesANewSecretAndMovesTheVersion() {
        Response created = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*"));

        Response rotated = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("expireCurrentInSeconds", 60))
                .post(PATH + "/" + created.path("id") + "/rotate-secret");

        assertThat(rotated.statusCode()).isEqualTo(200);
        assertThat(rotated.<String>path("secret")).startsWith("whsec_").isNotEqualTo(created.path("secret"));
        assertThat(rotated.<Integer>path("version")).isEqualTo(2);
    }

    @Test
    void aReplayFromBeyondTheHeadIsRefused() {
        String id = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*")).path("id");
        long head = Webhooks.head(TestKeys.ACTIVE);

        Response refused = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("fromSequence", head + 5))
                .post(PATH + "/" + id + "/replay");

        assertProblem(refused, 422, "validation_failed", PATH + "/" + id + "/replay");
        assertThat(refused.<String>path("errors[0].field")).isEqualTo("fromSequence");
    }

    @Test
    void anotherTenantsEndpointIsNotFound() {
        String id = Webhooks.create(TestKeys.ACTIVE, URL, List.of("lot.*")).path("id");

        assertProblem(withKey(TestKeys.ACME).get(PATH + "/" + id), 404, "not_found", PATH + "/" + id);
    }
}
