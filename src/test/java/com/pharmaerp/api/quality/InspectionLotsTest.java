package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * /v1/inspection-lots: results judged against the specification revision, QA's signed usage
 * decision that releases, retests or rejects the lot, and the dates the sandbox clock drives.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class InspectionLotsTest {

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private static JsonPath read(String path) {
        return withKey(TestKeys.ACTIVE).get(path).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aReceiptOpensAnInspectionLotAgainstTheApprovedSpecification() {
        String lot = flow.receivedLot("5");
        String inspection = flow.inspectionLotOf(lot);

        JsonPath read = read("/v1/inspection-lots/" + inspection);
        assertThat(read.getString("number")).startsWith("IL-");
        assertThat(read.getString("origin")).isEqualTo("receipt");
        assertThat(read.getString("status")).isEqualTo("open");
        assertThat(read.getString("specificationId")).isEqualTo(flow.specification);
        assertThat(read.getString("materialId")).isEqualTo(flow.material);
        assertThat(read.getList("results")).isEmpty();
        assertThat(read.getString("decision")).isNull();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("status", "decided")
                .get("/v1/inspection-lots").jsonPath().getList("items")).isEmpty();
    }

    @Test
    void resultsAreJudgedExactlyAgainstTheSpecificationAndATestHasOneValidResultAtATime() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("5"));
        String path = "/v1/inspection-lots/" + inspection + "/results";

        Response low = flow.result(flow.analyst, inspection, "ASSAY", "97.999999");
        assertThat(low.statusCode()).isEqualTo(201);
        assertThat(low.header("Location")).endsWith(path + "/" + low.path("id"));
        assertThat(low.header("ETag")).isEqualTo("\"1\"");
        assertThat(low.jsonPath().getString("outcome")).isEqualTo("fail");
        assertThat(low.jsonPath().getString("enteredBy")).isEqualTo(flow.analyst);
        assertThat(low.jsonPath().getBoolean("valid")).isTrue();
        assertProblem(flow.result(flow.analyst, inspection, "ASSAY", "99.0"), 409, "result_exists", path);

        String investigation = low.path("oosInvestigationId");
        flow.phase1(investigation, true).then().statusCode(200);
        JsonPath invalidated = read(path + "/" + low.path("id"));
        assertThat(invalidated.getBoolean("valid")).isFalse();
        assertThat(invalidated.getInt("version")).isEqualTo(2);
        assertThat(invalidated.getString("invalidation.investigationId")).isEqualTo(investigation);
        assertThat(invalidated.getString("invalidation.userId")).isEqualTo(flow.qa);
        String invalidate = path + "/" + low.path("id") + "/invalidate";
        assertProblem(flow.as(flow.qa).body(Map.of("reason", "again", "signature", flow.signature(flow.qa, "rejection")))
                .post(invalidate), 409, "invalid_transition", invalidate);

        assertThat(flow.result(flow.analyst, inspection, "ASSAY", "102.000000").jsonPath().getString("outcome"))
                .isEqualTo("pass");
        assertThat(flow.result(flow.analyst, inspection, "APPEARANCE", "White powder").jsonPath().getString("outcome"))
                .as("text results compare exactly").isEqualTo("fail");
        assertProblem(flow.result(flow.analyst, inspection, "WATER", "0,2"), 422, "validation_failed", path);
        assertProblem(flow.result(flow.analyst, inspection, "PH", "7"), 422, "validation_failed", path);
        assertProblem(flow.result(flow.clerk, inspection, "WATER", "0.2"), 403, "role_required", path);

        JsonPath read = read("/v1/inspection-lots/" + inspection);
        assertThat(read.getList("results.testCode")).containsExactly("ASSAY", "ASSAY", "APPEARANCE");
        assertThat(read.getList("results.valid")).containsExactly(false, true, true);
        assertThat(read(path + "/" + low.path("id")).getString("value")).as("an invalid result stays on record")
                .isEqualTo("97.999999");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", inspection).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("inspection_lot.created", "inspection_lot.result_entered",
                        "inspection_lot.result_invalidated", "inspection_lot.result_entered", "inspection_lot.result_entered");
    }

    @Test
    void acceptNeedsEveryMandatoryTestPassingAndReleasesTheLotWithTheSignatureOnBothRecords() {
        String lot = flow.receivedLot("5");
        String inspection = flow.inspectionLotOf(lot);
        String decide = "/v1/inspection-lots/" + inspection + "/usage-decision";

        flow.result(flow.analyst, inspection, "ASSAY", "99.1").then().statusCode(201);
        assertProblem(flow.decide(inspection, "accept"), 409, "results_incomplete", decide);
        String grey = flow.result(flow.analyst, inspection, "APPEARANCE", "grey powder").path("oosInvestigationId");
        assertProblem(flow.decide(inspection, "accept"), 409, "investigation_open", decide);
        flow.phase1(grey, true).then().statusCode(200);
        flow.result(flow.analyst, inspection, "APPEARANCE", "white powder").then().statusCode(201);

        Response accepted = flow.decide(inspection, "accept");
        assertThat(accepted.statusCode()).as(accepted.asString()).isEqualTo(200);
        assertThat(accepted.jsonPath().getString("status")).isEqualTo("decided");
        assertThat(accepted.jsonPath().getString("decision.decision")).isEqualTo("accept");
        assertThat(accepted.jsonPath().getString("decision.signature.userId")).isEqualTo(flow.qa);
        assertThat(accepted.jsonPath().getString("decision.signature.printedName")).isNotBlank();
        assertThat(accepted.jsonPath().getString("decision.signature.meaning")).isEqualTo("approval");
        assertThat(accepted.jsonPath().getString("decision.signature.reason")).isEqualTo("Checked against the documents");
        assertThat(accepted.jsonPath().getString("decision.signature.signedAt")).endsWith("Z");
        assertThat(accepted.jsonPath().getInt("decision.signature.version")).isEqualTo(5);

        JsonPath released = read("/v1/lots/" + lot);
        assertThat(released.getString("status")).isEqualTo("released");
        assertThat(released.getString("qualityDecision.userId")).isEqualTo(flow.qa);
        String requestId = accepted.header("X-Request-Id");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("requestId", requestId).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("lot.released", "inspection_lot.accepted");
        assertProblem(flow.decide(inspection, "reject"), 409, "invalid_transition", decide);
        assertProblem(flow.result(flow.analyst, inspection, "WATER", "0.1"), 409, "invalid_transition",
                "/v1/inspection-lots/" + inspection + "/results");
    }

    @Test
    void rejectRejectsTheLotWhateverItsResults() {
        String lot = flow.receivedLot("5");
        String inspection = flow.inspectionLotOf(lot);
        flow.confirmFailure(flow.result(flow.analyst, inspection, "ASSAY", "91.0"));

        Response rejected = flow.decide(inspection, "reject");
        assertThat(rejected.statusCode()).isEqualTo(200);
        assertThat(rejected.jsonPath().getString("decision.signature.meaning")).isEqualTo("rejection");
        assertThat(read("/v1/lots/" + lot).getString("status")).isEqualTo("rejected");
    }

    @Test
    void whoEnteredAResultDoesNotDecideTheLotAndTheSignatureMeaningFollowsTheDecision() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("5"));
        String both = flow.person("qc_analyst", "qa");
        String decide = "/v1/inspection-lots/" + inspection + "/usage-decision";
        flow.result(both, inspection, "ASSAY", "99.0").then().statusCode(201);

        assertProblem(flow.as(both).header("If-Match", "\"2\"").body(Map.of("decision", "accept", "signature",
                flow.signature(both, "approval"))).post(decide), 403, "segregation_of_duties", decide);
        assertProblem(flow.as(flow.analyst).header("If-Match", "\"2\"").body(Map.of("decision", "accept", "signature",
                flow.signature(flow.analyst, "approval"))).post(decide), 403, "role_required", decide);
        assertProblem(flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("decision", "reject", "signature",
                flow.signature(flow.qa, "approval"))).post(decide), 422, "validation_failed", decide);
        assertProblem(flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("decision", "maybe", "signature",
                flow.signature(flow.qa, "approval"))).post(decide), 422, "validation_failed", decide);
        assertProblem(flow.as(flow.qa).body(Map.of("decision", "reject", "signature", flow.signature(flow.qa, "rejection")))
                .post(decide), 428, "precondition_required", decide);
    }

    @Test
    void aWrongPasswordLeavesTheLotUnchangedAndAuditsTheFailedAttempt() {
        String lot = flow.receivedLot("5");
        String inspection = flow.inspectionLotOf(lot);
        flow.passingResults(inspection);
        Map<String, Object> wrong = new java.util.HashMap<>(flow.signature(flow.qa, "approval"));
        wrong.put("password", "not the password at all");
        String decide = "/v1/inspection-lots/" + inspection + "/usage-decision";

        Response refused = flow.as(flow.qa).header("If-Match", "\"4\"").body(Map.of("decision", "accept", "signature", wrong))
                .post(decide);

        assertProblem(refused, 422, "signature_invalid", decide);
        assertThat(read("/v1/lots/" + lot).getString("status")).isEqualTo("quarantine");
        assertThat(read("/v1/inspection-lots/" + inspection).getString("status")).isEqualTo("open");
        JsonPath trail = withKey(TestKeys.ACTIVE).queryParam("requestId", refused.header("X-Request-Id"))
                .get("/v1/audit-events").jsonPath();
        assertThat(trail.getList("items.action")).containsExactly("user.signature_failed");
        assertThat(trail.getString("items[0].entityId")).isEqualTo(flow.qa);
        assertThat(flow.decide(inspection, "accept").statusCode()).as("the right password then decides").isEqualTo(200);
    }

    @Test
    void concurrentUsageDecisionsDecideAnInspectionLotOnce() throws Exception {
        String lot = flow.receivedLot("5");
        String inspection = flow.inspectionLotOf(lot);
        flow.passingResults(inspection);
        String decide = "/v1/inspection-lots/" + inspection + "/usage-decision";

        List<CompletableFuture<Integer>> answers = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            for (int i = 0; i < 8; i++) {
                String decision = i % 2 == 0 ? "accept" : "reject";
                answers.add(CompletableFuture.supplyAsync(() -> flow.as(flow.qa).header("If-Match", "\"4\"")
                        .body(Map.of("decision", decision, "signature", flow.signature(flow.qa,
                                "accept".equals(decision) ? "approval" : "rejection")))
                        .post(decide).statusCode(), pool));
            }
            List<Integer> statuses = answers.stream().map(CompletableFuture::join).toList();
            assertThat(statuses).filteredOn(status -> status == 200).hasSize(1);
            assertThat(statuses).filteredOn(status -> status != 200).allMatch(status -> status == 412 || status == 409);
        } finally {
            pool.shutdown();
        }
        List<String> actions = withKey(TestKeys.ACTIVE).queryParam("entityId", inspection).get("/v1/audit-events")
                .jsonPath().getList("items.action");
        assertThat(actions.stream().filter(a -> a.equals("inspection_lot.accepted") || a.equals("inspection_lot.rejected")))
                .hasSize(1);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", lot).get("/v1/audit-events").jsonPath()
                .getList("items.action")).hasSize(2);
    }

    @Test
    void aRetestOfAReleasedLotPastItsRetestDateMovesTheRetestDateOnButNeverPastExpiry() {
        String lot = flow.releasedLot("5");
        JsonPath before = read("/v1/lots/" + lot);
        LocalDate retestOn = LocalDate.parse(before.getString("retestOn"));
        LocalDate expiresOn = LocalDate.parse(before.getString("expiresOn"));
        SandboxClock.businessDate(TestKeys.ACTIVE, retestOn.plusDays(1));

        assertProblem(flow.as(flow.clerk).body(Map.of("lotId", lot)).post("/v1/inspection-lots"), 403, "role_required",
                "/v1/inspection-lots");
        Response retest = flow.as(flow.analyst).body(Map.of("lotId", lot)).post("/v1/inspection-lots");
        assertThat(retest.statusCode()).as(retest.asString()).isEqualTo(201);
        assertThat(retest.jsonPath().getString("origin")).isEqualTo("retest");
        assertThat(retest.jsonPath().getString("specificationId")).isEqualTo(flow.specification);
        assertProblem(flow.as(flow.analyst).body(Map.of("lotId", lot)).post("/v1/inspection-lots"), 409,
                "invalid_transition", "/v1/inspection-lots");

        String inspection = retest.path("id");
        flow.passingResults(inspection);
        assertThat(flow.decide(inspection, "accept").statusCode()).isEqualTo(200);

        JsonPath after = read("/v1/lots/" + lot);
        assertThat(after.getString("status")).isEqualTo("released");
        assertThat(LocalDate.parse(after.getString("retestOn"))).as("a year on from the decision is after expiry")
                .isEqualTo(expiresOn);
    }

    @Test
    void anExpiredLotIsNeverReleasedNorRetestedButMayBeRejected() {
        String lot = flow.receivedLot("5");
        String inspection = flow.inspectionLotOf(lot);
        flow.passingResults(inspection);
        LocalDate expiresOn = LocalDate.parse(read("/v1/lots/" + lot).getString("expiresOn"));
        SandboxClock.businessDate(TestKeys.ACTIVE, expiresOn.plusDays(1));

        assertThat(read("/v1/lots/" + lot).getString("status")).isEqualTo("expired");
        assertProblem(flow.decide(inspection, "accept"), 409, "lot_expired",
                "/v1/inspection-lots/" + inspection + "/usage-decision");
        assertThat(read("/v1/inspection-lots/" + inspection).getString("status")).isEqualTo("open");
        assertProblem(flow.as(flow.analyst).body(Map.of("lotId", lot)).post("/v1/inspection-lots"), 409, "lot_expired",
                "/v1/inspection-lots");
        assertThat(flow.decide(inspection, "reject").statusCode()).isEqualTo(200);
        assertThat(read("/v1/lots/" + lot).getString("status")).isEqualTo("rejected");
    }

    @Test
    void aRetestNeedsAKnownReleasedLot() {
        String lot = flow.receivedLot("5");

        assertProblem(flow.as(flow.analyst).body(Map.of("lotId", lot)).post("/v1/inspection-lots"), 409, "lot_not_released",
                "/v1/inspection-lots");
        assertProblem(flow.as(flow.analyst).body(Map.of("lotId", "lot_0000000000000000")).post("/v1/inspection-lots"), 422,
                "validation_failed", "/v1/inspection-lots");
        assertProblem(flow.as(flow.analyst).body(Map.of()).post("/v1/inspection-lots"), 422, "validation_failed",
                "/v1/inspection-lots");
    }

    @Test
    void anUnknownInspectionLotOrResultIs404BeforeItsBodyIsChecked() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("1"));
        String unknown = "/v1/inspection-lots/insp_0000000000000000";

        assertProblem(flow.as(flow.analyst).body(Map.of()).post(unknown + "/results"), 404, "not_found", unknown + "/results");
        assertProblem(flow.as(flow.analyst).body(Map.of()).post("/v1/inspection-lots/" + inspection + "/results"), 422,
                "validation_failed", "/v1/inspection-lots/" + inspection + "/results");
        assertProblem(flow.as(flow.analyst).post("/v1/inspection-lots/" + inspection + "/results"), 422,
                "validation_failed", "/v1/inspection-lots/" + inspection + "/results");
        String result = "/v1/inspection-lots/" + inspection + "/results/res_0000000000000000";
        assertProblem(withKey(TestKeys.ACTIVE).get(result), 404, "not_found", result);
        assertProblem(flow.as(flow.qa).body(Map.of("reason", "x", "signature", flow.signature(flow.qa, "rejection")))
                .post(result + "/invalidate"), 404, "not_found", result + "/invalidate");
    }
}
