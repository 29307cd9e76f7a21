package com.pharmaerp.api.production;

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
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/recipes: revisions per product, written by supervisors, approved by QA other than their author. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class RecipesTest {

    private static final String PATH = "/v1/recipes";

    private GmpFlow flow;
    private String product;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
        product = flow.material("finished");
    }

    private Map<String, Object> recipe(String componentGrams) {
        return Map.of("productMaterialId", product, "batchSize", Map.of("value", "100", "unit", "kg"),
                "components", List.of(Map.of("materialId", flow.material, "quantity", Map.of("value", componentGrams, "unit", "g"))),
                "yieldLimits", Map.of("minPercent", 95, "maxPercent", 102));
    }

    private Response approve(String user, String recipe, int version) {
        return flow.as(user).header("If-Match", "\"" + version + "\"").body(Map.of("signature",
                flow.signature(user, "approval"))).post(PATH + "/" + recipe + "/approve");
    }

    @Test
    void aSupervisorWritesRevisionsAndQaOtherThanTheAuthorApprovesTheNewestInForce() {
        Response first = flow.as(flow.supervisor).body(recipe("80500")).post(PATH);
        assertThat(first.statusCode()).as(first.asString()).isEqualTo(201);
        JsonPath draft = first.jsonPath();
        assertThat(draft.getInt("revision")).isEqualTo(1);
        assertThat(draft.getString("status")).isEqualTo("draft");
        assertThat(draft.getString("components[0].quantity.value")).as("kept in the material's base unit").isEqualTo("80.5");
        assertThat(draft.getString("components[0].quantity.unit")).isEqualTo("kg");
        assertThat(draft.getDouble("yieldLimits.minPercent")).isEqualTo(95.0);
        assertThat(draft.getString("createdBy")).isEqualTo(flow.supervisor);

        assertProblem(approve(flow.supervisor, first.path("id"), 1), 403, "role_required", PATH + "/" + first.path("id") + "/approve");
        String author = flow.person("supervisor", "qa");
        String second = flow.as(author).body(recipe("81000")).post(PATH).then().statusCode(201).extract().path("id");
        assertProblem(approve(author, second, 1), 403, "segregation_of_duties", PATH + "/" + second + "/approve");

        assertThat(approve(flow.qa, first.path("id"), 1).statusCode()).isEqualTo(200);
        Response approved = approve(flow.qa, second, 1);
        assertThat(approved.statusCode()).isEqualTo(200);
        assertThat(approved.jsonPath().getString("approval.userId")).isEqualTo(flow.qa);
        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + first.path("id")).jsonPath().getString("status"))
                .isEqualTo("superseded");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("productMaterialId", product).queryParam("status", "approved").get(PATH)
                .jsonPath().getList("items.id")).containsExactly(second);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("requestId", approved.header("X-Request-Id")).get("/v1/audit-events")
                .jsonPath().getList("items.action")).containsExactly("recipe.superseded", "recipe.approved");
    }

    @Test
    void aRecipeThatCannotBeMadeAsWrittenIs422NamingEachField() {
        Map<String, Object> body = Map.of("productMaterialId", product, "batchSize", Map.of("value", "0", "unit", "kg"),
                "components", List.of(
                        Map.of("materialId", product, "quantity", Map.of("value", "1", "unit", "kg")),
                        Map.of("materialId", "mat_0000000000000000", "quantity", Map.of("value", "1", "unit", "kg")),
                        Map.of("materialId", flow.material, "quantity", Map.of("value", "0", "unit", "kg")),
                        Map.of("materialId", flow.material, "quantity", Map.of("value", "1", "unit", "kg"))),
                "yieldLimits", Map.of("minPercent", 103, "maxPercent", 102));

        JsonPath refused = assertProblem(flow.as(flow.supervisor).body(body).post(PATH), 422, "validation_failed", PATH);

        assertThat(refused.getList("errors.field")).containsExactly("batchSize.value", "components[0].materialId",
                "components[1].materialId", "components[2].quantity.value", "components[3].materialId",
                "yieldLimits.minPercent");
        Map<String, Object> litres = Map.of("productMaterialId", product, "batchSize", Map.of("value", "100", "unit", "L"),
                "components", List.of(Map.of("materialId", flow.material, "quantity", Map.of("value", "1", "unit", "kg"))),
                "yieldLimits", Map.of("minPercent", 95, "maxPercent", 102));
        assertProblem(flow.as(flow.supervisor).body(litres).post(PATH), 422, "unit_mismatch", PATH);
        assertProblem(flow.as(flow.clerk).body(recipe("1000")).post(PATH), 403, "role_required", PATH);
    }
}
