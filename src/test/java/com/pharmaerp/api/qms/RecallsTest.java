package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * /v1/recalls and forward genealogy to customers: a raw lot charged into a certified batch, 30 kg of
 * the batch's lot shipped to an approved customer, then QA recalls the raw lot (once for the class).
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class RecallsTest {

    private static ProductionFlow production;
    private static OutboundFlow outbound;
    private static String rawLot;
    private static String madeLot;
    private static String customer;
    private static String shipment;
    private static JsonPath recall;

    @BeforeEach
    void shippedThenRecalled() {
        if (recall != null) {
            return;
        }
        production = new ProductionFlow(TestKeys.ACTIVE);
        String order = production.certifiedBatch();
        JsonPath batch = production.read(order);
        madeLot = batch.getString("outputLotId");
        rawLot = batch.getString("consumptions[0].allocations[0].lotId");
        outbound = OutboundFlow.making(production);
        customer = outbound.approvedCustomer();
        shipment = outbound.draft(customer, List.of(outbound.line(1, "30")));
        outbound.ship(shipment).then().statusCode(200);
        JsonPath forward = genealogy(rawLot, "forward");
        assertThat(forward.getList("shipments.shipmentId")).as("before the recall").containsExactly(shipment);
        Response opened = outbound.recall(production.gmp.qa, rawLot);
        assertThat(opened.statusCode()).as(opened.body().asString()).isEqualTo(201);
        recall = opened.jsonPath();
    }

    private static JsonPath genealogy(String lot, String direction) {
        return withKey(TestKeys.ACTIVE).queryParam("direction", direction).get("/v1/lots/" + lot + "/genealogy").then()
                .statusCode(200).extract().jsonPath();
    }

    @Test
    void forwardGenealogyListsWhoReceivedTheLotsMadeFromIt() {
        JsonPath forward = genealogy(rawLot, "forward");
        assertThat(forward.getString("shipments[0].lotId")).isEqualTo(madeLot);
        assertThat(forward.getString("shipments[0].customerId")).isEqualTo(customer);
        assertThat(forward.getString("shipments[0].quantity.value")).isEqualTo("30");
    }

    @Test
    void backwardGenealogyListsNoShipments() {
        assertThat(genealogy(madeLot, "backward").getList("shipments")).isEmpty();
    }

    @Test
    void aRecallHoldsTheLotAndEveryLotMadeFromItThatIsStillInCirculation() {
        assertThat(recall.getString("number")).startsWith("RC-");
        assertThat(recall.getList("affectedLots.lotId")).containsExactly(rawLot, madeLot);
        assertThat(recall.getList("affectedLots.depth")).containsExactly(0, 1);
        assertThat(recall.getString("affectedLots[1].quantityInStock.value")).isEqualTo("70");
        assertThat(recall.getBoolean("affectedLots[1].heldByRecall")).isTrue();
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + madeLot).path("status").toString()).isEqualTo("on_hold");
    }

    @Test
    void aRecallNamesEveryCustomerAndWhatItReceived() {
        assertThat(recall.getList("affectedShipments.shipmentId")).containsExactly(shipment);
        assertThat(recall.getString("customers[0].customerId")).isEqualTo(customer);
        assertThat(recall.getString("customers[0].country")).isEqualTo("DE");
        assertThat(recall.getString("customers[0].quantityPerMaterial." + outbound.product + ".value")).isEqualTo("30");
    }

    @Test
    void eachLotTheRecallHeldHasItsOwnEventNamingTheRecall() {
        List<Map<String, Object>> held = withKey(TestKeys.ACTIVE).queryParam("entityId", madeLot).get("/v1/audit-events")
                .then().statusCode(200).extract().jsonPath().getList("items.findAll { it.action == 'lot.held' }");
        assertThat(held).hasSize(1);
        assertThat(held.get(0).get("reason").toString()).startsWith("Recall " + recall.getString("number") + " (class_2)");
    }

    @Test
    void aLotHeldByTheRecallDoesNotShipAfterIt() {
        String late = outbound.draft(customer, List.of(outbound.namedLine("1", madeLot, null)));
        assertProblem(outbound.ship(late), 409, "lot_not_released", "/v1/shipments/" + late + "/ship");
    }

    @Test
    void theRecallIsReadBackAsItWasOpened() {
        JsonPath read = withKey(TestKeys.ACTIVE).get("/v1/recalls/" + recall.getString("id")).then().statusCode(200).extract()
                .jsonPath();
        assertThat(read.getList("affectedLots.lotId")).isEqualTo(recall.getList("affectedLots.lotId"));
        assertThat(read.getString("initiation.meaning")).isEqualTo("rejection");
        assertThat(read.getList("affectedShipments.number")).isEqualTo(recall.getList("affectedShipments.number"));
    }

    @Test
    void theRecallReachesTheEventFeedAsRecallOpened() {
        String event = withKey(TestKeys.ACTIVE).queryParam("entityId", recall.getString("id")).get("/v1/audit-events").then()
                .statusCode(200).extract().path("items.find { it.action == 'recall.opened' }.id");
        JsonPath fed = withKey(TestKeys.ACTIVE).get("/v1/events/" + event).then().statusCode(200).extract().jsonPath();
        assertThat(fed.getString("type")).isEqualTo("recall.opened");
        assertThat(fed.getString("object.url")).isEqualTo("/v1/recalls/" + recall.getString("id"));
    }

    @Test
    void closingTheRecallReleasesNoLot() {
        String id = recall.getString("id");
        Response closed = production.gmp.as(production.gmp.qa).header("If-Match", "\"1\"").body(Map.of("reason",
                "The customer destroyed the 30 kg on site", "signature", production.gmp.signature(production.gmp.qa,
                        "approval"))).post("/v1/recalls/" + id + "/close");
        assertThat(closed.statusCode()).isEqualTo(200);
        assertThat(closed.jsonPath().getString("status")).isEqualTo("closed");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + madeLot).path("status").toString()).isEqualTo("on_hold");
        assertProblem(production.gmp.as(production.gmp.qa).header("If-Match", "\"2\"").body(Map.of("signature",
                production.gmp.signature(production.gmp.qa, "approval"))).post("/v1/recalls/" + id + "/close"), 409,
                "invalid_transition", "/v1/recalls/" + id + "/close");
    }

    @Test
    void onlyQaRecalls() {
        assertProblem(outbound.recall(production.gmp.clerk, madeLot), 403, "role_required", "/v1/recalls");
    }

    @Test
    void aRecallOfNoLotOfTheTenantIsRefused() {
        assertProblem(outbound.recall(production.gmp.qa, "lot_doesNotExist0000"), 422, "validation_failed", "/v1/recalls");
    }
}
