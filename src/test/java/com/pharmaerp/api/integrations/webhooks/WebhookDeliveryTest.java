package com.pharmaerp.api.integrations.webhooks;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.WebhookReceiver;
import com.pharmaerp.api.testsupport.WebhookReceiver.Answer;
import com.pharmaerp.api.testsupport.WebhookReceiver.Received;
import com.standardwebhooks.Webhook;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** Deliveries to a receiver on 127.0.0.1, with the test profile's short retry schedule (3 retries 200 ms apart). */
@QuarkusTest
@WithTestResource(TestKeys.class)
class WebhookDeliveryTest {

    private static final String KEY = TestKeys.ACTIVE;
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private WebhookReceiver receiver;

    @BeforeEach
    void startReceiver() throws Exception {
        receiver = WebhookReceiver.start();
    }

    @AfterEach
    void stop() {
        Webhooks.deleteAll(KEY);
        receiver.close();
    }

    @Test
    void anEventArrivesSignedAsStandardWebhooksAndVerifiesWithTheLibrary() throws Exception {
        Response endpoint = Webhooks.create(KEY, receiver.url(), List.of("material.*"));
        String material = material();

        Received delivery = receiver.await(PATIENCE, got -> !got.isEmpty()).get(0);

        new Webhook(endpoint.<String>path("secret")).verify(delivery.body(), delivery.headers());
        JsonPath body = JsonPath.from(delivery.body());
        assertThat(body.getString("type")).isEqualTo("material.created");
        assertThat(body.getString("data.object.url")).isEqualTo("/v1/materials/" + material);
        assertThat(delivery.webhookId()).isEqualTo(body.getString("data.id"));
    }

    @Test
    void eventsArriveInSequenceOrderOnceEachAfterTheReceiverRecovers() throws Exception {
        receiver.thenAnswer(Answer.status(500), Answer.status(503));
        Webhooks.create(KEY, receiver.url(), List.of("material.*"));
        material();
        material();
        material();

        List<Received> got = receiver.await(PATIENCE, all -> receiverAccepted(all) == 3);

        List<Long> accepted = got.stream().filter(r -> r.answered() == 204).map(WebhookDeliveryTest::sequence).toList();
        assertThat(accepted).isSorted().doesNotHaveDuplicates();
        assertThat(got.get(0).webhookId()).isEqualTo(got.get(2).webhookId());
    }

    @Test
    void aGoneReceiverDisablesTheEndpointWithAReasonAndReEnablingResumesWhereItStopped() throws Exception {
        receiver.thenAnswer(Answer.status(410));
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");
        material();

        JsonPath disabled = awaitEndpoint(id, e -> "disabled".equals(e.getString("status")));
        assertThat(disabled.getString("disabledReason")).contains("410");
        assertThat(disabled.getInt("pending")).isEqualTo(1);

        asAdmin(KEY).contentType("application/merge-patch+json").header("If-Match", "\"" + disabled.getInt("version") + "\"")
                .body(Map.of("status", "enabled")).patch(WebhookEndpointsTest.PATH + "/" + id).then().statusCode(200);

        List<Received> got = receiver.await(PATIENCE, all -> receiverAccepted(all) == 1);
        assertThat(got.get(1).webhookId()).isEqualTo(got.get(0).webhookId());
    }

    @Test
    void theRetryAfterOfA503IsHonouredInsteadOfTheSchedule() throws Exception {
        receiver.thenAnswer(new Answer(503, Map.of("Retry-After", "2"), Duration.ZERO));
        Webhooks.create(KEY, receiver.url(), List.of("material.*"));
        material();

        List<Received> got = receiver.await(PATIENCE, all -> all.size() == 2);

        assertThat(Duration.between(got.get(0).at(), got.get(1).at())).isGreaterThan(Duration.ofMillis(1500));
    }

    @Test
    void healthWarnsWhileAnEndpointIsDisabled() {
        receiver.thenAnswer(Answer.status(410));
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");
        material();
        awaitEndpoint(id, e -> "disabled".equals(e.getString("status")));

        String output = await().atMost(PATIENCE).until(() -> withKey(KEY).get("/v1/health")
                .<String>path("checks.'webhooks:disabledEndpoints'[0].output"), text -> text != null);

        assertThat(output).contains("disabled").contains("PATCH");
    }

    @Test
    void anEndpointWhoseEveryRetryFailsIsDisabledAndNothingIsLost() throws Exception {
        receiver.refuseWhile(request -> true, Answer.status(500));
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");
        material();

        JsonPath disabled = awaitEndpoint(id, e -> "disabled".equals(e.getString("status")));

        assertThat(disabled.getString("disabledReason")).startsWith("All 4 attempts at evt_");
        assertThat(receiver.received()).hasSize(4);
        assertThat(disabled.getInt("pending")).isEqualTo(1);
    }

