package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** POST /v1/lots/{id}/destroy, and the expiry horizon of GET /v1/lots. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class LotDestructionTest {

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private String rejectedLot(String kilograms) {
        String lot = flow.receivedLot(kilograms);
        flow.decide(flow.inspectionLotOf(lot), "reject").then().statusCode(200);
        return lot;
    }

    private Response destroy(String lot, String user) {
        int version = withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).then().extract().path("version");
        return flow.as(user).header("If-Match", "\"" + version + "\"").body(Map.of("signature", flow.signature(user,
                "rejection"))).post("/v1/lots/" + lot + "/destroy");
    }

    private String lotExpiringIn(int days, String kilograms) {
        return flow.receive(Map.of("purchaseOrderId", flow.approvedOrder(kilograms), "deliveryNote", "DN", "lines", List.of(
                GmpFlow.receiptLine(kilograms, flow.storeA, LocalDate.now().minusDays(5), LocalDate.now().plusDays(days)))))
                .then().statusCode(201).extract().path("lines[0].lotId");
    }

    private List<String> lots(String parameter, Object value) {
        return withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).queryParam(parameter, value).get("/v1/lots")
                .jsonPath().getList("items.id");
    }

    @Test
    void aRejectedLotIsDestroyedAndEveryRemainingBalanceLeavesThroughADestructionMovement() throws Exception {
        String lot = rejectedLot("10");
        flow.transfer(lot, flow.storeA, flow.storeB, "3").then().statusCode(201);

        Response destroyed = destroy(lot, flow.qa);

        assertThat(destroyed.statusCode()).isEqualTo(200);
        assertThat(destroyed.jsonPath().getString("status")).isEqualTo("destroyed");
        assertThat(destroyed.jsonPath().getString("quantity.value")).isEqualTo("0");
        assertThat(destroyed.jsonPath().getString("destruction.meaning")).isEqualTo("rejection");
        JsonPath movements = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("type", "destruction")
                .get("/v1/stock-movements").jsonPath();
        assertThat(movements.getList("items.fromLocationId")).containsExactlyInAnyOrder(flow.storeA, flow.storeB);
        assertThat(movements.getList("items.quantity.value")).containsExactlyInAnyOrder("7", "3");
        assertThat(movements.getList("items.reference")).containsOnly(lot);
        assertThat(movements.getList("items.toLocationId")).containsOnly((Object) null);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-balances").jsonPath().getList("items"))
                .isEmpty();
        try (Connection owner = TestDatabase.connectAsOwner()) {
            assertThat(LedgerCheck.mismatches(owner)).isZero();
        }
    }

    @Test
    void aDestroyedLotStillReadsWithItsGenealogyHistoryAndStatusFilter() {
        String lot = rejectedLot("2");
        destroy(lot, flow.qa).then().statusCode(200);

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).jsonPath().getString("status")).isEqualTo("destroyed");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot + "/genealogy").jsonPath().getString("lot.status"))
                .isEqualTo("destroyed");
        assertThat(lots("status", "destroyed")).containsExactly(lot);
        assertThat(lots("status", "rejected")).isEmpty();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", lot).get("/v1/audit-events").jsonPath()
                .getList("items.action")).endsWith("lot.rejected", "lot.destroyed");
        assertProblem(destroy(lot, flow.qa), 409, "invalid_transition", "/v1/lots/" + lot + "/destroy");
    }

    @Test
    void aLotExpiredOnTheBusinessDateIsDestroyed() {
        String lot = lotExpiringIn(20, "3");
        SandboxClock.businessDate(TestKeys.ACTIVE, LocalDate.now().plusDays(21));

        Response destroyed = destroy(lot, flow.qa);

        assertThat(destroyed.statusCode()).isEqualTo(200);
        assertThat(destroyed.jsonPath().getString("status")).isEqualTo("destroyed");
        assertThat(lots("status", "expired")).isEmpty();
    }

    @Test
    void aLotNeitherRejectedNorExpiredIsNotDestroyed() {
        String lot = flow.receivedLot("1");

        JsonPath refused = assertProblem(destroy(lot, flow.qa), 409, "invalid_transition", "/v1/lots/" + lot + "/destroy");

        assertThat(refused.getString("detail")).contains("quarantine");
    }

    @Test
    void onlyQaDestroysALot() {
        String lot = rejectedLot("1");

        assertProblem(destroy(lot, flow.supervisor), 403, "role_required", "/v1/lots/" + lot + "/destroy");
    }

    @Test
    void aLotInALocationBeingCountedIsNotDestroyed() {
        String lot = rejectedLot("1");
        flow.as(flow.clerk).body(Map.of("locationId", flow.storeA)).post("/v1/inventory-counts").then().statusCode(201);

        assertProblem(destroy(lot, flow.qa), 409, "location_counting", "/v1/lots/" + lot + "/destroy");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).jsonPath().getString("status")).isEqualTo("rejected");
    }

    @Test
    void listsShowLotsExpiringOnOrBeforeADate() {
        String soon = lotExpiringIn(20, "1");
        String later = lotExpiringIn(40, "1");

        assertThat(lots("expiresBefore", LocalDate.now().plusDays(20).toString())).containsExactly(soon);
        assertThat(lots("expiresBefore", LocalDate.now().plusDays(40).toString())).containsExactly(later, soon);
        assertThat(lots("expiresBefore", LocalDate.now().plusDays(19).toString())).isEmpty();
    }

    @Test
    void listsShowLotsDueForRetestOnOrBeforeADate() {
        String capped = lotExpiringIn(30, "1");
        flow.receivedLot("1");

        assertThat(lots("retestBefore", LocalDate.now().plusDays(30).toString())).containsExactly(capped);
    }

    @Test
    void listsShowLotsWithStockOrWithout() {
        String empty = flow.receivedLot("2");
        String stocked = flow.receivedLot("1");
        String adjustment = flow.as(flow.clerk).body(Map.of("lotId", empty, "locationId", flow.storeA, "quantity",
                Map.of("value", "-2", "unit", "kg"), "reasonCode", "loss", "reason", "Spilled")).post("/v1/stock-adjustments")
                .then().statusCode(201).extract().path("id");
        flow.as(flow.supervisor).header("If-Match", "\"1\"").body(Map.of("signature", flow.signature(flow.supervisor,
                "approval"))).post("/v1/stock-adjustments/" + adjustment + "/approve").then().statusCode(200);

        assertThat(lots("hasStock", "true")).containsExactly(stocked);
        assertThat(lots("hasStock", "false")).containsExactly(empty);
    }

    @Test
    void aDateThatDoesNotExistIsRefused() {
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("expiresBefore", "2026-02-30").get("/v1/lots"), 422,
                "validation_failed", "/v1/lots");
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("retestBefore", "soon").get("/v1/lots"), 422, "validation_failed",
                "/v1/lots");
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("hasStock", "yes").get("/v1/lots"), 422, "validation_failed",
                "/v1/lots");
    }
}
