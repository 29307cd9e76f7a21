package com.pharmaerp.api.production;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.erdtman.jcs.JsonCanonicalizer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.BatchFlow;
import com.pharmaerp.api.testsupport.Json;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** docs/guide/production.md, "Executing a batch" and "Review by exception", over HTTP. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class BatchExecutionTest {

    private static BatchFlow flow;

    @BeforeEach
    void tenant() {
        if (flow == null) {
            flow = new BatchFlow(TestKeys.ACTIVE);
        }
    }

    private static String path(String order, String rest) {
        return "/v1/production-orders/" + order + rest;
    }

    @Test
    void anApprovedRecipeShowsItsOperationsAsWritten() {
        JsonPath recipe = withKey(TestKeys.ACTIVE).get("/v1/recipes/" + flow.recipe).then().statusCode(200).extract().jsonPath();

        assertThat(recipe.getList("operations.no")).containsExactly(10, 20);
        assertThat(recipe.getString("operations[1].steps[2].kind")).isEqualTo("in_process_control");
        assertThat(recipe.getString("operations[1].steps[2].min")).isEqualTo("8");
        assertThat(recipe.getBoolean("operations[1].steps[2].signature")).isTrue();
    }

    @Test
    void aStepWithoutWhatItsKindNeedsOrWithAnotherKindsFieldIs422NamingEach() {
        List<Map<String, Object>> operations = List.of(Map.of("no", 1, "name", "Blend", "steps", List.of(
                Map.of("no", 1, "kind", "parameter", "text", "Speed", "name", "speed", "unit", "rpm"),
                Map.of("no", 2, "kind", "instruction", "text", "Mix", "unit", "rpm"),
                Map.of("no", 3, "kind", "charge", "text", "Charge", "materialId", flow.production.product))));

        Response response = flow.gmp.as(flow.gmp.supervisor).body(flow.recipeBody(operations)).post("/v1/recipes");

        assertThat(assertProblem(response, 422, "validation_failed", "/v1/recipes").getList("errors.field")).contains(
                "operations[0].steps[0].min", "operations[0].steps[1].unit", "operations[0].steps[2].materialId");
    }

    @Test
    void noStepAndNoChargeBeforeTheLineIsCleared() {
        String order = flow.releasedOrder();

        assertProblem(flow.complete(order, "10.1", Map.of()), 409, "line_clearance_required",
                path(order, "/steps/10.1/complete"));
        assertProblem(flow.production.consume(order, com.pharmaerp.api.testsupport.ProductionFlow.charge(flow.gmp.material,
                "1")), 409, "line_clearance_required", path(order, "/consumptions"));
    }

    @Test
    void aLineClearanceWithAnItemNotConfirmedIs422NamingIt() {
        String order = flow.releasedOrder();

        Response response = flow.gmp.as(flow.gmp.supervisor).header("If-Match", "\"2\"").body(Map.of("locationId",
                flow.gmp.storeB, "checklist", List.of(Map.of("item", "Line cleaned", "confirmed", false)), "signature",
                flow.gmp.signature(flow.gmp.supervisor, "verification"))).post(path(order, "/line-clearance"));

        assertThat(assertProblem(response, 422, "validation_failed", path(order, "/line-clearance"))
                .getList("errors.field")).containsExactly("checklist[0].confirmed");
    }

    @Test
    void theLineClearanceIsSignedAndNamesTheOrderClearedOnTheLocationBefore() {
        String before = flow.clearedOrder();
        String order = flow.releasedOrder();

        JsonPath cleared = flow.clearLine(order).then().statusCode(200).extract().jsonPath();

        assertThat(cleared.getString("lineClearance.previousOrderId")).isEqualTo(before);
        assertThat(cleared.getString("lineClearance.signature.meaning")).isEqualTo("verification");
        assertThat(cleared.getList("lineClearance.checklist.item")).containsExactly("Previous batch removed", "Line cleaned");
    }

    @Test
    void stepsAreDoneInTheRecipesOrder() {
        String order = flow.clearedOrder();

        JsonPath refused = assertProblem(flow.complete(order, "20.1", Map.of("value", "150")), 409, "step_out_of_order",
                path(order, "/steps/20.1/complete"));

        assertThat(refused.getString("detail")).contains("10.1");
    }

    @Test
    void theFirstStepPutsTheOrderInProgressAndIsRecordedWithItsPerformer() {
        String order = flow.clearedOrder();

        JsonPath step = flow.complete(order, "10.1", Map.of()).then().statusCode(200).extract().jsonPath();

        assertThat(step.getString("status")).isEqualTo("done");
        assertThat(step.getString("performedBy")).isEqualTo(flow.production.operator);
        assertThat(flow.production.read(order).getString("status")).isEqualTo("in_progress");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", order).get("/v1/audit-events").then().statusCode(200)
                .extract().jsonPath().getList("items.action")).contains("production_order.line_cleared",
                        "production_order.step_completed");
    }

    @Test
    void aStepDoneAlreadyIsNotDoneAgain() {
        String order = flow.clearedOrder();
        flow.complete(order, "10.1", Map.of()).then().statusCode(200);

        assertProblem(flow.complete(order, "10.1", Map.of()), 409, "invalid_transition", path(order, "/steps/10.1/complete"));
    }

    @Test
    void anEquipmentStepClaimsAUsablePieceOfItsKind() {
        String granulator = flow.cleanGranulator();
        String order = flow.clearedOrder();
        flow.complete(order, "10.1", Map.of()).then().statusCode(200);

        flow.complete(order, "10.2", Map.of("equipmentId", granulator)).then().statusCode(200);

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/equipment/" + granulator).then().statusCode(200).extract().jsonPath()
                .getString("claimedBy.orderId")).isEqualTo(order);
    }

    @Test
    void anEquipmentStepRefusesAPieceThatIsNotUsableNamingWhy() {
        String order = flow.clearedOrder();
        flow.complete(order, "10.1", Map.of()).then().statusCode(200);
        String unqualified = Json.at(flow.gmp.as(flow.gmp.supervisor).body(Map.of("code", "GRN-U" + System.nanoTime(), "name",
                "Granulator", "kind", "granulator", "locationId", flow.gmp.storeA, "productContact", false, "instrument", false))
                .post("/v1/equipment").then().statusCode(201).extract(), "id");

        JsonPath refused = assertProblem(flow.complete(order, "10.2", Map.of("equipmentId", unqualified)), 409,
                "equipment_not_usable", path(order, "/steps/10.2/complete"));

        assertThat(refused.getString("detail")).contains("qualif");
    }

    @Test
    void aChargeStepNeedsAVerifiedChargeOfItsMaterial() {
        String order = flow.orderAtTheCharge(flow.cleanGranulator());

        assertProblem(flow.complete(order, "10.3", Map.of()), 409, "charge_missing", path(order, "/steps/10.3/complete"));
    }

    private static String orderAtTheSpeed() {
        String order = flow.orderAtTheCharge(flow.cleanGranulator());
        String consumption = Json.at(flow.production.consume(order, com.pharmaerp.api.testsupport.ProductionFlow.charge(
                flow.gmp.material, "80")).then().statusCode(201).extract(), "id");
        flow.production.verify(order, consumption).then().statusCode(200);
        flow.complete(order, "10.3", Map.of()).then().statusCode(200);
        return order;
    }

    @Test
    void aValueOutsideItsLimitsWithoutAReasonIsRefusedAndNothingIsRecorded() {
        String order = orderAtTheSpeed();

        assertProblem(flow.complete(order, "20.1", Map.of("value", "250")), 409, "limit_exceeded",
                path(order, "/steps/20.1/complete"));

        assertThat(flow.step(order, "20.1").getString("status")).isEqualTo("pending");
    }

    @Test
    void aValueOutsideItsLimitsWithAReasonIsAnExceptionThatOpensADeviationNamingTheOrder() {
        String order = orderAtTheSpeed();

        JsonPath step = flow.complete(order, "20.1", Map.of("value", "250", "exceptionReason", "Motor ran fast; QA informed"))
                .then().statusCode(200).extract().jsonPath();

        assertThat(step.getList("exceptions")).containsExactly("out_of_limits");
        assertThat(step.getString("value")).isEqualTo("250");
        JsonPath deviation = withKey(TestKeys.ACTIVE).get("/v1/deviations/" + step.getString("deviationId")).then()
                .statusCode(200).extract().jsonPath();
        assertThat(deviation.getList("references")).containsExactly(order);
        assertThat(deviation.getString("description")).contains("impeller speed 250 rpm outside 100–200 rpm");
    }

    @Test
    void aStepPerformedLongBeforeItIsRecordedIsALateEntry() {
        String order = orderAtTheSpeed();

        JsonPath step = flow.complete(order, "20.1", Map.of("value", "150", "performedAt",
                Instant.now().minus(45, ChronoUnit.MINUTES).toString())).then().statusCode(200).extract().jsonPath();

        assertThat(step.getList("exceptions")).containsExactly("late_entry");
        assertThat(step.getString("deviationId")).isNull();
    }

    @Test
    void aHoldPastItsWindowIsRefusedUnlessAcceptedAsAnException() {
        String order = orderAtTheSpeed();
        flow.complete(order, "20.1", Map.of("value", "150", "performedAt", Instant.now().minus(3, ChronoUnit.HOURS).toString()))
                .then().statusCode(200);

        assertProblem(flow.complete(order, "20.2", Map.of()), 409, "limit_exceeded", path(order, "/steps/20.2/complete"));
        JsonPath step = flow.complete(order, "20.2", Map.of("exceptionReason", "Press down for an hour")).then().statusCode(200)
                .extract().jsonPath();

        assertThat(step.getList("exceptions")).containsExactly("hold_time");
        assertThat(step.getString("deviationId")).isNotNull();
    }

    @Test
    void aStepPerformedInTheFutureIs422() {
        String order = flow.clearedOrder();

        JsonPath refused = assertProblem(flow.complete(order, "10.1", Map.of("performedAt", Instant.now().plus(1,
                ChronoUnit.HOURS).toString())), 422, "validation_failed", path(order, "/steps/10.1/complete"));

        assertThat(refused.getList("errors.field")).containsExactly("performedAt");
    }

    @Test
    void aStepThatAsksForItsPerformersSignatureIsRefusedWithoutIt() {
        String order = orderAtTheSpeed();
        flow.complete(order, "20.1", Map.of("value", "150")).then().statusCode(200);
        flow.complete(order, "20.2", Map.of()).then().statusCode(200);

        JsonPath refused = assertProblem(flow.complete(order, "20.3", Map.of("value", "10")), 422, "validation_failed",
                path(order, "/steps/20.3/complete"));

        assertThat(refused.getList("errors.field")).containsExactly("signature");
    }

    @Test
    void thePerformerDoesNotVerifyTheirOwnStep() {
        String order = flow.clearedOrder();
        flow.complete(order, "10.1", Map.of()).then().statusCode(200);
        flow.complete(order, "10.2", Map.of("equipmentId", flow.cleanGranulator())).then().statusCode(200);

        Response response = flow.gmp.as(flow.production.operator).header("If-Match", "\"1\"").body(Map.of("signature",
                flow.gmp.signature(flow.production.operator, "verification"))).post(path(order, "/steps/10.2/verify"));

        assertProblem(response, 403, "segregation_of_duties", path(order, "/steps/10.2/verify"));
    }

    @Test
    void aCorrectionKeepsTheOldValueAndIsAnException() {
        String order = orderAtTheSpeed();
        flow.complete(order, "20.1", Map.of("value", "150")).then().statusCode(200);

        JsonPath step = flow.gmp.as(flow.production.operator).body(Map.of("value", "160", "reason", "Misread the display"))
                .post(path(order, "/steps/20.1/correct")).then().statusCode(200).extract().jsonPath();

        assertThat(step.getString("value")).isEqualTo("160");
        assertThat(step.getString("corrections[0].value")).isEqualTo("150");
        assertThat(step.getString("corrections[0].reason")).isEqualTo("Misread the display");
        assertThat(step.getList("exceptions")).containsExactly("correction");
    }

    @Test
    void aCorrectedStepThatWasVerifiedNeedsVerifyingAgain() {
        List<Map<String, Object>> operations = List.of(Map.of("no", 1, "name", "Blend", "steps", List.of(Map.of("no", 1,
                "kind", "parameter", "text", "Blend time", "name", "blend time", "unit", "min", "min", "10",
                "verification", true))));
        String recipe = flow.approvedRecipeOfItsOwn(operations);
        String order = flow.production.releasedOrder(recipe, "100");
        flow.clearLine(order).then().statusCode(200);
        flow.complete(order, "1.1", Map.of("value", "12")).then().statusCode(200);
        flow.verify(order, "1.1").then().statusCode(200);

        JsonPath step = flow.gmp.as(flow.production.operator).body(Map.of("value", "11", "reason", "Timer reset"))
                .post(path(order, "/steps/1.1/correct")).then().statusCode(200).extract().jsonPath();

        assertThat(step.getString("status")).isEqualTo("done");
        assertThat(step.getString("verification")).isNull();
    }

    @Test
    void completionWaitsForEveryStepNamingEachOneMissing() {
        String order = orderAtTheSpeed();

        JsonPath refused = assertProblem(flow.production.complete(order, "100", null), 409, "steps_incomplete",
                path(order, "/complete"));

        assertThat(refused.getList("errors.field")).containsExactly("steps.20.1", "steps.20.2", "steps.20.3");
    }

    @Test
    void completionReleasesTheGranulatorWhichIsDirtyFromThen() {
        String granulator = flow.cleanGranulator();

        flow.completedOrder(granulator);

        JsonPath piece = withKey(TestKeys.ACTIVE).get("/v1/equipment/" + granulator).then().statusCode(200).extract().jsonPath();
        assertThat(piece.getString("claimedBy")).isNull();
        assertThat(piece.getList("blockers")).contains("dirty");
    }

    @Test
    void theExceptionReportIsRefusedBeforeTheBatchIsCompleted() {
        String order = flow.clearedOrder();

        assertProblem(withKey(TestKeys.ACTIVE).get(path(order, "/exceptions")), 409, "invalid_transition",
                path(order, "/exceptions"));
    }

    /** A batch with an accepted out-of-limits speed, a late hold, a corrected hardness and a failed signature. */
    private static String batchWithExceptions() {
        String order = orderAtTheSpeed();
        flow.complete(order, "20.1", Map.of("value", "250", "exceptionReason", "Motor ran fast")).then().statusCode(200);
        flow.complete(order, "20.2", Map.of("performedAt", Instant.now().minus(40, ChronoUnit.MINUTES).toString()))
                .then().statusCode(200);
        flow.complete(order, "20.3", flow.signed(Map.of("value", "10"))).then().statusCode(200);
        flow.gmp.as(flow.production.operator).body(Map.of("value", "11", "reason", "Second reading")).post(path(order,
                "/steps/20.3/correct")).then().statusCode(200);
        flow.production.complete(order, "100", null).then().statusCode(200);
        return order;
    }

    @Test
    void theExceptionReportListsEachKindTheRunProducedInTimeOrder() {
        String order = batchWithExceptions();

        JsonPath report = flow.exceptions(order);

        assertThat(report.getList("items.kind")).contains("out_of_limits", "deviation", "late_entry", "correction");
        assertThat(report.getInt("counts.outOfLimits")).isEqualTo(1);
        assertThat(report.getInt("counts.correction")).isEqualTo(1);
        List<String> times = report.getList("items.at");
        assertThat(times).isSortedAccordingTo((a, b) -> Instant.parse(a).compareTo(Instant.parse(b)));
    }

    @Test
    void theReportsSha256IsTheCanonicalJsonOfItsItemsAndAuditHeadAsShown() throws Exception {
        String order = batchWithExceptions();

        JsonNode report = new ObjectMapper().readTree(withKey(TestKeys.ACTIVE).get(path(order, "/exceptions")).then()
                .statusCode(200).extract().asString());

        ObjectMapper mapper = new ObjectMapper();
        var hashed = mapper.createObjectNode().set("items", report.get("items"));
        ((com.fasterxml.jackson.databind.node.ObjectNode) hashed).set("auditHead", report.get("auditHead"));
        byte[] canonical = new JsonCanonicalizer(mapper.writeValueAsString(hashed)).getEncodedString()
                .getBytes(StandardCharsets.UTF_8);
        assertThat(report.get("sha256").asText())
                .isEqualTo(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canonical)));
    }

    @Test
    void aFailedSignatureOnTheOrderIsListed() {
        String order = batchWithExceptions();
        Map<String, Object> wrong = Map.of("username", flow.gmp.username(flow.gmp.qa), "password", "not-the-password",
                "meaning", "review", "reason", "Reviewed");
        flow.gmp.as(flow.gmp.qa).header("If-Match", "\"" + flow.production.read(order).getInt("version") + "\"")
                .body(Map.of("signature", wrong, "exceptionsSha256", flow.exceptions(order).getString("sha256")))
                .post(path(order, "/review")).then().statusCode(422);

        JsonPath report = flow.exceptions(order);

        assertThat(report.getInt("counts.signatureFailed")).isEqualTo(1);
        assertThat(report.getString("items.find { it.kind == 'signature_failed' }.by")).isEqualTo(flow.gmp.qa);
    }

    @Test
    void aReviewOfABatchWithStepsNeedsTheReportsHash() {
        String order = batchWithExceptions();

        JsonPath refused = assertProblem(flow.review(order, null), 422, "validation_failed", path(order, "/review"));

        assertThat(refused.getList("errors.field")).containsExactly("exceptionsSha256");
    }

    @Test
    void aReviewWithAHashTheReportNoLongerHasIsRefused() {
        String order = batchWithExceptions();
        String seen = flow.exceptions(order).getString("sha256");
        flow.gmp.as(flow.production.operator).body(Map.of("value", "10.5", "reason", "Third reading")).post(path(order,
                "/steps/20.3/correct")).then().statusCode(200);

        assertProblem(flow.review(order, seen), 409, "exceptions_changed", path(order, "/review"));
        assertThat(flow.exceptions(order).getString("sha256")).isNotEqualTo(seen);
    }

    @Test
    void aReviewWithTheCurrentHashKeepsWhatItCovered() {
        String order = batchWithExceptions();
        JsonPath report = flow.exceptions(order);

        JsonPath reviewed = flow.review(order, report.getString("sha256")).then().statusCode(200).extract().jsonPath();

        assertThat(reviewed.getString("status")).isEqualTo("reviewed");
        assertThat(reviewed.getString("reviewCoverage.exceptionsSha256")).isEqualTo(report.getString("sha256"));
        assertThat(reviewed.getLong("reviewCoverage.auditHead.sequence")).isEqualTo(report.getLong("auditHead.sequence"));
    }

    @Test
    void aStepsOpenDeviationBlocksCertification() {
        String order = batchWithExceptions();
        flow.review(order, flow.exceptions(order).getString("sha256")).then().statusCode(200);
        flow.production.acceptOutput(order);

        assertProblem(flow.production.signed(flow.production.qp, order, "certify", "responsibility", Map.of("decision",
                "certify")), 409, "deviation_open", path(order, "/certify"));
    }
}
