package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.BatchFlow;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * Two packaged jars on one database, each running the daily pass every second: whatever falls due is
 * done once, not once per pod or per pass; and what two pods race for (a batch step, a piece of
 * equipment) is had by one. One pair of jars serves every module; a test that moves the tenant's
 * business date puts it back.
 */
class TwoInstancesDailyPassIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

    @TempDir
    static Path dir;

    private static TwoInstances pods;
    private static CapaFlow capas;

    @BeforeAll
    static void twoInstancesPassingEverySecond() throws Exception {
        pods = TwoInstances.start(dir, Map.of("ERP_QMS_DAILY_PASS_INTERVAL", "1s"));
        capas = new CapaFlow(pods.flow);
    }

    @AfterAll
    static void stop() throws Exception {
        pods.close();
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    /** The record gets its notice, and while both pods keep passing every second the count stays one. */
    private static void noticedOnce(String entityId, String action) throws Exception {
        try (Connection superuser = pods.superuser()) {
            await().atMost(Duration.ofSeconds(60)).until(() -> notices(superuser, entityId, action) >= 1);
            await().during(Duration.ofSeconds(5)).atMost(Duration.ofSeconds(10))
                    .until(() -> notices(superuser, entityId, action) == 1);
        }
    }

    private static int notices(Connection superuser, String entityId, String action) throws Exception {
        try (PreparedStatement count = superuser.prepareStatement("SELECT count(*) FROM audit_events WHERE entity_id = ? "
                + "AND action = ?")) {
            count.setString(1, entityId);
            count.setString(2, action);
            try (ResultSet rows = count.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }

    @Test
    void anExpiringTrainingRecordIsNoticedOnce() throws Exception {
        GmpFlow flow = pods.flow;
        String course = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("code", "GMP-IT-EXP",
                "title", "GMP basics", "validityMonths", 1)).post("/v1/training/courses").then().statusCode(201)
                .extract().path("id");
        String record = flow.as(flow.supervisor).body(Map.of("userId", flow.analyst, "courseId", course, "completedOn",
                TODAY.minusDays(10).toString(), "signature", flow.signature(flow.supervisor, "verification")))
                .post("/v1/training/records").then().statusCode(201).extract().path("id");

        noticedOnce(record, "training_record.expiring");
    }

    @Test
    void anOverdueComplaintReportIsNoticedOnce() throws Exception {
        GmpFlow gmp = pods.flow;
        OutboundFlow flow = OutboundFlow.buying(gmp);
        String lot = flow.releasedLot("20", TODAY.plusDays(300), gmp.storeA);
        HttpResponse<String> created = pods.post(pods.a, "/v1/complaints", JSON.writeValueAsString(Map.of("receivedOn",
                TODAY.minusWeeks(3).toString(), "category", "quality_defect", "description", "Cracked tablets", "country",
                "US", "lotId", lot, "reporter", Map.of("name", "Main Street Pharmacy", "contact", "+1 555 0100"))),
                gmp.qa, Map.of());
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String complaint = JSON.readTree(created.body()).path("id").asText();
        HttpResponse<String> assessed = pods.post(pods.b, "/v1/complaints/" + complaint + "/assessment",
                JSON.writeValueAsString(Map.of("reportable", true, "rationale", "Field alert", "signature",
                        gmp.signature(gmp.qa, "review"))), gmp.qa, Map.of("If-Match", "\"1\""));
        assertThat(assessed.statusCode()).as(assessed.body()).isEqualTo(200);

        noticedOnce(complaint, "complaint.report_overdue");
    }

    @Test
    void anOverdueDeviationIsNoticedOnce() throws Exception {
        String deviation = capas.deviation("Room 4 above 25 °C for six hours");
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(31));

        noticedOnce(deviation, "deviation.overdue");
    }

    @Test
    void anOverdueCapaActionIsNoticedOnce() throws Exception {
        String capa = capas.openCapa();
        String action = capas.action(capa, TODAY.plusDays(3));
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(4));

        noticedOnce(action, "capa_action.overdue");
    }

    @Test
    void anEffectivenessCheckIsEvaluatedOnceWhenItsWindowHasPassed() throws Exception {
        String capa = capas.readyToImplement();
        capas.defineCheck(capa, List.of("deviation.created"), Map.of("description", "Never seen " + System.nanoTime()),
                0, 30).then().statusCode(200);
        capas.implement(capa, capas.qa).then().statusCode(200);
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(31));

        noticedOnce(capa, "capa.effectiveness_evaluated");
        assertThat(capas.read(capa).getString("effectivenessCheck.result")).isEqualTo("met");
    }

    /** A granulator registered and qualified through instance A; its id. */
    private static String equipment(Map<String, Object> body) throws Exception {
        GmpFlow flow = pods.flow;
        HttpResponse<String> created = pods.post(pods.a, "/v1/equipment", JSON.writeValueAsString(body), flow.supervisor,
                Map.of());
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return JSON.readTree(created.body()).path("id").asText();
    }

    @Test
    void aDirtyHoldBreachOpensOneDeviationThatThePieceNames() throws Exception {
        String code = "GRN-IT-" + System.nanoTime();
        String piece = equipment(Map.of("code", code, "name", "Granulator", "kind", "granulator", "locationId",
                pods.flow.storeA, "productContact", true, "instrument", false, "cleaning", Map.of("cleanHoldHours", 72,
                        "dirtyHoldHours", 24)));
        try (Connection superuser = pods.superuser();
                PreparedStatement released = superuser.prepareStatement("UPDATE equipment SET dirty_since = now() - "
                        + "interval '30 hours', last_order_id = 'ord_It000000000000001', last_order_number = 'PO-IT', "
                        + "version = version + 1 WHERE id = ?")) {
            // What an order's release leaves: the piece dirty since then, naming the order; no cleaning begun.
            released.setString(1, piece);
            assertThat(released.executeUpdate()).isEqualTo(1);

            await().atMost(Duration.ofSeconds(60)).until(() -> deviationsNaming(superuser, code) >= 1);
            await().during(Duration.ofSeconds(5)).atMost(Duration.ofSeconds(10))
                    .until(() -> deviationsNaming(superuser, code) == 1);
        }
        HttpResponse<String> read = pods.get(pods.b, "/v1/equipment/" + piece);
        String deviation = JSON.readTree(read.body()).path("deviationId").asText();
        HttpResponse<String> opened = pods.get(pods.b, "/v1/deviations/" + deviation);
        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(200);
        assertThat(JSON.readTree(opened.body()).path("references").toString()).contains(piece, "ord_It000000000000001");
    }

    private static int deviationsNaming(Connection superuser, String code) throws Exception {
        try (PreparedStatement count = superuser.prepareStatement("SELECT count(*) FROM deviations WHERE description "
                + "LIKE ?")) {
            count.setString(1, "Equipment " + code + " %");
            try (ResultSet rows = count.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }

    @Test
    void aCalibrationFallingDueWithinAWeekIsNoticedOnce() throws Exception {
        GmpFlow flow = pods.flow;
        String piece = equipment(Map.of("code", "BAL-IT-" + System.nanoTime(), "name", "Balance", "kind", "balance",
                "locationId", flow.storeA, "productContact", false, "instrument", true, "calibrationIntervalDays", 30));
        HttpResponse<String> calibrated = pods.post(pods.b, "/v1/equipment/" + piece + "/calibrations",
                JSON.writeValueAsString(Map.of("performedOn", TODAY.minusDays(25).toString(), "result", "pass",
                        "asFound", "within 0.1 mg", "asLeft", "within 0.1 mg", "signature",
                        flow.signature(flow.supervisor, "verification"))), flow.supervisor, Map.of("If-Match", "\"1\""));
        assertThat(calibrated.statusCode()).as(calibrated.body()).isEqualTo(201);

        noticedOnce(piece, "equipment.calibration_due");
    }

    @Test
    void aStepCompletedAtOnceOnBothPodsIsDoneOnce() throws Exception {
        BatchFlow batches = new BatchFlow(TestKeys.ACTIVE);
        String order = batches.clearedOrder();
        String path = "/v1/production-orders/" + order + "/steps/10.1/complete";

        List<HttpResponse<String>> answers = TwoInstances.concurrently(6, i -> pods.post(pods.either(i), path, "{}",
                batches.production.operator, Map.of()));

        assertThat(answers).filteredOn(answer -> answer.statusCode() == 200).hasSize(1);
        assertThat(answers).filteredOn(answer -> answer.statusCode() != 200).allSatisfy(answer -> {
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(409);
            assertThat(JSON.readTree(answer.body()).path("code").asText()).isEqualTo("invalid_transition");
        });
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM production_steps WHERE order_id = '" + order
                    + "'")).isEqualTo(1);
            assertThat(notices(superuser, order, "production_order.step_completed")).isEqualTo(1);
        }
    }

    @Test
    void aPieceClaimedAtOnceByTwoOrdersOnBothPodsIsClaimedByOne() throws Exception {
        BatchFlow batches = new BatchFlow(TestKeys.ACTIVE);
        String granulator = batches.cleanGranulator();
        List<String> orders = List.of(batches.clearedOrder(), batches.clearedOrder());
        for (String order : orders) {
            batches.complete(order, "10.1", Map.of()).then().statusCode(200);
        }
        String claim = JSON.writeValueAsString(Map.of("equipmentId", granulator));

        List<HttpResponse<String>> answers = TwoInstances.concurrently(2, i -> pods.post(pods.either(i),
                "/v1/production-orders/" + orders.get(i) + "/steps/10.2/complete", claim, batches.production.operator,
                Map.of()));

        assertThat(answers).extracting(HttpResponse::statusCode).containsExactlyInAnyOrder(200, 409);
        HttpResponse<String> refused = answers.stream().filter(answer -> answer.statusCode() == 409).findFirst().orElseThrow();
        assertThat(JSON.readTree(refused.body()).path("code").asText()).isEqualTo("equipment_not_usable");
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM equipment_uses WHERE equipment_id = '" + granulator
                    + "'")).isEqualTo(1);
        }
    }
}
