package com.pharmaerp.api.training;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.daily.DailyPass;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * Training over HTTP, in a tenant of its own (its requirements gate every signature there): courses,
 * four-eyes training records, requirements, and the gate on a usage decision and a QP certification.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class TrainingTest {

    private static final String KEY = TestKeys.TRAINING;

    @Inject
    DailyPass dailyPass;

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(KEY);
    }

    /** Every requirement a test made is retired, so the next test's signatures are gated only by its own. */
    @AfterEach
    void noRequirementsAndRealTime() {
        SandboxClock.realTime(KEY);
        List<String> active = withKey(KEY).queryParam("status", "active").queryParam("limit", 200)
                .get("/v1/training/requirements").then().statusCode(200).extract().path("items.id");
        active.forEach(id -> flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post("/v1/training/requirements/" + id + "/retire").then()
                .statusCode(200));
    }

    private static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    private static JsonPath read(String path) {
        return withKey(KEY).get(path).then().statusCode(200).extract().jsonPath();
    }

    private static Response createCourse(String code, int validityMonths) {
        return asAdmin(KEY).contentType("application/json").body(Map.of("code", code, "title", "GMP basics",
                "validityMonths", validityMonths)).post("/v1/training/courses");
    }

    /** A new course of the tenant; its code. The id is read back by {@link #courseId}. */
    private final Map<String, String> courses = new HashMap<>();

    private String course(int validityMonths) {
        String code = "GMP-" + UUID.randomUUID().toString().substring(0, 8);
        courses.put(code, createCourse(code, validityMonths).then().statusCode(201).extract().path("id"));
        return code;
    }

    private String courseId(String code) {
        return courses.get(code);
    }

    private void require(String entityType, String meaning, String... codes) {
        flow.as(flow.qa).body(Map.of("entityType", entityType, "meaning", meaning, "courseIds",
                List.of(codes).stream().map(this::courseId).toList(), "signature", flow.signature(flow.qa, "approval")))
                .post("/v1/training/requirements").then().statusCode(201);
    }

    private Response train(String trainer, String trainee, String code, LocalDate completedOn) {
        return flow.as(trainer).body(Map.of("userId", trainee, "courseId", courseId(code), "completedOn",
                completedOn.toString(), "signature", flow.signature(trainer, "verification"))).post("/v1/training/records");
    }

    /** A received lot's inspection lot with passing results, ready for QA's decision. */
    private String inspectionReadyToDecide() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("5"));
        flow.passingResults(inspection);
        return inspection;
    }

    @Test
    void aUsageDecisionIsRefusedWhileQaHasNoRecordOfARequiredCourse() {
        String code = course(12);
        require("inspection_lot", "approval", code);
        String inspection = inspectionReadyToDecide();
        int version = read("/v1/inspection-lots/" + inspection).getInt("version");

        Response refused = flow.decide(inspection, "accept");

        JsonPath problem = assertProblem(refused, 403, "training_required", "/v1/inspection-lots/" + inspection
                + "/usage-decision");
        assertThat(problem.getList("errors")).containsExactly(Map.of("field", "signature", "code", "training_missing",
                "courseCode", code, "message", "no training record of " + code));
        JsonPath lot = read("/v1/inspection-lots/" + inspection);
        assertThat(lot.getString("status")).isEqualTo("open");
        assertThat(lot.getInt("version")).isEqualTo(version);
    }

    @Test
    void aRefusalForTrainingIsAuditedAndNeverLocksTheSigner() {
        String code = course(12);
        require("inspection_lot", "approval", code);
        String inspection = inspectionReadyToDecide();

        for (int attempt = 0; attempt < 6; attempt++) {
            flow.decide(inspection, "accept").then().statusCode(403);
        }

        assertThat(read("/v1/users/" + flow.qa).getBoolean("locked")).isFalse();
        JsonPath trail = withKey(KEY).queryParam("entityType", "user").queryParam("entityId", flow.qa)
                .queryParam("limit", 200).get("/v1/audit-events").jsonPath();
        assertThat(trail.getList("items.action")).containsOnly("user.created", "user.signature_refused")
                .filteredOn("user.signature_refused"::equals).hasSize(6);
    }

    @Test
    void aUsageDecisionPassesOnceTheCourseIsRecordedAndItsSignatureKeepsTheQualification() {
        String code = course(12);
        require("inspection_lot", "approval", code);
        String inspection = inspectionReadyToDecide();
        LocalDate completedOn = today().minusDays(3);
        train(flow.supervisor, flow.qa, code, completedOn).then().statusCode(201);

        flow.decide(inspection, "accept").then().statusCode(200);

        assertThat(read("/v1/inspection-lots/" + inspection).getList("decision.signature.qualifications"))
                .containsExactly(Map.of("courseCode", code, "completedOn", completedOn.toString(), "expiresOn",
                        completedOn.plusMonths(12).toString()));
    }

    @Test
    void theSandboxClockMovesARecordFromCurrentToExpired() {
        String code = course(1);
        require("inspection_lot", "approval", code);
        String first = inspectionReadyToDecide();
        String second = inspectionReadyToDecide();
        LocalDate expiresOn = today().plusMonths(1);
        train(flow.supervisor, flow.qa, code, today()).then().statusCode(201);

        SandboxClock.businessDate(KEY, expiresOn.minusDays(1));
        flow.decide(first, "accept").then().statusCode(200);
        SandboxClock.businessDate(KEY, expiresOn);
        Response refused = flow.decide(second, "accept");

        JsonPath problem = assertProblem(refused, 403, "training_required", "/v1/inspection-lots/" + second
                + "/usage-decision");
        assertThat(problem.getString("errors[0].code")).isEqualTo("training_expired");
        assertThat(problem.getString("errors[0].courseCode")).isEqualTo(code);
    }

    @Test
    void aQpCertificationIsRefusedWithoutTheCourseAndPassesWithIt() {
        ProductionFlow production = new ProductionFlow(KEY);
        String code = course(24);
        String order = production.reviewedBatch();
        production.acceptOutput(order);
        require("production_order", "responsibility", code);

        Response refused = production.signed(production.qp, order, "certify", "responsibility", Map.of("decision", "certify"));

        JsonPath problem = assertProblem(refused, 403, "training_required", "/v1/production-orders/" + order + "/certify");
        assertThat(problem.getString("errors[0].code")).isEqualTo("training_missing");
        assertThat(production.read(order).getString("status")).isEqualTo("reviewed");
        train(flow.qa, production.qp, code, today()).then().statusCode(201);
        production.signed(production.qp, order, "certify", "responsibility", Map.of("decision", "certify")).then()
                .statusCode(200);
        assertThat(production.read(order).getString("certification.qualifications[0].courseCode")).isEqualTo(code);
    }

    @Test
    void aSignatureWithoutARequirementKeepsNoQualifications() {
        String inspection = inspectionReadyToDecide();

        flow.decide(inspection, "accept").then().statusCode(200);

        assertThat(read("/v1/inspection-lots/" + inspection).getMap("decision.signature")).doesNotContainKey("qualifications");
    }

    @Test
    void nobodySignsTheirOwnTrainingRecord() {
        String code = course(12);

        Response refused = train(flow.supervisor, flow.supervisor, code, today());

        assertProblem(refused, 403, "segregation_of_duties", "/v1/training/records");
    }

    @Test
    void aTrainingRecordIsSignedByTheTrainerAndExpiresAfterTheValidity() {
        String code = course(6);
        LocalDate completedOn = today().minusDays(1);

        JsonPath record = train(flow.qa, flow.analyst, code, completedOn).then().statusCode(201).extract().jsonPath();

        assertThat(record.getString("expiresOn")).isEqualTo(completedOn.plusMonths(6).toString());
        assertThat(record.getString("courseCode")).isEqualTo(code);
        assertThat(record.getString("trainerSignature.meaning")).isEqualTo("verification");
        assertThat(record.getString("trainerSignature.userId")).isEqualTo(flow.qa);
        assertThat(withKey(KEY).queryParam("userId", flow.analyst).get("/v1/training/records").then().statusCode(200)
                .extract().<String>path("items[0].id")).isEqualTo(record.getString("id"));
    }

    @Test
    void aCompletionAfterTheBusinessDateIsRefused() {
        String code = course(12);

        Response refused = train(flow.qa, flow.analyst, code, today().plusDays(1));

        JsonPath problem = assertProblem(refused, 422, "validation_failed", "/v1/training/records");
        assertThat(problem.getString("errors[0].field")).isEqualTo("completedOn");
    }

    @Test
    void onlyQaOrASupervisorSignsATrainingRecord() {
        String code = course(12);

        assertProblem(train(flow.analyst, flow.clerk, code, today()), 403, "role_required", "/v1/training/records");
    }

    @Test
    void aCourseCodeIsTakenOncePerTenant() {
        String code = course(12);

        assertProblem(createCourse(code, 12), 409, "training_course_code_taken", "/v1/training/courses");
    }

    @Test
    void aCourseCountsOneToOneHundredTwentyMonths() {
        assertProblem(createCourse("GMP-LONG", 121), 422, "validation_failed", "/v1/training/courses");
        assertProblem(createCourse("GMP-NONE", 0), 422, "validation_failed", "/v1/training/courses");
    }

    @Test
    void aCoursesTitleAndValidityChangeByMergePatch() {
        String code = course(12);

        JsonPath changed = asAdmin(KEY).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("validityMonths", 24)).patch("/v1/training/courses/" + courseId(code)).then().statusCode(200)
                .extract().jsonPath();

        assertThat(changed.getInt("validityMonths")).isEqualTo(24);
        assertThat(changed.getInt("version")).isEqualTo(2);
    }

    @Test
    void aRequirementNamesAnEntityTypeTheAuditTrailKnows() {
        String code = course(12);

        Response refused = flow.as(flow.qa).body(Map.of("entityType", "spaceship", "meaning", "approval", "courseIds",
                List.of(courseId(code)), "signature", flow.signature(flow.qa, "approval")))
                .post("/v1/training/requirements");

        JsonPath problem = assertProblem(refused, 422, "validation_failed", "/v1/training/requirements");
        assertThat(problem.getString("errors[0].field")).isEqualTo("entityType");
    }

    @Test
    void qualificationsShowEachRequiredCourseAsCurrentExpiredOrMissing() {
        String current = course(12);
        String expired = course(1);
        String missing = course(12);
        require("deviation", "approval", current, expired, missing);
        train(flow.supervisor, flow.qa, current, today()).then().statusCode(201);
        train(flow.supervisor, flow.qa, expired, today().minusMonths(2)).then().statusCode(201);

        JsonPath standing = read("/v1/users/" + flow.qa + "/qualifications");

        assertThat(standing.getString("requirements[0].entityType")).isEqualTo("deviation");
        Map<String, String> statuses = new HashMap<>();
        List<Map<String, Object>> listed = standing.getList("requirements[0].courses");
        listed.forEach(course -> statuses.put((String) course.get("code"), (String) course.get("status")));
        assertThat(statuses).containsExactlyInAnyOrderEntriesOf(Map.of(current, "current", expired, "expired", missing,
                "missing"));
    }

    @Test
    void theExpiryNoticeIsSentOncePerRecordHoweverOftenThePassRuns() {
        String code = course(1);
        String record = train(flow.supervisor, flow.analyst, code, today().minusDays(10)).then().statusCode(201).extract()
                .path("id");

        dailyPass.runNow().await().indefinitely();
        dailyPass.runNow().await().indefinitely();

        List<String> actions = withKey(KEY).queryParam("entityType", "training_record").queryParam("entityId", record)
                .get("/v1/audit-events").then().statusCode(200).extract().path("items.action");
        assertThat(actions).containsExactly("training_record.created", "training_record.expiring");
    }
}
