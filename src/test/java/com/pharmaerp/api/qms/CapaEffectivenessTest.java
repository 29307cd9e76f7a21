package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.daily.DailyPass;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * Effectiveness checks counted over the audit trail and overdue actions, with the sandbox clock moving
 * the business date and the daily pass run at once.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CapaEffectivenessTest {

    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);
    private static CapaFlow flow;

    @Inject
    DailyPass dailyPass;

    @BeforeEach
    void people() {
        if (flow == null) {
            flow = new CapaFlow(TestKeys.ACTIVE);
        }
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private void dailyPass() {
        dailyPass.runNow().await().indefinitely();
    }

    /** An implemented CAPA whose check counts deviations opened with this description. */
    private String implementedWithCheck(String description, int maxCount) {
        String capa = flow.readyToImplement();
        flow.defineCheck(capa, List.of("deviation.*"), Map.of("description", description), maxCount, 30).then()
                .statusCode(200);
        flow.implement(capa, flow.qa).then().statusCode(200);
        return capa;
    }

    @Test
    void aDefinedCheckIsScheduledAndItsWindowEndsAfterImplementation() {
        String capa = flow.readyToImplement();
        Response defined = flow.defineCheck(capa, List.of("deviation.created"), Map.of(), 0, 30);
        assertThat(defined.statusCode()).as(defined.body().asString()).isEqualTo(200);
        assertThat(defined.<String>path("effectivenessCheck.status")).isEqualTo("scheduled");
        assertThat(defined.<String>path("effectivenessCheck.windowEndsOn")).isNull();

        Response implemented = flow.implement(capa, flow.qa);
        assertThat(implemented.<String>path("effectivenessCheck.windowEndsOn"))
                .isEqualTo(LocalDate.parse(implemented.path("implementedOn")).plusDays(30).toString());
    }

    @Test
    void aCheckIsDefinedOnce() {
        String capa = flow.openCapa();
        flow.defineCheck(capa, List.of("deviation.created"), Map.of(), 0, 30).then().statusCode(200);
        assertProblem(flow.defineCheck(capa, List.of("deviation.created"), Map.of(), 0, 30), 409, "invalid_transition",
                "/v1/capas/" + capa + "/effectiveness-check");
    }

    @Test
    void aCheckNamesTypesOfTheCatalogue() {
        String capa = flow.openCapa();
        JsonPath problem = assertProblem(flow.defineCheck(capa, List.of("deviation.exploded"), Map.of(), 0, 30), 422,
                "validation_failed", "/v1/capas/" + capa + "/effectiveness-check");
        assertThat(problem.getList("errors.field")).containsExactly("criterion.eventTypes");
    }

    @Test
    void aMatchKeyIsAFieldNameOrFieldNamesJoinedByDots() {
        String capa = flow.openCapa();
        JsonPath problem = assertProblem(flow.defineCheck(capa, List.of("deviation.investigated"),
                Map.of("investigation..rootCauseCategory", "equipment"), 0, 30), 422, "validation_failed",
                "/v1/capas/" + capa + "/effectiveness-check");
        assertThat(problem.getList("errors.field")).containsExactly("criterion.match.investigation..rootCauseCategory");
    }

    @Test
    void aCheckIsNotEvaluatedBeforeItsWindowEnds() {
        String capa = implementedWithCheck("Never happens", 0);
        assertProblem(flow.evaluate(capa), 409, "check_not_due", "/v1/capas/" + capa + "/effectiveness-check/evaluate");
    }

    @Test
    void aCapaWithACheckClosesOnlyOnceItIsEvaluated() {
        String capa = implementedWithCheck("Never happens either", 0);
        assertProblem(flow.close(capa, "effective", null), 409, "check_not_evaluated", "/v1/capas/" + capa + "/close");
    }

    @Test
    void theDailyPassEvaluatesACheckWithoutMatchingEventsAsMet() {
        String capa = implementedWithCheck("Granulator seal leak " + System.nanoTime(), 0);
        flow.deviation("Some other deviation");
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(31));

        dailyPass();
        dailyPass();

        JsonPath read = flow.read(capa);
        assertThat(read.getString("effectivenessCheck.status")).isEqualTo("evaluated");
        assertThat(read.getString("effectivenessCheck.result")).isEqualTo("met");
        assertThat(read.getLong("effectivenessCheck.count")).isZero();
        assertThat(read.getLong("effectivenessCheck.lastSequence")).isGreaterThanOrEqualTo(
                read.getLong("effectivenessCheck.firstSequence"));
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", capa).get("/v1/audit-events").jsonPath()
                .getList("items.findAll { it.action == 'capa.effectiveness_evaluated' }")).hasSize(1);
        Response closed = flow.close(capa, "effective", null);
        assertThat(closed.statusCode()).as(closed.body().asString()).isEqualTo(200);
    }

    @Test
    void aMatchingEventInTheWindowMakesTheCheckNotMet() {
        String description = "Granulator seal leak " + System.nanoTime();
        String before = flow.deviation(description);
        String capa = implementedWithCheck(description, 0);
        String inWindow = flow.deviation(description);
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(30));

        Response evaluated = flow.evaluate(capa);

        assertThat(evaluated.statusCode()).as(evaluated.body().asString()).isEqualTo(200);
        assertThat(evaluated.<String>path("effectivenessCheck.result")).isEqualTo("not_met");
        assertThat(evaluated.<Integer>path("effectivenessCheck.count")).isEqualTo(1);
        List<String> eventIds = evaluated.jsonPath().getList("effectivenessCheck.eventIds");
        assertThat(eventIds).hasSize(1);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", inWindow).get("/v1/audit-events").jsonPath()
                .getList("items.id")).contains(eventIds.get(0));
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", before).get("/v1/audit-events").jsonPath()
                .getList("items.id")).doesNotContain(eventIds.get(0));
        assertProblem(flow.evaluate(capa), 409, "invalid_transition", "/v1/capas/" + capa + "/effectiveness-check/evaluate");
        assertProblem(flow.close(capa, "ineffective", null), 422, "validation_failed", "/v1/capas/" + capa + "/close");
    }

    @Test
    void aRootCauseRecurringInAnInvestigationInTheWindowMakesTheCheckNotMet() {
        String capa = flow.readyToImplement();
        flow.defineCheck(capa, List.of("deviation.investigated"), Map.of("rootCauseCategory", "equipment"), 0, 30).then()
                .statusCode(200);
        flow.implement(capa, flow.qa).then().statusCode(200);
        String recurred = new GmpFlow(TestKeys.ACTIVE).investigatedMajorDeviation(List.of());
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(30));

        Response evaluated = flow.evaluate(capa);

        assertThat(evaluated.statusCode()).as(evaluated.body().asString()).isEqualTo(200);
        assertThat(evaluated.<String>path("effectivenessCheck.result")).isEqualTo("not_met");
        List<String> investigated = withKey(TestKeys.ACTIVE).queryParam("entityId", recurred).get("/v1/audit-events")
                .jsonPath().getList("items.findAll { it.action == 'deviation.investigated' }.id");
        assertThat(evaluated.jsonPath().<String>getList("effectivenessCheck.eventIds")).containsAll(investigated);
    }

    @Test
    void anActionPastItsDueDateMakesTheCapaOverdueAndIsNoticedOnce() {
        String capa = flow.openCapa();
        String action = flow.action(capa, TODAY.plusDays(3));
        assertThat(overdue(true)).doesNotContain(capa);
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(4));

        assertThat(overdue(true)).contains(capa);
        assertThat(overdue(false)).doesNotContain(capa);
        assertThat(flow.read(capa).getBoolean("actions[0].overdue")).isTrue();
        dailyPass();
        dailyPass();

        List<Map<String, Object>> notices = withKey(TestKeys.ACTIVE).queryParam("entityId", action).get("/v1/audit-events")
                .then().statusCode(200).extract().jsonPath().getList("items");
        assertThat(notices).extracting(notice -> notice.get("action")).containsExactly("capa_action.overdue");
    }

    private static List<String> overdue(boolean value) {
        return withKey(TestKeys.ACTIVE).queryParam("overdue", value).queryParam("limit", 200).get("/v1/capas").then()
                .statusCode(200).extract().jsonPath().getList("items.id");
    }
}
