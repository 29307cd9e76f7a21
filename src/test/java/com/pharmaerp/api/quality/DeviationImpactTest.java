package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/**
 * GET /v1/deviations/{id}/impact over a real batch: a released order charged with 80 kg of a raw lot
 * whose supplier lot number another lot of the same material shares.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class DeviationImpactTest {

    private ProductionFlow flow;
    private String order;
    private String rawLot;
    private String outputLot;

    @BeforeEach
    void chargedBatch() {
        flow = new ProductionFlow(TestKeys.ACTIVE);
        order = flow.chargedOrder().order();
        JsonPath read = flow.read(order);
        outputLot = read.getString("outputLotId");
        rawLot = read.getString("consumptions[0].allocations[0].lotId");
    }

    private String deviationNaming(String... references) {
        return flow.gmp.as(flow.gmp.clerk).body(Map.of("description", "Granulator screen found torn", "references",
                List.of(references))).post("/v1/deviations").then().statusCode(201).extract().path("id");
    }

    private static JsonPath impact(String deviation) {
        return withKey(TestKeys.ACTIVE).get("/v1/deviations/" + deviation + "/impact").then().statusCode(200).extract()
                .jsonPath();
    }

    private static Map<String, String> why(JsonPath impact, String list, String idField) {
        List<Map<String, Object>> items = impact.getList(list);
        return items.stream().collect(java.util.stream.Collectors.toMap(item -> (String) item.get(idField),
                item -> (String) item.get("why"), (a, b) -> a, java.util.LinkedHashMap::new));
    }

    @Test
    void aLotsImpactListsTheBatchesMadeFromItAndTheLotsOfItsSupplierLot() {
        String sameSupplierLot = flow.gmp.receivedLot("80");
        String otherSupplierLot = flow.gmp.receivedLot("5");

        JsonPath impact = impact(deviationNaming(rawLot));

        assertThat(why(impact, "lots", "lotId")).containsExactly(Map.entry(outputLot, "made_from"),
                Map.entry(sameSupplierLot, "same_supplier_lot")).doesNotContainKeys(rawLot, otherSupplierLot);
        assertThat(why(impact, "productionOrders", "id")).containsExactly(Map.entry(order, "consumed_referenced_lot"));
        assertThat(impact.getString("lots[0].number")).startsWith("L-");
        assertThat(impact.getString("lots[0].status")).isEqualTo("quarantine");
        assertThat(impact.getString("productionOrders[0].status")).isEqualTo("in_progress");
    }

    @Test
    void anOrdersImpactListsItsOutputLotAndItsInputLots() {
        JsonPath impact = impact(deviationNaming(order));

        assertThat(why(impact, "lots", "lotId")).containsExactly(Map.entry(outputLot, "output_of"),
                Map.entry(rawLot, "input_of"));
        assertThat(why(impact, "productionOrders", "id")).containsExactly(Map.entry(order, "referenced"));
    }

    @Test
    void aRecordReachedForSeveralReasonsIsListedOnceUnderTheStrongestAndANamedLotNever() {
        JsonPath impact = impact(deviationNaming(order, rawLot));

        assertThat(why(impact, "lots", "lotId")).as("the output is made from the named lot; the named lot is not listed")
                .containsExactly(Map.entry(outputLot, "made_from"));
        assertThat(why(impact, "productionOrders", "id")).containsExactly(Map.entry(order, "consumed_referenced_lot"));
    }

    @Test
    void aDeviationNamingNoLotOrOrderReachesNothing() {
        JsonPath impact = impact(deviationNaming("sup_unrelated01"));

        assertThat(impact.getList("lots")).isEmpty();
        assertThat(impact.getList("productionOrders")).isEmpty();
    }

    @Test
    void anUnknownDeviationHasNoImpact() {
        assertProblem(withKey(TestKeys.ACTIVE).get("/v1/deviations/dev_unknown0000000001/impact"), 404, "not_found",
                "/v1/deviations/dev_unknown0000000001/impact");
    }
}
