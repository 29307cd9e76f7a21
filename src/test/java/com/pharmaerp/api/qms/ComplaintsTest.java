package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.daily.DailyPass;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * /v1/complaints: a raw lot charged into a certified batch whose lot was shipped (30 kg) to an approved
 * customer; complaints on those lots, their assessment, investigation, report, closure, impact, trends
 * and escalation to a recall.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ComplaintsTest {

    private static final String PATH = "/v1/complaints";
    private static ProductionFlow production;
    private static OutboundFlow outbound;
    private static String rawLot;
    private static String madeLot;
    private static String customer;
    private static String shipment;

    @Inject
    DailyPass dailyPass;

    @BeforeEach
    void shipped() {
        if (shipment != null) {
            return;
        }
        production = new ProductionFlow(TestKeys.ACTIVE);
        JsonPath batch = production.read(production.certifiedBatch());
        madeLot = batch.getString("outputLotId");
        rawLot = batch.getString("consumptions[0].allocations[0].lotId");
        outbound = OutboundFlow.making(production);
        customer = outbound.approvedCustomer();
        shipment = outbound.draft(customer, List.of(outbound.line(1, "30")));
        outbound.ship(shipment).then().statusCode(200);
    }

    private static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    /** A complaint body on the lot received today, with the changes (a null value removes the field). */
    private static Map<String, Object> body(String lot, Map<String, Object> changes) {
        Map<String, Object> body = new HashMap<>(Map.of("receivedOn", today().toString(), "category", "quality_defect",
                "description", "Cracked tablets in a carton", "country", "US", "lotId", lot, "reporter",
                Map.of("name", "Apotheke am Markt", "contact", "+49 30 1234567")));
        changes.forEach((field, value) -> {
            if (value == null) {
                body.remove(field);
            } else {
                body.put(field, value);
            }
        });
        return body;
    }

    private static Response create(String user, Map<String, Object> body) {
        return production.gmp.as(user).body(body).post(PATH);
    }

    private static JsonPath received(Map<String, Object> body) {
        Response created = create(production.gmp.qa, body);
        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        return created.jsonPath();
    }

    private static Response assess(String id, int version, boolean reportable) {
        return production.gmp.as(production.gmp.qa).header("If-Match", "\"" + version + "\"").body(Map.of("reportable",
                reportable, "authority", "FDA", "rationale", "A quality defect of a marketed product",
                "signature", production.gmp.signature(production.gmp.qa, "review"))).post(PATH + "/" + id + "/assessment");
    }

    private static Response investigate(String user, String id, String rootCause) {
        return production.gmp.as(user).body(Map.of("findings", "Compression force drifted", "rootCauseCategory", rootCause,
                "confirmed", true)).post(PATH + "/" + id + "/investigation");
    }

    private static Response report(String id) {
        return production.gmp.as(production.gmp.qa).body(Map.of("reportedOn", today().toString(), "authority", "FDA",
                "reference", "FAR-2027-0001")).post(PATH + "/" + id + "/report");
    }

    private static Response close(String id, int version) {
        return production.gmp.as(production.gmp.qa).header("If-Match", "\"" + version + "\"").body(Map.of(
                "responseToComplainant", "Replaced; the batch was investigated", "signature",
                production.gmp.signature(production.gmp.qa, "approval"))).post(PATH + "/" + id + "/close");
    }

    private static Response escalate(String id) {
        return production.gmp.as(production.gmp.qa).body(Map.of("classification", "class_2", "reason",
                "Confirmed defect in a marketed batch", "signature", production.gmp.signature(production.gmp.qa, "rejection")))
                .post(PATH + "/" + id + "/escalate");
    }

    private static JsonPath read(String id) {
        return withKey(TestKeys.ACTIVE).get(PATH + "/" + id).then().statusCode(200).extract().jsonPath();
    }

    private static List<Map<String, Object>> events(String id, String type) {
        return withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").then().statusCode(200)
                .extract().jsonPath().getList("items.findAll { it.action == '" + type + "' }");
    }

    @Test
    void aComplaintOnAShippedLotTakesTheLotsMaterialAndTheShipmentsCustomer() {
        JsonPath complaint = received(body(madeLot, Map.of("shipmentId", shipment)));
        assertThat(complaint.getString("number")).matches("CMP-[0-9]{6}");
        assertThat(complaint.getString("status")).isEqualTo("open");
        assertThat(complaint.getString("materialId")).isEqualTo(production.product);
        assertThat(complaint.getString("customerId")).isEqualTo(customer);
        assertThat(complaint.getString("awareOn")).isEqualTo(today().toString());
        assertThat(events(complaint.getString("id"), "complaint.received")).hasSize(1);
    }

    @Test
    void aLotTheShipmentDidNotCarryIsRefused() {
        JsonPath problem = assertProblem(create(production.gmp.qa, body(rawLot, Map.of("shipmentId", shipment))), 422,
                "lot_not_in_shipment", PATH);
        assertThat(problem.getString("errors[0].field")).isEqualTo("lotId");
    }

    @Test
    void aComplaintNamingNoLotShipmentOrMaterialIsRefused() {
        JsonPath problem = assertProblem(create(production.gmp.qa, body(madeLot, mapOf("lotId", null))), 422,
                "validation_failed", PATH);
        assertThat(problem.getList("errors.field")).contains("lotId", "shipmentId", "materialId");
    }

    @Test
    void aCountryOutsideIso3166IsRefused() {
        JsonPath problem = assertProblem(create(production.gmp.qa, body(madeLot, Map.of("country", "XX"))), 422,
                "validation_failed", PATH);
        assertThat(problem.getList("errors.field")).containsExactly("country");
    }

    @Test
    void aComplaintReceivedAfterTheBusinessDateIsRefused() {
        JsonPath problem = assertProblem(create(production.gmp.qa, body(madeLot, Map.of("receivedOn",
                today().plusDays(1).toString()))), 422, "validation_failed", PATH);
        assertThat(problem.getList("errors.field")).contains("receivedOn");
    }

    @Test
    void awarenessBeforeReceiptIsRefused() {
        JsonPath problem = assertProblem(create(production.gmp.qa, body(madeLot, Map.of("awareOn",
                today().minusDays(1).toString()))), 422, "validation_failed", PATH);
        assertThat(problem.getList("errors.field")).containsExactly("awareOn");
    }

    @Test
    void anUnknownLotIsRefused() {
        JsonPath problem = assertProblem(create(production.gmp.qa, body("lot_doesNotExist0000", Map.of())), 422,
                "validation_failed", PATH);
        assertThat(problem.getList("errors.field")).containsExactly("lotId");
    }

    @Test
    void onlyQaOrASupervisorRecordsAComplaint() {
        assertProblem(create(production.gmp.clerk, body(madeLot, Map.of())), 403, "role_required", PATH);
        assertThat(create(production.gmp.supervisor, body(madeLot, Map.of())).statusCode()).isEqualTo(201);
    }

    @Test
    void theListFiltersByLotAndCategory() {
        String packaging = received(body(rawLot, Map.of("category", "packaging"))).getString("id");
        List<String> found = withKey(TestKeys.ACTIVE).queryParam("lotId", rawLot).queryParam("category", "packaging")
                .get(PATH).then().statusCode(200).extract().jsonPath().getList("items.id");
        assertThat(found).contains(packaging);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", rawLot).queryParam("category", "adverse_event").get(PATH)
                .jsonPath().getList("items.id")).doesNotContain(packaging);
    }

    @Test
    void aReportableUsQualityDefectIsDueInThreeWorkingDays() {
        LocalDate friday = today().minusDays(1).with(TemporalAdjusters.previousOrSame(DayOfWeek.FRIDAY));
        String id = received(body(madeLot, Map.of("receivedOn", friday.toString()))).getString("id");
        JsonPath assessed = assess(id, 1, true).then().statusCode(200).extract().jsonPath();
        assertThat(assessed.getString("reportDueOn")).isEqualTo(friday.plusDays(5).toString());
        assertThat(assessed.getString("assessment.signature.meaning")).isEqualTo("review");
        assertThat(events(id, "complaint.assessed")).hasSize(1);
    }

    @Test
    void anAssessmentWithoutIfMatchIsRefused() {
        String id = received(body(madeLot, Map.of())).getString("id");
        assertProblem(production.gmp.as(production.gmp.qa).body(Map.of("reportable", false, "rationale", "No defect",
                "signature", production.gmp.signature(production.gmp.qa, "review"))).post(PATH + "/" + id + "/assessment"),
                428, "precondition_required", PATH + "/" + id + "/assessment");
    }

    @Test
    void aComplaintNotAssessedReportableIsNotReported() {
        String id = received(body(madeLot, Map.of())).getString("id");
        assertProblem(report(id), 409, "invalid_transition", PATH + "/" + id + "/report");
        assess(id, 1, false).then().statusCode(200);
        assertProblem(report(id), 409, "invalid_transition", PATH + "/" + id + "/report");
    }

    @Test
    void aSecondInvestigationReplacesTheFirstAndBothAreAudited() {
        String id = received(body(madeLot, Map.of())).getString("id");
        investigate(production.gmp.supervisor, id, "equipment").then().statusCode(200);
        JsonPath second = investigate(production.gmp.qa, id, "method").then().statusCode(200).extract().jsonPath();
        assertThat(second.getString("investigation.rootCauseCategory")).isEqualTo("method");
        assertThat(events(id, "complaint.investigated")).hasSize(2);
    }

    @Test
    void anInvestigationOutsideTheRootCauseCategoriesIsRefused() {
        String id = received(body(madeLot, Map.of())).getString("id");
        assertProblem(investigate(production.gmp.qa, id, "bad_luck"), 422, "validation_failed",
                PATH + "/" + id + "/investigation");
    }

    @Test
    void aComplaintClosesOnlyAssessedInvestigatedAndReported() {
        String id = received(body(madeLot, Map.of())).getString("id");
        String at = PATH + "/" + id + "/close";
        assertProblem(close(id, 1), 409, "assessment_required", at);
        assess(id, 1, true).then().statusCode(200);
        assertProblem(close(id, 2), 409, "investigation_required", at);
        investigate(production.gmp.qa, id, "equipment").then().statusCode(200);
        assertProblem(close(id, 3), 409, "report_missing", at);
        report(id).then().statusCode(200);
        JsonPath closed = close(id, 4).then().statusCode(200).extract().jsonPath();
        assertThat(closed.getString("status")).isEqualTo("closed");
        assertThat(closed.getString("closure.signature.meaning")).isEqualTo("approval");
        assertProblem(close(id, 5), 409, "invalid_transition", at);
    }

    @Test
    void escalationOpensTheRecallOfTheLotNamingTheComplaint() {
        String id = received(body(madeLot, Map.of())).getString("id");
        Response escalated = escalate(id);
        assertThat(escalated.statusCode()).as(escalated.asString()).isEqualTo(201);
        String recall = escalated.jsonPath().getString("id");
        assertThat(escalated.header("Location")).endsWith("/v1/recalls/" + recall);
        assertThat(escalated.jsonPath().getString("sourceComplaintId")).isEqualTo(id);
        assertThat(escalated.jsonPath().getString("lotId")).isEqualTo(madeLot);
        assertThat(escalated.jsonPath().getString("customers[0].customerId")).isEqualTo(customer);
        assertThat(read(id).getString("recallId")).isEqualTo(recall);
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + madeLot).path("status").toString()).isEqualTo("on_hold");
        assertProblem(escalate(id), 409, "invalid_transition", PATH + "/" + id + "/escalate");
    }

    @Test
    void aComplaintWithoutALotDoesNotEscalate() {
        String id = received(body(madeLot, mapOf("lotId", null, "materialId", production.product))).getString("id");
        assertProblem(escalate(id), 409, "lot_required", PATH + "/" + id + "/escalate");
    }

    @Test
    void theImpactShowsTheGenealogyTheCustomersAndEarlierComplaints() {
        String earlier = received(body(rawLot, Map.of("receivedOn", today().minusDays(2).toString()))).getString("id");
        String id = received(body(rawLot, Map.of())).getString("id");
        JsonPath impact = withKey(TestKeys.ACTIVE).get(PATH + "/" + id + "/impact").then().statusCode(200).extract()
                .jsonPath();
        assertThat(impact.getList("lots.findAll { it.direction == 'forward' }.lotId")).contains(madeLot);
        assertThat(impact.getString("customers.find { it.customerId == '" + customer + "' }.quantityPerMaterial."
                + production.product + ".value")).isEqualTo("30");
        assertThat(impact.getList("earlierComplaints.id")).contains(earlier).doesNotContain(id);
        JsonPath backward = withKey(TestKeys.ACTIVE).get(PATH + "/" + received(body(madeLot, Map.of())).getString("id")
                + "/impact").then().statusCode(200).extract().jsonPath();
        assertThat(backward.getList("lots.findAll { it.direction == 'backward' }.lotId")).contains(rawLot);
    }

    @Test
    void aComplaintWithoutALotHasNoImpact() {
        String id = received(body(madeLot, mapOf("lotId", null, "materialId", production.product))).getString("id");
        JsonPath impact = withKey(TestKeys.ACTIVE).get(PATH + "/" + id + "/impact").then().statusCode(200).extract()
                .jsonPath();
        assertThat(impact.getList("lots")).isEmpty();
        assertThat(impact.getList("customers")).isEmpty();
        assertThat(impact.getList("earlierComplaints")).isEmpty();
    }

    @Test
    void trendsCountComplaintsPerMonthAndCategory() {
        LocalDate day = today().minusMonths(3).withDayOfMonth(10);
        String material = production.gmp.material("finished");
        for (String category : List.of("packaging", "packaging", "adverse_event")) {
            received(body(madeLot, mapOf("lotId", null, "materialId", material, "receivedOn", day.toString(), "category",
                    category)));
        }
        JsonPath trends = withKey(TestKeys.ACTIVE).queryParam("materialId", material).queryParam("from",
                day.withDayOfMonth(1).toString()).queryParam("to", today().toString()).get(PATH + "/trends").then()
                .statusCode(200).extract().jsonPath();
        String month = day.toString().substring(0, 7);
        assertThat(trends.getList("items.month")).containsOnly(month);
        assertThat(trends.getList("items.category")).containsExactly("adverse_event", "packaging");
        assertThat(trends.getList("items.count", Integer.class)).containsExactly(1, 2);
    }

    @Test
    void anOverdueReportIsNoticedOnceHoweverManyPassesRun() {
        LocalDate longAgo = today().minusWeeks(3);
        String id = received(body(madeLot, Map.of("receivedOn", longAgo.toString()))).getString("id");
        assess(id, 1, true).then().statusCode(200);
        assertThat(read(id).getBoolean("reportOverdue")).isTrue();

        dailyPass.runNow().await().indefinitely();
        dailyPass.runNow().await().indefinitely();

        assertThat(events(id, "complaint.report_overdue")).hasSize(1);
        assertThat(read(id).getInt("version")).as("the notice moves no version").isEqualTo(2);
    }

    @Test
    void aReportNotDueYetIsNotNoticed() {
        String id = received(body(madeLot, Map.of("category", "other"))).getString("id");
        JsonPath assessed = assess(id, 1, true).then().statusCode(200).extract().jsonPath();
        assertThat(assessed.getString("reportDueOn")).isEqualTo(today().plusDays(15).toString());
        dailyPass.runNow().await().indefinitely();
        assertThat(events(id, "complaint.report_overdue")).isEmpty();
        assertThat(read(id).getBoolean("reportOverdue")).isFalse();
    }

    /** A map that may hold null values (Map.of refuses them). */
    private static Map<String, Object> mapOf(Object... pairs) {
        Map<String, Object> map = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], pairs[i + 1]);
        }
        return map;
    }
}
