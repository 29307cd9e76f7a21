package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/specifications: revisions per material, approved by QA other than their author, the newest approved one in force. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class SpecificationsTest {

    private static final String PATH = "/v1/specifications";

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    private Response approve(String user, String spec, int version) {
        return flow.as(user).header("If-Match", "\"" + version + "\"").body(Map.of("signature",
                flow.signature(user, "approval"))).post(PATH + "/" + spec + "/approve");
    }

    @Test
    void approvingTheNextRevisionSupersedesTheApprovedOneWhileOpenInspectionLotsKeepTheirs() {
        String before = flow.inspectionLotOf(flow.receivedLot("2"));
        Response draft = flow.createSpecification(flow.material);
        assertThat(draft.statusCode()).isEqualTo(201);
        assertThat(draft.header("Location")).endsWith(PATH + "/" + draft.path("id"));
        assertThat(draft.jsonPath().getInt("revision")).isEqualTo(2);
        assertThat(draft.jsonPath().getString("status")).isEqualTo("draft");
        assertThat(draft.jsonPath().getString("createdBy")).isEqualTo(flow.analyst);
        assertThat(draft.jsonPath().getList("tests.code")).containsExactly("ASSAY", "APPEARANCE", "WATER");
        assertThat(draft.jsonPath().getString("tests[0].min")).isEqualTo("98.0");
        String second = draft.path("id");

        Response approved = approve(flow.qa, second, 1);
        assertThat(approved.statusCode()).as(approved.asString()).isEqualTo(200);
        assertThat(approved.jsonPath().getString("status")).isEqualTo("approved");
        assertThat(approved.jsonPath().getString("approval.meaning")).isEqualTo("approval");
        assertThat(approved.jsonPath().getInt("approval.version")).isEqualTo(1);
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + flow.specification).jsonPath().getString("status"))
                .isEqualTo("superseded");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("requestId", approved.header("X-Request-Id")).get("/v1/audit-events")
                .jsonPath().getList("items.action")).containsExactly("specification.superseded", "specification.approved");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).queryParam("status", "approved")
                .get(PATH).jsonPath().getList("items.id")).containsExactly(second);

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/inspection-lots/" + before).jsonPath().getString("specificationId"))
                .isEqualTo(flow.specification);
        String after = flow.inspectionLotOf(flow.receivedLot("2"));
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/inspection-lots/" + after).jsonPath().getString("specificationId"))
                .isEqualTo(second);
    }

    @Test
    void theAuthorDoesNotApproveTheirSpecificationAndOnlyQaApproves() {
        String author = flow.person("qc_analyst", "qa");
        String spec = flow.as(author).body(Map.of("materialId", flow.material, "tests", GmpFlow.SPEC_TESTS)).post(PATH).then()
                .statusCode(201).extract().path("id");

        assertProblem(approve(author, spec, 1), 403, "segregation_of_duties", PATH + "/" + spec + "/approve");
        assertProblem(approve(flow.analyst, spec, 1), 403, "role_required", PATH + "/" + spec + "/approve");
        assertProblem(flow.as(flow.clerk).body(Map.of("materialId", flow.material, "tests", GmpFlow.SPEC_TESTS)).post(PATH),
                403, "role_required", PATH);
        assertProblem(approve(flow.qa, spec, 2), 412, "precondition_failed", PATH + "/" + spec + "/approve");
        assertThat(approve(flow.qa, spec, 1).statusCode()).isEqualTo(200);
        assertProblem(approve(flow.qa, spec, 2), 409, "invalid_transition", PATH + "/" + spec + "/approve");
    }

    @Test
    void anOlderDraftIsNotApprovedAfterANewerRevision() {
        String second = flow.createSpecification(flow.material).path("id");
        String third = flow.createSpecification(flow.material).path("id");
        assertThat(approve(flow.qa, third, 1).statusCode()).isEqualTo(200);

        assertProblem(approve(flow.qa, second, 1), 409, "invalid_transition", PATH + "/" + second + "/approve");
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + second).jsonPath().getString("status")).isEqualTo("draft");
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + third).jsonPath().getString("status")).isEqualTo("approved");
    }

    @Test
    void testsThatCannotBeJudgedAsWrittenAre422NamingEachField() {
        List<Map<String, Object>> tests = List.of(
                Map.of("code", "A", "name", "No limits", "kind", "numeric", "mandatory", true),
                Map.of("code", "B", "name", "Upside down", "kind", "numeric", "min", "5", "max", "4", "mandatory", true),
                Map.of("code", "C", "name", "No expectation", "kind", "text", "mandatory", true),
                Map.of("code", "C", "name", "Twice", "kind", "text", "expected", "ok", "min", "1", "mandatory", false));

        JsonPath refused = assertProblem(flow.as(flow.analyst).body(Map.of("materialId", "mat_0000000000000000", "tests",
                tests)).post(PATH), 422, "validation_failed", PATH);

        assertThat(refused.getList("errors.field")).containsExactly("materialId", "tests[0]", "tests[1].min",
                "tests[2].expected", "tests[3].code", "tests[3]");
        Map<String, Object> exponent = new HashMap<>(GmpFlow.SPEC_TESTS.get(0));
        exponent.put("max", "1e3");
        assertProblem(flow.as(flow.analyst).body(Map.of("materialId", flow.material, "tests", List.of(exponent))).post(PATH),
                422, "validation_failed", PATH);
        assertProblem(flow.as(flow.analyst).body(Map.of("materialId", flow.material, "tests", List.of())).post(PATH),
                422, "validation_failed", PATH);
    }

    @Test
    void aReceiptOfAMaterialWithoutAnApprovedSpecificationIs409AndPostsNothing() {
        String material = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("code", "EXC-"
                + UUID.randomUUID().toString().substring(0, 8), "name", "Lactose", "type", "raw", "baseUnit", "kg",
                "shelfLifeDays", 730, "retestIntervalDays", 365, "storage", Map.of("minCelsius", 15, "maxCelsius", 25)))
                .post("/v1/materials").then().statusCode(201).extract().path("id");
        int version = withKey(TestKeys.ACTIVE).get("/v1/suppliers/" + flow.supplier).path("version");
        flow.as(flow.qa).header("If-Match", "\"" + version + "\"").body(Map.of("materialIds", List.of(material), "signature",
                flow.signature(flow.qa, "approval"))).post("/v1/suppliers/" + flow.supplier + "/approve").then().statusCode(200);
        String order = flow.as(flow.buyer).body(Map.of("supplierId", flow.supplier, "lines", List.of(Map.of("lineNo", 1,
                "materialId", material, "quantity", Map.of("value", "4", "unit", "kg"), "dueDate", "2030-01-01"))))
                .post("/v1/purchase-orders").then().statusCode(201).extract().path("id");
        flow.as(flow.supervisor).header("If-Match", "\"1\"").body(Map.of("signature", flow.signature(flow.supervisor,
                "approval"))).post("/v1/purchase-orders/" + order + "/approve").then().statusCode(200);

        assertProblem(flow.receive(flow.receiptBody(order, "4", flow.storeA)), 409, "specification_missing",
                "/v1/goods-receipts");

        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", material).get("/v1/lots").jsonPath().getList("items"))
                .isEmpty();
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/purchase-orders/" + order).jsonPath().getString("status"))
                .isEqualTo("approved");
        flow.approvedSpecification(material);
        assertThat(flow.receive(flow.receiptBody(order, "4", flow.storeA)).statusCode()).isEqualTo(201);
    }
}