    @Test
    void aReplaySendsTheEventsAgainWithTheirOriginalIds() throws Exception {
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");
        material();
        Received first = receiver.await(PATIENCE, got -> got.size() == 1).get(0);

        asAdmin(KEY).contentType("application/json").body(Map.of("fromSequence", sequence(first)))
                .post(WebhookEndpointsTest.PATH + "/" + id + "/replay").then().statusCode(200);

        assertThat(receiver.await(PATIENCE, got -> got.size() == 2).get(1).webhookId()).isEqualTo(first.webhookId());
    }

    @Test
    void duringARotationBothSecretsSignEveryDelivery() throws Exception {
        Response created = Webhooks.create(KEY, receiver.url(), List.of("material.*"));
        String rotated = asAdmin(KEY).contentType("application/json").body(Map.of("expireCurrentInSeconds", 3600))
                .post(WebhookEndpointsTest.PATH + "/" + created.path("id") + "/rotate-secret").path("secret");
        material();

        Received delivery = receiver.await(PATIENCE, got -> !got.isEmpty()).get(0);

        new Webhook(created.<String>path("secret")).verify(delivery.body(), delivery.headers());
        new Webhook(rotated).verify(delivery.body(), delivery.headers());
    }

    @Test
    void aDeletedEndpointReceivesNothingMore() throws Exception {
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");
        material();
        receiver.await(PATIENCE, got -> got.size() == 1);
        asAdmin(KEY).delete(WebhookEndpointsTest.PATH + "/" + id).then().statusCode(204);

        try (WebhookReceiver witness = WebhookReceiver.start()) {
            Webhooks.create(KEY, witness.url(), List.of("material.*"));
            material();
            witness.await(PATIENCE, got -> got.size() == 1);
        }

        assertThat(receiver.received()).hasSize(1);
    }

    @Test
    void aRedirectIsAFailedAttemptAndIsNotFollowed() throws Exception {
        receiver.thenAnswer(new Answer(302, Map.of("Location", "http://169.254.169.254/latest/meta-data/"), Duration.ZERO));
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");
        material();

        await().atMost(PATIENCE).until(() -> !deliveries(id).isEmpty());

        List<Map<String, Object>> newestFirst = deliveries(id);
        Map<String, Object> attempt = newestFirst.get(newestFirst.size() - 1);
        assertThat(attempt.get("outcome")).isEqualTo("failed");
        assertThat((String) attempt.get("error")).contains("redirects are not followed");
    }

    @Test
    void typesThatDoNotMatchAreSkippedAndTheCursorMovesOverThem() throws Exception {
        String id = Webhooks.create(KEY, receiver.url(), List.of("location.created")).path("id");
        material();
        String location = asAdmin(KEY).contentType("application/json").body(Map.of("code", "LOC-" + UUID.randomUUID()
                .toString().substring(0, 8), "name", "Store", "kind", "storage", "storage", Map.of("minCelsius", 15,
                        "maxCelsius", 25))).post("/v1/locations").path("id");

        Received only = receiver.await(PATIENCE, got -> got.size() == 1).get(0);

        assertThat(JsonPath.from(only.body()).getString("data.object.id")).isEqualTo(location);
        await().atMost(PATIENCE).until(() -> endpoint(id).getInt("pending") == 0);
    }

    @Test
    void aPingReportsWhatTheReceiverAnsweredAndIsKeptWithTheDeliveries() {
        receiver.thenAnswer(Answer.status(202));
        String id = Webhooks.create(KEY, receiver.url(), List.of("material.*")).path("id");

        Response ping = asAdmin(KEY).contentType("application/json").post(WebhookEndpointsTest.PATH + "/" + id + "/ping");

        assertThat(ping.<Integer>path("statusCode")).isEqualTo(202);
        assertThat(deliveries(id)).singleElement().satisfies(d -> assertThat(d.get("type")).isEqualTo("ping"));
    }

    private static long receiverAccepted(List<Received> all) {
        return all.stream().filter(r -> r.answered() == 204).map(Received::webhookId).distinct().count();
    }

    private static long sequence(Received received) {
        return JsonPath.from(received.body()).getLong("data.sequence");
    }

    private static String material() {
        return asAdmin(KEY).contentType("application/json").body(Map.of("code", "MAT-" + UUID.randomUUID().toString()
                .substring(0, 8), "name", "Paracetamol", "type", "raw", "baseUnit", "kg", "shelfLifeDays", 730,
                "retestIntervalDays", 365, "storage", Map.of("minCelsius", 15, "maxCelsius", 25))).post("/v1/materials")
                .then().statusCode(201).extract().path("id");
    }

    private static JsonPath endpoint(String id) {
        return withKey(KEY).get(WebhookEndpointsTest.PATH + "/" + id).jsonPath();
    }

    private static JsonPath awaitEndpoint(String id, Predicate<JsonPath> condition) {
        return await().atMost(PATIENCE).until(() -> endpoint(id), condition::test);
    }

    private static List<Map<String, Object>> deliveries(String id) {
        return withKey(KEY).get(WebhookEndpointsTest.PATH + "/" + id + "/deliveries").path("items");
    }
}
