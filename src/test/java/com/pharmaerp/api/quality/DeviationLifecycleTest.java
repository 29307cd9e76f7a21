package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.HashMap;
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
import io.restassured.response.Response;

/**
 * A deviation's life cycle over HTTP: triage, investigation by someone other than the triager, close by
 * QA other than the investigator through its gates, cancel, and the overdue notice of the daily pass.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class DeviationLifecycleTest {

    private static final String PATH = "/v1/deviations";

    @Inject
    DailyPass dailyPass;

    private GmpFlow flow;
    private String deviation;

    @BeforeEach
    void openDeviation() {
        flow = new GmpFlow(TestKeys.ACTIVE);
        deviation = flow.as(flow.clerk).body(Map.of("description", "Room 4 above 25 °C for six hours", "references",
                List.of(flow.receivedLot("1")), "occurredOn", "2027-01-03")).post(PATH).then().statusCode(201).extract()
                .path("id");
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private Response investigate(String user, int version) {
        return flow.as(user).header("If-Match", "\"" + version + "\"").body(Map.of("rootCauseCategory", "equipment",
                "rootCause", "Thermostat failed", "impactAssessment", "Lots in room 4 checked", "affectedLotIds", List.of()))
                .post(PATH + "/" + deviation + "/investigation");
    }

    private Response close(String user, int version) {
        return flow.as(user).header("If-Match", "\"" + version + "\"").body(Map.of("signature",
                flow.signature(user, "approval"))).post(PATH + "/" + deviation + "/close");
    }

    private Response read() {
        return withKey(TestKeys.ACTIVE).get(PATH + "/" + deviation);
    }

    @Test
    void aNewDeviationIsNumberedAndDueThirtyDaysLater() {
        Response read = read();

        assertThat(read.jsonPath().getString("number")).matches("DEV-\\d{6}");
        assertThat(read.jsonPath().getString("occurredOn")).isEqualTo("2027-01-03");
        assertThat(LocalDate.parse(read.jsonPath().getString("dueOn")))
                .isEqualTo(LocalDate.parse(read.jsonPath().getString("createdAt").substring(0, 10)).plusDays(30));
        assertThat(read.jsonPath().getBoolean("overdue")).isFalse();
        assertThat(read.jsonPath().getString("classification")).isNull();
    }

    @Test
    void anUntriagedDeviationDoesNotClose() {
        assertProblem(close(flow.qa, 1), 409, "triage_required", PATH + "/" + deviation + "/close");
    }

    @Test
    void triageNeedsARationaleForAMajorDeviationWithoutCapa() {
        String triage = PATH + "/" + deviation + "/triage";

        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of("classification", "major", "capaRequired",
                false, "signature", flow.signature(flow.qa, "review"))).post(triage), 422, "rationale_required", triage);
        assertProblem(flow.as(flow.clerk).header("If-Match", "\"1\"").body(Map.of("classification", "minor", "capaRequired",
                false, "signature", flow.signature(flow.clerk, "review"))).post(triage), 403, "role_required", triage);
        Map<String, Object> later = new HashMap<>(Map.of("classification", "minor", "capaRequired", false, "dueOn",
                "2099-01-01", "signature", flow.signature(flow.qa, "review")));
        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").body(later).post(triage), 422, "validation_failed", triage);

        Response triaged = flow.triage(deviation, "major", false);
        assertThat(triaged.statusCode()).as(triaged.asString()).isEqualTo(200);
        assertThat(triaged.jsonPath().getString("status")).isEqualTo("investigating");
        assertThat(triaged.jsonPath().getString("classification")).isEqualTo("major");
        assertThat(triaged.jsonPath().getString("triage.meaning")).isEqualTo("review");
    }

    @Test
    void aMajorDeviationClosesOnlyOnceInvestigatedBySomeoneOtherThanTheTriagerAndClosedByAnotherQa() {
        flow.triage(deviation, "major", false).then().statusCode(200);
        String investigation = PATH + "/" + deviation + "/investigation";
        String closePath = PATH + "/" + deviation + "/close";

        assertProblem(close(flow.qa, 2), 409, "investigation_required", closePath);
        assertProblem(investigate(flow.qa, 2), 403, "segregation_of_duties", investigation);
        assertProblem(investigate(flow.clerk, 2), 403, "role_required", investigation);
        Response investigated = investigate(flow.supervisor, 2);
        assertThat(investigated.statusCode()).as(investigated.asString()).isEqualTo(200);
        assertThat(investigated.jsonPath().getString("investigation.investigatedBy")).isEqualTo(flow.supervisor);
        String investigatingQa = flow.person("qa");
        flow.as(investigatingQa).header("If-Match", "\"3\"").body(Map.of("rootCauseCategory", "equipment", "rootCause",
                "Thermostat failed", "impactAssessment", "Lots in room 4 checked", "affectedLotIds", List.of()))
                .post(investigation).then().statusCode(200);

        assertProblem(close(investigatingQa, 4), 403, "segregation_of_duties", closePath);
        Response closed = close(flow.qa, 4);
        assertThat(closed.statusCode()).as(closed.asString()).isEqualTo(200);
        assertThat(closed.jsonPath().getString("status")).isEqualTo("closed");
        assertProblem(investigate(flow.supervisor, 5), 409, "invalid_transition", investigation);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", deviation).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("deviation.created", "deviation.triaged", "deviation.investigated",
                        "deviation.investigated", "deviation.closed");
    }

    @Test
    void aDeviationThatNeedsACapaDoesNotCloseWhileNoCapaNamesIt() {
        flow.triage(deviation, "critical", true).then().statusCode(200);
        investigate(flow.supervisor, 2).then().statusCode(200);

        assertProblem(close(flow.qa, 3), 409, "capa_required", PATH + "/" + deviation + "/close");
    }

    @Test
    void qaCancelsAnOpenDeviationWithASignature() {
        String cancel = PATH + "/" + deviation + "/cancel";
        assertProblem(flow.as(flow.clerk).header("If-Match", "\"1\"").body(Map.of("signature",
                flow.signature(flow.clerk, "rejection"))).post(cancel), 403, "role_required", cancel);

        Response cancelled = flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of("signature",
                flow.signature(flow.qa, "rejection"))).post(cancel);

        assertThat(cancelled.statusCode()).as(cancelled.asString()).isEqualTo(200);
        assertThat(cancelled.jsonPath().getString("status")).isEqualTo("cancelled");
        assertThat(cancelled.jsonPath().getString("cancellation.meaning")).isEqualTo("rejection");
        assertProblem(flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("signature",
                flow.signature(flow.qa, "rejection"))).post(cancel), 409, "invalid_transition", cancel);
    }

    @Test
    void pastItsDueDateADeviationIsOverdueAndTheDailyPassNoticesItOnce() {
        LocalDate due = LocalDate.parse(read().jsonPath().getString("dueOn"));
        SandboxClock.businessDate(TestKeys.ACTIVE, due.plusDays(1));

        assertThat(read().jsonPath().getBoolean("overdue")).isTrue();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("overdue", "true").get(PATH).jsonPath().getList("items.id"))
                .contains(deviation);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("overdue", "false").get(PATH).jsonPath().getList("items.id"))
                .doesNotContain(deviation);
        dailyPass.runNow().await().indefinitely();
        dailyPass.runNow().await().indefinitely();

        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", deviation).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("deviation.created", "deviation.overdue");
    }
}
