package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** /v1/deviations: anyone opens one naming the records it concerns; QA triages and closes it with signatures. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class DeviationsTest {

    private static final String PATH = "/v1/deviations";

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    @Test
    void anyoneOpensADeviationAndQaClosesItWithASignature() {
        String lot = flow.receivedLot("1");
        Response opened = flow.as(flow.clerk).body(Map.of("description", "Drum 3 arrived with a broken seal",
                "references", List.of(lot, lot))).post(PATH);
        assertThat(opened.statusCode()).as(opened.asString()).isEqualTo(201);
        assertThat(opened.jsonPath().getString("number")).startsWith("DEV-");
        assertThat(opened.jsonPath().getString("status")).isEqualTo("open");
        assertThat(opened.jsonPath().getList("references")).as("each id once").containsExactly(lot);
        assertThat(opened.jsonPath().getString("createdBy")).isEqualTo(flow.clerk);
        String id = opened.path("id");
        String close = PATH + "/" + id + "/close";

        assertThat(withKey(TestKeys.ACTIVE).queryParam("reference", lot).get(PATH).jsonPath().getList("items.id"))
                .containsExactly(id);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("reference", lot.substring(0, lot.length() - 1))
                .get(PATH).jsonPath().getList("items")).as("a whole id, not a part").isEmpty();
        assertProblem(flow.as(flow.clerk).header("If-Match", "\"1\"").body(Map.of("signature",
                flow.signature(flow.clerk, "approval"))).post(close), 403, "role_required", close);

        flow.triage(id, "minor", false).then().statusCode(200);
        Response closed = flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post(close);
        assertThat(closed.statusCode()).isEqualTo(200);
        assertThat(closed.jsonPath().getString("status")).isEqualTo("closed");
        assertThat(closed.jsonPath().getString("closure.userId")).isEqualTo(flow.qa);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("reference", lot).queryParam("status", "open").get(PATH).jsonPath()
                .getList("items")).isEmpty();
        assertProblem(flow.as(flow.qa).header("If-Match", "\"3\"").body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post(close), 409, "invalid_transition", close);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("deviation.created", "deviation.triaged", "deviation.closed");
    }

    @Test
    void aDeviationNeedsADescriptionAndReferencesThatAreIds() {
        assertProblem(flow.as(flow.clerk).body(Map.of("description", " ", "references", List.of())).post(PATH), 422,
                "validation_failed", PATH);
        assertProblem(flow.as(flow.clerk).body(Map.of("description", "x", "references", List.of("lot 1; DROP"))).post(PATH),
                422, "validation_failed", PATH);
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("status", "pending").get(PATH), 422, "validation_failed", PATH);
    }
}
