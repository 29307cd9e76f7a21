package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * Training gates a CAPA's closure: with a requirement on CAPA approvals, QA closes only once trained.
 * In the training tests' own tenant, and the requirement is retired at the end, so no other signature
 * of the suite meets it.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CapaTrainingGateTest {

    private static final String KEY = TestKeys.TRAINING;

    @Test
    void aCapaClosesOnlyOnceTheClosingQaHoldsTheRequiredCourse() {
        CapaFlow flow = new CapaFlow(KEY);
        String capa = flow.readyToImplement();
        flow.implement(capa, flow.qa).then().statusCode(200);
        String code = "CAPA-" + UUID.randomUUID().toString().substring(0, 8);
        String course = asAdmin(KEY).contentType("application/json").body(Map.of("code", code, "title", "CAPA closure",
                "validityMonths", 12)).post("/v1/training/courses").then().statusCode(201).extract().path("id");
        String requirement = flow.as(flow.qa).body(Map.of("entityType", "capa", "meaning", "approval", "courseIds",
                List.of(course), "signature", flow.signature(flow.qa, "approval"))).post("/v1/training/requirements").then()
                .statusCode(201).extract().path("id");
        try {
            JsonPath problem = assertProblem(flow.close(capa, "effective", null), 403, "training_required",
                    "/v1/capas/" + capa + "/close");
            assertThat(problem.getString("errors[0].courseCode")).isEqualTo(code);
            assertThat(flow.read(capa).getString("status")).isEqualTo("implemented");

            flow.as(flow.supervisor).body(Map.of("userId", flow.otherQa, "courseId", course, "completedOn",
                    LocalDate.now(ZoneOffset.UTC).toString(), "signature", flow.signature(flow.supervisor, "verification")))
                    .post("/v1/training/records").then().statusCode(201);
            Response closed = flow.close(capa, "effective", null);

            assertThat(closed.statusCode()).as(closed.body().asString()).isEqualTo(200);
            assertThat(closed.<String>path("closing.qualifications[0].courseCode")).isEqualTo(code);
        } finally {
            flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of("signature", flow.signature(flow.qa, "approval")))
                    .post("/v1/training/requirements/" + requirement + "/retire").then().statusCode(200);
        }
    }
}
