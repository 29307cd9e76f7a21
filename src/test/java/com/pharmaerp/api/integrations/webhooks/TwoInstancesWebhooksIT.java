package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;
import com.pharmaerp.api.testsupport.TwoInstances;
import com.pharmaerp.api.testsupport.WebhookReceiver;
import com.pharmaerp.api.testsupport.WebhookReceiver.Answer;
import com.pharmaerp.api.testsupport.WebhookReceiver.Received;

import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;

/**
 * Two packaged jars on one database deliver to one endpoint: each event once while both are
 * healthy, and every event still after the one holding the endpoint's lease is killed mid-attempt.
 */
class TwoInstancesWebhooksIT {

    /** A short lease and poll, so a dead instance's endpoint passes on within seconds. */
    private static final Map<String, String> WEBHOOKS = Map.of("ERP_WEBHOOKS_LEASE", "5s", "ERP_WEBHOOKS_POLL_INTERVAL", "1s",
            "ERP_WEBHOOKS_RETRY_SCHEDULE", "200ms,200ms,200ms");
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** The pair the tests that stop no instance share, each on an endpoint of its own that it deletes at its end. */
    @TempDir
    static Path sharedDir;
    private static TwoInstances shared;

    private static TwoInstances sharedPods() throws Exception {
        if (shared == null) {
            shared = TwoInstances.start(sharedDir, WEBHOOKS);
        }
        RestAssured.port = shared.a.httpPort(); // a test with pods of its own reset it when it closed them
        return shared;
    }

    @AfterAll
    static void stopSharedPods() throws Exception {
        if (shared != null) {
            shared.close();
        }
    }

