package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

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
 * /v1/oos-investigations: a failing result opens one; only its Phase I (an assignable cause) or Phase II
 * (invalidated) invalidates the result; no usage decision while one is open; testing into compliance refused.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class OosInvestigationsTest {

    private GmpFlow flow;
    private String inspection;

    @BeforeEach
    void failingAssay() {
        flow = new GmpFlow(TestKeys.ACTIVE);
        inspection = flow.inspectionLotOf(flow.receivedLot("5"));
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private static JsonPath read(String path) {
        return withKey(TestKeys.ACTIVE).get(path).then().statusCode(200).extract().jsonPath();
    }

    private Response failing() {
        Response entered = flow.result(flow.analyst, inspection, "ASSAY", "90.0");
        assertThat(entered.statusCode()).as(entered.asString()).isEqualTo(201);
        return entered;
    }

    private String results() {
        return "/v1/inspection-lots/" + inspection + "/results";
    }

    private Response invalidate(String user, String resultId) {
        return flow.as(user).body(Map.of("reason", "re-run", "signature", flow.signature(user, "rejection")))
                .post(results() + "/" + resultId + "/invalidate");
    }

    @Test
    void aFailingResultOpensANumberedInvestigationDueInThirtyDays() {
        SandboxClock.businessDate(TestKeys.ACTIVE, LocalDate.parse("2027-03-01"));
        Response entered = failing();
        String id = entered.path("oosInvestigationId");

        assertThat(id).startsWith("oos_");
        JsonPath investigation = read("/v1/oos-investigations/" + id);
        assertThat(investigation.getString("number")).matches("OOS-\\d{6}");
        assertThat(investigation.getString("status")).isEqualTo("phase_1");
        assertThat(investigation.getString("inspectionLotId")).isEqualTo(inspection);
        assertThat(investigation.getString("resultId")).isEqualTo(entered.path("id"));
        assertThat(investigation.getString("testCode")).isEqualTo("ASSAY");
        assertThat(investigation.getString("value")).isEqualTo("90.0");
        assertThat(investigation.getString("limits")).isEqualTo("98.0 to 102.0 %");
        assertThat(investigation.getString("dueOn")).isEqualTo("2027-03-31");
        assertThat(investigation.getString("conclusion")).isNull();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("inspectionLotId", inspection).queryParam("status", "phase_1")
                .get("/v1/oos-investigations").jsonPath().getList("items.id")).containsExactly(id);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", investigation.getString("lotId")).queryParam("status",
                "closed").get("/v1/oos-investigations").jsonPath().getList("items")).isEmpty();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("oos_investigation.opened");
        assertThat(read(results() + "/" + entered.path("id")).getString("oosInvestigationId")).isEqualTo(id);
    }

    @Test
    void aPassingResultOpensNoInvestigation() {
        Response entered = flow.result(flow.analyst, inspection, "ASSAY", "99.0");

        assertThat(entered.jsonPath().getString("oosInvestigationId")).isNull();
    }

    @Test
    void aFailingResultIsNeverInvalidatedDirectly() {
        Response entered = failing();
        String path = results() + "/" + entered.path("id") + "/invalidate";

        Response refused = invalidate(flow.qa, entered.path("id"));

        assertProblem(refused, 409, "investigation_required", path);
        assertThat(refused.jsonPath().getString("detail")).contains((String) entered.path("oosInvestigationId"));
        assertThat(read(results() + "/" + entered.path("id")).getBoolean("valid")).isTrue();
    }

    @Test
    void anAssignableCauseInPhaseIInvalidatesTheResultAndTheRetestDecidesTheLot() {
        Response entered = failing();
        String id = entered.path("oosInvestigationId");

        Response concluded = flow.phase1(id, true);

        assertThat(concluded.statusCode()).as(concluded.asString()).isEqualTo(200);
        assertThat(concluded.jsonPath().getString("status")).isEqualTo("closed");
        assertThat(concluded.jsonPath().getString("conclusion")).isEqualTo("invalidated");
        assertThat(concluded.jsonPath().getString("phase1.category")).isEqualTo("instrument");
        assertThat(concluded.jsonPath().getString("phase1.signature.meaning")).isEqualTo("review");
        assertThat(concluded.header("ETag")).isEqualTo("\"2\"");
        JsonPath result = read(results() + "/" + entered.path("id"));
        assertThat(result.getBoolean("valid")).isFalse();
        assertThat(result.getString("invalidation.investigationId")).isEqualTo(id);
        assertThat(result.getString("invalidation.category")).isEqualTo("instrument");
        assertThat(result.getString("invalidation.userId")).isEqualTo(flow.qa);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("oos_investigation.opened", "oos_investigation.phase_1_concluded",
                        "oos_investigation.closed");

        flow.passingResults(inspection);
        Response accepted = flow.decide(inspection, "accept");
        assertThat(accepted.statusCode()).as(accepted.asString()).isEqualTo(200);
    }

    @Test
    void withoutACausePhaseIIConfirmedLeavesTheFailureStandingSoTheLotIsOnlyRejected() {
        String id = failing().path("oosInvestigationId");
        flow.result(flow.analyst, inspection, "APPEARANCE", "white powder").then().statusCode(201);

        Response phase1 = flow.phase1(id, false);
        assertThat(phase1.jsonPath().getString("status")).isEqualTo("phase_2");
        assertThat(phase1.jsonPath().getString("phase1.category")).isNull();
        Response confirmed = flow.phase2(id, "confirmed");

        assertThat(confirmed.statusCode()).as(confirmed.asString()).isEqualTo(200);
        assertThat(confirmed.jsonPath().getString("status")).isEqualTo("closed");
        assertThat(confirmed.jsonPath().getString("conclusion")).isEqualTo("confirmed");
        assertThat(confirmed.jsonPath().getString("phase2.signature.meaning")).isEqualTo("approval");
        String decide = "/v1/inspection-lots/" + inspection + "/usage-decision";
        assertProblem(flow.decide(inspection, "accept"), 409, "results_failing", decide);
        assertThat(flow.decide(inspection, "reject").statusCode()).isEqualTo(200);
    }

    @Test
    void phaseIIInvalidatedInvalidatesTheResult() {
        Response entered = failing();
        String id = entered.path("oosInvestigationId");
        flow.phase1(id, false).then().statusCode(200);

        flow.phase2(id, "invalidated").then().statusCode(200);

        JsonPath result = read(results() + "/" + entered.path("id"));
        assertThat(result.getBoolean("valid")).isFalse();
        assertThat(result.getString("invalidation.category")).isEqualTo("phase_2");
        assertThat(result.getString("invalidation.signature.meaning")).isEqualTo("approval");
    }

    @Test
    void noUsageDecisionWhileAnInvestigationOfTheInspectionLotIsOpen() {
        failing();
        String decide = "/v1/inspection-lots/" + inspection + "/usage-decision";

        assertProblem(flow.decide(inspection, "reject"), 409, "investigation_open", decide);
        assertProblem(flow.decide(inspection, "accept"), 409, "investigation_open", decide);
        assertThat(read("/v1/inspection-lots/" + inspection).getString("status")).isEqualTo("open");
    }

    @Test
    void phaseIIsSignedByQaWhoEnteredNoResultOfTheInspectionLot() {
        String both = flow.person("qc_analyst", "qa");
        String id = flow.result(both, inspection, "ASSAY", "90.0").path("oosInvestigationId");
        String path = "/v1/oos-investigations/" + id + "/phase-1";

        assertProblem(flow.as(both).header("If-Match", "\"1\"").body(Map.of("assignableCause", false, "findings", "x",
                "signature", flow.signature(both, "review"))).post(path), 403, "segregation_of_duties", path);
        assertProblem(flow.as(flow.analyst).header("If-Match", "\"1\"").body(Map.of("assignableCause", false, "findings",
                "x", "signature", flow.signature(flow.analyst, "review"))).post(path), 403, "role_required", path);
        assertThat(read("/v1/oos-investigations/" + id).getString("status")).isEqualTo("phase_1");
    }

    @Test
    void phaseIIIsSignedByQaWhoEnteredNoResultOfTheInspectionLot() {
        String both = flow.person("qc_analyst", "qa");
        flow.result(both, inspection, "APPEARANCE", "white powder").then().statusCode(201);
        String id = failing().path("oosInvestigationId");
        flow.phase1(id, false).then().statusCode(200);
        String path = "/v1/oos-investigations/" + id + "/phase-2";

        assertProblem(flow.as(both).header("If-Match", "\"2\"").body(Map.of("conclusion", "confirmed", "rootCause", "x",
                "findings", "y", "affectedLotIds", List.of(), "signature", flow.signature(both, "approval"))).post(path), 403,
                "segregation_of_duties", path);
    }

    @Test
    void eachPhaseIsConcludedInItsOwnStatusWithACompleteBody() {
        String id = failing().path("oosInvestigationId");
        String phase1 = "/v1/oos-investigations/" + id + "/phase-1";
        String phase2 = "/v1/oos-investigations/" + id + "/phase-2";

        assertProblem(flow.phase2(id, "confirmed"), 409, "invalid_transition", phase2);
        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of("assignableCause", true, "findings", "x",
                "signature", flow.signature(flow.qa, "review"))).post(phase1), 422, "validation_failed", phase1);
        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of("assignableCause", false, "signature",
                flow.signature(flow.qa, "review"))).post(phase1), 422, "validation_failed", phase1);
        assertProblem(flow.as(flow.qa).body(Map.of("assignableCause", false, "findings", "x", "signature",
                flow.signature(flow.qa, "review"))).post(phase1), 428, "precondition_required", phase1);
        flow.phase1(id, false).then().statusCode(200);
        assertProblem(flow.phase1(id, true), 409, "invalid_transition", phase1);
        assertProblem(flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("conclusion", "confirmed", "rootCause", "x",
                "findings", "y", "affectedLotIds", List.of("lot_0000000000000000"), "signature",
                flow.signature(flow.qa, "approval"))).post(phase2), 422, "validation_failed", phase2);
        assertProblem(withKey(TestKeys.ACTIVE).get("/v1/oos-investigations/oos_0000000000000000"), 404, "not_found",
                "/v1/oos-investigations/oos_0000000000000000");
    }

    @Test
    void phaseIINamesOtherLotsOfTheTenantTheFailureMayTouch() {
        String other = flow.receivedLot("1");
        String id = failing().path("oosInvestigationId");
        flow.phase1(id, false).then().statusCode(200);

        Response confirmed = flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("conclusion", "confirmed", "rootCause",
                "Granulation drift", "findings", "Batch out of specification", "affectedLotIds", List.of(other),
                "signature", flow.signature(flow.qa, "approval"))).post("/v1/oos-investigations/" + id + "/phase-2");

        assertThat(confirmed.statusCode()).as(confirmed.asString()).isEqualTo(200);
        assertThat(confirmed.jsonPath().getList("phase2.affectedLotIds")).containsExactly(other);
    }

    @Test
    void aPassingResultIsInvalidatedDirectlyOnlyWithTheSignatureOfQaWhoDidNotEnterIt() {
        String both = flow.person("qc_analyst", "qa");
        String id = flow.result(both, inspection, "ASSAY", "99.0").path("id");
        String path = results() + "/" + id + "/invalidate";

        assertProblem(invalidate(both, id), 403, "segregation_of_duties", path);
        assertProblem(invalidate(flow.analyst, id), 403, "role_required", path);
        assertProblem(flow.as(flow.qa).body(Map.of("reason", "Transcription error")).post(path), 422, "validation_failed",
                path);
        Response invalidated = invalidate(flow.qa, id);

        assertThat(invalidated.statusCode()).as(invalidated.asString()).isEqualTo(200);
        assertThat(invalidated.jsonPath().getBoolean("valid")).isFalse();
        assertThat(invalidated.jsonPath().getString("invalidation.userId")).isEqualTo(flow.qa);
        assertThat(invalidated.jsonPath().getString("invalidation.reason")).isEqualTo("re-run");
        assertThat(invalidated.jsonPath().getString("invalidation.signature.meaning")).isEqualTo("rejection");
        assertThat(invalidated.jsonPath().getString("invalidation.investigationId")).isNull();
    }
}
