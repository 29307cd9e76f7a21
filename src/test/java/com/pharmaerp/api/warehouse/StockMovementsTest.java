package com.pharmaerp.api.warehouse;

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

/** /v1/stock-movements and /v1/stock-balances: an append-only ledger whose balances never go below zero. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class StockMovementsTest {

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    private Map<String, String> balances(String lot) {
        List<Map<String, Object>> items = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-balances")
                .jsonPath().getList("items");
        return items.stream().collect(java.util.stream.Collectors.toMap(item -> (String) item.get("locationId"),
                item -> (String) ((Map<?, ?>) item.get("quantity")).get("value")));
    }

    @Test
    void aTransferMovesStockAndBalancesFollowTheLedger() {
        String lot = flow.receivedLot("10");

        Response moved = flow.transfer(lot, flow.storeA, flow.storeB, "2500");
        assertProblem(moved, 409, "insufficient_stock", "/v1/stock-movements");
        Response transfer = flow.as(flow.clerk).body(Map.of("lotId", lot, "fromLocationId", flow.storeA, "toLocationId",
                flow.storeB, "quantity", Map.of("value", "2500", "unit", "g"), "type", "transfer")).post("/v1/stock-movements");

        assertThat(transfer.statusCode()).isEqualTo(201);
        JsonPath movement = transfer.jsonPath();
        assertThat(movement.getString("type")).isEqualTo("transfer");
        assertThat(movement.getString("quantity.value")).isEqualTo("2.5");
        assertThat(movement.getString("quantity.unit")).isEqualTo("kg");
        assertThat(movement.getString("userId")).isEqualTo(flow.clerk);
        assertThat(balances(lot)).containsExactlyInAnyOrderEntriesOf(Map.of(flow.storeA, "7.5", flow.storeB, "2.5"));
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).jsonPath().getString("quantity.value")).isEqualTo("10");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", movement.getString("id")).get("/v1/audit-events")
                .jsonPath().getList("items.action")).containsExactly("stock_movement.created");
    }

    @Test
    void transfersAreCheckedBeforeAnythingMoves() {
        String lot = flow.receivedLot("10");

        assertProblem(flow.transfer(lot, flow.storeA, flow.storeA, "1"), 422, "validation_failed", "/v1/stock-movements");
        assertProblem(flow.transfer("lot_0000000000000000", flow.storeA, flow.storeB, "1"), 422, "validation_failed",
                "/v1/stock-movements");
        assertProblem(flow.transfer(lot, flow.storeA, "loc_0000000000000000", "1"), 422, "validation_failed",
                "/v1/stock-movements");
        assertProblem(flow.transfer(lot, flow.storeA, flow.storeB, "0"), 422, "validation_failed", "/v1/stock-movements");
        assertProblem(flow.transfer(lot, flow.storeA, flow.coldRoom, "1"), 422, "storage_condition_mismatch",
                "/v1/stock-movements");
        assertProblem(flow.as(flow.clerk).body(Map.of("lotId", lot, "fromLocationId", flow.storeA, "toLocationId", flow.storeB,
                "quantity", Map.of("value", "1", "unit", "kg"), "type", "issue")).post("/v1/stock-movements"), 422,
                "validation_failed", "/v1/stock-movements");
        assertProblem(flow.as(flow.buyer).body(Map.of("lotId", lot, "fromLocationId", flow.storeA, "toLocationId", flow.storeB,
                "quantity", Map.of("value", "1", "unit", "kg"))).post("/v1/stock-movements"), 403, "role_required",
                "/v1/stock-movements");
        assertThat(balances(lot)).containsExactlyEntriesOf(Map.of(flow.storeA, "10"));
    }

    @Test
    void aReversalUndoesAMovementOnceAndNothingIsEditedOrDeleted() {
        String lot = flow.receivedLot("10");
        String transfer = flow.transfer(lot, flow.storeA, flow.storeB, "4").then().statusCode(201).extract().path("id");

        assertProblem(flow.as(flow.clerk).body(Map.of()).post("/v1/stock-movements/" + transfer + "/reverse"), 422,
                "validation_failed", "/v1/stock-movements/" + transfer + "/reverse");
        assertProblem(flow.as(flow.clerk).body(Map.of()).post("/v1/stock-movements/mov_0000000000000000/reverse"), 404,
                "not_found", "/v1/stock-movements/mov_0000000000000000/reverse");
        Response reversal = flow.as(flow.clerk).body(Map.of("reason", "wrong bin")).post("/v1/stock-movements/" + transfer
                + "/reverse");
        assertThat(reversal.statusCode()).isEqualTo(201);
        assertThat(reversal.jsonPath().getString("type")).isEqualTo("reversal");
        assertThat(reversal.jsonPath().getString("fromLocationId")).isEqualTo(flow.storeB);
        assertThat(reversal.jsonPath().getString("toLocationId")).isEqualTo(flow.storeA);
        assertThat(reversal.jsonPath().getString("reference")).isEqualTo(transfer);
        assertThat(reversal.jsonPath().getString("reason")).isEqualTo("wrong bin");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/stock-movements/" + transfer).jsonPath().getString("reversedBy"))
                .isEqualTo(reversal.jsonPath().getString("id"));
        assertThat(balances(lot)).containsExactlyEntriesOf(Map.of(flow.storeA, "10"));

        assertProblem(flow.as(flow.clerk).body(Map.of("reason", "again")).post("/v1/stock-movements/" + transfer + "/reverse"),
                409, "invalid_transition", "/v1/stock-movements/" + transfer + "/reverse");
        String reversalId = reversal.jsonPath().getString("id");
        assertProblem(flow.as(flow.clerk).body(Map.of("reason", "again")).post("/v1/stock-movements/" + reversalId + "/reverse"),
                409, "invalid_transition", "/v1/stock-movements/" + reversalId + "/reverse");
        for (String method : List.of("PUT", "PATCH", "DELETE")) {
            Response refused = flow.as(flow.clerk).body(Map.of()).request(method, "/v1/stock-movements/" + transfer);
            assertProblem(refused, 405, "method_not_allowed", "/v1/stock-movements/" + transfer);
        }
    }

    @Test
    void reversingAReceiptTakesItBackFromTheOrderUnlessTheStockHasMoved() {
        String order = flow.approvedOrder("10");
        String lot = flow.receive(flow.receiptBody(order, "10", flow.storeA)).then().statusCode(201).extract()
                .path("lines[0].lotId");
        String receipt = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("type", "receipt")
                .get("/v1/stock-movements").then().extract().path("items[0].id");
        flow.transfer(lot, flow.storeA, flow.storeB, "1").then().statusCode(201);

        assertProblem(flow.as(flow.clerk).body(Map.of("reason", "damaged")).post("/v1/stock-movements/" + receipt + "/reverse"),
                409, "insufficient_stock", "/v1/stock-movements/" + receipt + "/reverse");
        flow.transfer(lot, flow.storeB, flow.storeA, "1").then().statusCode(201);
        flow.as(flow.clerk).body(Map.of("reason", "damaged")).post("/v1/stock-movements/" + receipt + "/reverse").then()
                .statusCode(201);

        JsonPath po = withKey(TestKeys.ACTIVE).get("/v1/purchase-orders/" + order).jsonPath();
        assertThat(po.getString("status")).isEqualTo("approved");
        assertThat(po.getString("lines[0].receivedQuantity.value")).isEqualTo("0");
        assertThat(balances(lot)).isEmpty();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", order).get("/v1/audit-events").jsonPath()
                .getList("items.action")).endsWith("purchase_order.receipt_reversed");
    }

    @Test
    void listsFilterAndAnotherTenantsLedgerIs404() {
        String lot = flow.receivedLot("10");
        flow.transfer(lot, flow.storeA, flow.storeB, "1").then().statusCode(201);

        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-movements").jsonPath()
                .getList("items.type")).containsExactly("transfer", "receipt");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("type", "transfer").get("/v1/stock-movements")
                .jsonPath().getList("items")).hasSize(1);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).queryParam("locationId", flow.storeB)
                .get("/v1/stock-balances").jsonPath().getList("items.lotId")).containsExactly(lot);
        JsonPath firstPage = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("limit", 1).get("/v1/stock-balances")
                .jsonPath();
        String second = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("limit", 1)
                .queryParam("cursor", firstPage.getString("nextCursor")).get("/v1/stock-balances").jsonPath()
                .getString("items[0].locationId");
        assertThat(List.of(firstPage.getString("items[0].locationId"), second))
                .containsExactlyInAnyOrder(flow.storeA, flow.storeB);
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("cursor", "bm90LWEtY3Vyc29y").get("/v1/stock-balances"), 400,
                "invalid_cursor", "/v1/stock-balances");
        assertThat(withKey(TestKeys.ACME).queryParam("lotId", lot).get("/v1/stock-balances").jsonPath().getList("items"))
                .isEmpty();
        assertProblem(withKey(TestKeys.ACME).get("/v1/lots/" + lot), 404, "not_found", "/v1/lots/" + lot);
    }
}