    @Test
    void eachEventReachesTheEndpointOnceInOrderWhileBothInstancesDeliver() throws Exception {
        TwoInstances pods = sharedPods();
        String admin = TestUsers.adminOf(TestKeys.ACTIVE);
        try (WebhookReceiver receiver = WebhookReceiver.start(); Subscription ignored = new Subscription(pods, receiver, admin)) {

            List<HttpResponse<String>> created = TwoInstances.concurrently(40,
                    i -> pods.post(pods.either(i), "/v1/locations", location(), admin, Map.of()));
            assertThat(created).allSatisfy(response -> assertThat(response.statusCode()).isEqualTo(201));

            receiver.await(PATIENCE, got -> distinct(got) == 40);
            // A duplicate would come within the poll interval: none does for twice that long.
            await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(3)).until(() -> receiver.received().size() == 40);
            List<Received> got = receiver.received();
            assertThat(got).hasSize(40);
            assertThat(got.stream().map(TwoInstancesWebhooksIT::sequence).toList()).isSorted();
        }
    }

    @Test
    void everyAttemptIsAJsonLogLineAndAMetricWithoutTheSecretOrTheBody() throws Exception {
        TwoInstances pods = sharedPods();
        String admin = TestUsers.adminOf(TestKeys.ACTIVE);
        try (WebhookReceiver receiver = WebhookReceiver.start(); Subscription subscription = new Subscription(pods, receiver, admin)) {
            String endpoint = subscription.endpoint;
            assertThat(pods.post(pods.a, "/v1/locations", location(), admin, Map.of()).statusCode()).isEqualTo(201);
            String event = receiver.await(PATIENCE, got -> !got.isEmpty()).get(0).webhookId();
            // The attempt is logged when it ends; the backlog gauge follows at the next poll.
            await().atMost(Duration.ofSeconds(10)).until(() -> attempt(pods.a.output() + pods.b.output(), event).isPresent()
                    && (pods.a.metrics() + pods.b.metrics()).contains("erp_webhooks_endpoint_backlog_events{endpoint=\"" + endpoint + "\""));

            String logs = pods.a.output() + pods.b.output();
            JsonNode attempt = attempt(logs, event).orElseThrow(() -> new AssertionError("no attempt of " + event + " in the logs: "
                            + logs.lines().filter(line -> line.contains(event) || line.contains("ebhook")).toList()));
            assertThat(attempt.path("mdc").path("webhookEndpointId").asText()).isEqualTo(endpoint);
            assertThat(attempt.path("mdc").path("webhookStatus").asText()).isEqualTo("204");
            assertThat(attempt.path("mdc").path("durationMs").asText()).matches("\\d+");
            assertThat(logs).doesNotContain("whsec_").doesNotContain("minCelsius");
            String metrics = pods.a.metrics() + pods.b.metrics();
            assertThat(metrics).contains("erp_webhooks_attempts_total{outcome=\"delivered\"")
                    .contains("erp_webhooks_endpoint_backlog_events{endpoint=\"" + endpoint + "\"");
        }
    }

    @Test
    void onSigtermTheAttemptInFlightFinishesAndTheOtherInstanceDeliversTheRest() throws Exception {
        try (TwoInstances pods = TwoInstances.start(dir, WEBHOOKS); WebhookReceiver receiver = WebhookReceiver.start()) {
            String endpoint = heldDelivery(pods, receiver, 3, Duration.ofSeconds(3));

            ServiceProcess holder = leaseHolder(pods, endpoint);
            holder.terminate();

            assertThat(holder.awaitExit(Duration.ofSeconds(25))).isZero();
            List<Received> got = receiver.await(PATIENCE, all -> distinctAccepted(all) == 3);
            assertThat(got.stream().map(Received::webhookId).distinct().count()).isEqualTo(3);
        }
    }

    @Test
    void whenTheDeliveringInstanceIsKilledMidAttemptTheOtherDeliversEverythingWithinTheLease() throws Exception {
        try (TwoInstances pods = TwoInstances.start(dir, WEBHOOKS); WebhookReceiver receiver = WebhookReceiver.start()) {
            String endpoint = heldDelivery(pods, receiver, 5, Duration.ofSeconds(8));
            String held = receiver.received().get(0).webhookId();

            ServiceProcess holder = leaseHolder(pods, endpoint);
            holder.kill();
            long killedAt = System.nanoTime();

            List<Received> got = receiver.await(PATIENCE, all -> distinctAccepted(all) == 5);
            assertThat(Duration.ofNanos(System.nanoTime() - killedAt)).isLessThan(Duration.ofSeconds(20));
            assertThat(got.stream().filter(r -> r.webhookId().equals(held)).count()).isGreaterThanOrEqualTo(2);
            assertThat(got.stream().filter(r -> r.answered() == 204).map(TwoInstancesWebhooksIT::sequence).distinct()
                    .toList()).isSorted().hasSize(5);
        }
    }

    /**
     * An endpoint subscribed to new locations, {@code events} of them made, and the first delivery being held by the
     * receiver for {@code hold} when this returns.
     */
    private static String heldDelivery(TwoInstances pods, WebhookReceiver receiver, int events, Duration hold) throws Exception {
        String admin = TestUsers.adminOf(TestKeys.ACTIVE);
        receiver.thenAnswer(new Answer(204, Map.of(), hold));
        String endpoint = subscribe(pods, receiver, admin);
        for (int i = 0; i < events; i++) {
            assertThat(pods.post(pods.a, "/v1/locations", location(), admin, Map.of()).statusCode()).isEqualTo(201);
        }
        receiver.await(PATIENCE, got -> !got.isEmpty());
        return endpoint;
    }

    /** An endpoint of the shared pair, deleted when the test ends so the next test's events reach only its own. */
    private static final class Subscription implements AutoCloseable {

        private final TwoInstances pods;
        private final String admin;
        final String endpoint;

        Subscription(TwoInstances pods, WebhookReceiver receiver, String admin) throws Exception {
            this.pods = pods;
            this.admin = admin;
            this.endpoint = subscribe(pods, receiver, admin);
        }

        @Override
        public void close() throws Exception {
            assertThat(pods.delete(pods.a, "/v1/webhook-endpoints/" + endpoint, admin).statusCode()).isEqualTo(204);
        }
    }

    private static String subscribe(TwoInstances pods, WebhookReceiver receiver, String admin) throws Exception {
        HttpResponse<String> created = pods.post(pods.a, "/v1/webhook-endpoints", "{\"url\": \"" + receiver.url()
                + "\", \"eventTypes\": [\"location.created\"]}", admin, Map.of());
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return JsonPath.from(created.body()).getString("id");
    }

    /** The instance whose dispatcher holds the endpoint's lease, by the name it logged at start. */
    private static ServiceProcess leaseHolder(TwoInstances pods, String endpoint) throws Exception {
        try (Connection db = pods.superuser();
                ResultSet row = db.createStatement().executeQuery(
                        "SELECT lease_owner FROM webhook_endpoints WHERE id = '" + endpoint + "'")) {
            row.next();
            String owner = row.getString(1);
            assertThat(owner).as("the endpoint is leased while its attempt runs").isNotNull();
            return pods.a.output().contains("Delivering webhooks as " + owner) ? pods.a : pods.b;
        }
    }

    /** The JSON log line of an attempt to deliver the event. */
    private static Optional<JsonNode> attempt(String logs, String event) {
        return logs.lines().filter(line -> line.startsWith("{")).map(TwoInstancesWebhooksIT::parse)
                .filter(line -> line.path("mdc").path("eventId").asText().equals(event)).findFirst();
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not a JSON log line: " + line, e);
        }
    }

    private static String location() {
        return "{\"code\": \"LOC-" + UUID.randomUUID().toString().substring(0, 8) + "\", \"name\": \"Store\", \"kind\": "
                + "\"storage\", \"storage\": {\"minCelsius\": 15, \"maxCelsius\": 25}}";
    }

    private static long sequence(Received received) {
        return JsonPath.from(received.body()).getLong("data.sequence");
    }

    private static long distinct(List<Received> got) {
        return got.stream().map(Received::webhookId).distinct().count();
    }

    private static long distinctAccepted(List<Received> got) {
        return got.stream().filter(r -> r.answered() == 204).map(Received::webhookId).distinct().count();
    }
}
