package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** /v1/lots: read with the status the business date gives them; QA holds and releases holds with a signature. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class LotsTest {

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private Response signed(String lot, String action, String user, String meaning, String ifMatch) {
        return flow.as(user).header("If-Match", ifMatch).body(Map.of("signature", flow.signature(user, meaning)))
                .post("/v1/lots/" + lot + "/" + action);
    }

    @Test
    void qaHoldsAndReleasesAHoldBackToTheStatusItWasHeldFrom() {
        String lot = flow.receivedLot("5");

        assertProblem(signed(lot, "hold", flow.clerk, "rejection", "\"1\""), 403, "role_required", "/v1/lots/" + lot + "/hold");
        assertProblem(signed(lot, "unhold", flow.qa, "approval", "\"1\""), 409, "invalid_transition",
                "/v1/lots/" + lot + "/unhold");
        Response held = signed(lot, "hold", flow.qa, "rejection", "\"1\"");
        assertThat(held.statusCode()).isEqualTo(200);
        assertThat(held.jsonPath().getString("status")).isEqualTo("on_hold");
        assertThat(held.jsonPath().getString("heldFrom")).isEqualTo("quarantine");
        assertThat(held.jsonPath().getString("hold.meaning")).isEqualTo("rejection");
        assertProblem(signed(lot, "hold", flow.qa, "rejection", "\"2\""), 409, "invalid_transition", "/v1/lots/" + lot + "/hold");

        Response released = signed(lot, "unhold", flow.qa, "approval", "\"2\"");
        assertThat(released.jsonPath().getString("status")).isEqualTo("quarantine");
        assertThat(released.jsonPath().getString("heldFrom")).isNull();
        assertThat(released.jsonPath().getString("releaseFromHold.userId")).isEqualTo(flow.qa);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", lot).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("lot.created", "lot.held", "lot.unheld");
    }

    @Test
    void anUnknownLotIs404BeforeItsBodyIsChecked() {
        String lot = flow.receivedLot("1");

        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of()).post("/v1/lots/lot_0000000000000000/hold"),
                404, "not_found", "/v1/lots/lot_0000000000000000/hold");
        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").body(Map.of()).post("/v1/lots/" + lot + "/hold"), 422,
                "validation_failed", "/v1/lots/" + lot + "/hold");
        assertProblem(flow.as(flow.qa).header("If-Match", "\"1\"").post("/v1/lots/" + lot + "/hold"), 422,
                "validation_failed", "/v1/lots/" + lot + "/hold");
    }

    @Test
    void aLotIsExpiredOnceTheBusinessDateIsPastItsExpiryAndListsFilterByThatStatus() {
        String lot = flow.receive(Map.of("purchaseOrderId", flow.approvedOrder("3"), "deliveryNote", "DN", "lines", List.of(
                GmpFlow.receiptLine("3", flow.storeA, LocalDate.now().minusDays(5), LocalDate.now().plusDays(20)))))
                .then().statusCode(201).extract().path("lines[0].lotId");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).queryParam("status", "quarantine")
                .get("/v1/lots").jsonPath().getList("items.id")).containsExactly(lot);

        SandboxClock.businessDate(TestKeys.ACTIVE, LocalDate.now().plusDays(21));

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).jsonPath().getString("status")).isEqualTo("expired");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).queryParam("status", "expired")
                .get("/v1/lots").jsonPath().getList("items.id")).containsExactly(lot);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).queryParam("status", "quarantine")
                .get("/v1/lots").jsonPath().getList("items")).isEmpty();
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-balances").jsonPath()
                .getString("items[0].lotStatus")).isEqualTo("expired");
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("status", "good").get("/v1/lots"), 422, "validation_failed",
                "/v1/lots");
    }
}
