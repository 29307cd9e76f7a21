package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/stock-adjustments: a clerk requests, a supervisor or QA who did not request it approves or rejects with a signature. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class StockAdjustmentsTest {

    private static final String PATH = "/v1/stock-adjustments";

    private GmpFlow flow;
    private String lot;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
        lot = flow.receivedLot("10");
    }

    private Response request(String user, String value) {
        return flow.as(user).body(Map.of("lotId", lot, "locationId", flow.storeA, "quantity", Map.of("value", value, "unit",
                "kg"), "reasonCode", "damage", "reason", "Drum punctured by a forklift")).post(PATH);
    }

    private String requested(String value) {
        return request(flow.clerk, value).then().statusCode(201).extract().path("id");
    }

    private Response decide(String adjustment, String action, String user, String meaning, String ifMatch) {
        return flow.as(user).header("If-Match", ifMatch).body(Map.of("signature", flow.signature(user, meaning)))
                .post(PATH + "/" + adjustment + "/" + action);
    }

    private Map<String, String> balances() {
        List<Map<String, Object>> items = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-balances")
                .jsonPath().getList("items");
        return items.stream().collect(Collectors.toMap(item -> (String) item.get("locationId"),
                item -> (String) ((Map<?, ?>) item.get("quantity")).get("value")));
    }

    @Test
    void aRequestedAdjustmentIsPendingAndMovesNothing() {
        Response requested = request(flow.clerk, "-2.5");

        assertThat(requested.statusCode()).isEqualTo(201);
        JsonPath adjustment = requested.jsonPath();
        assertThat(requested.header("Location")).endsWith(PATH + "/" + adjustment.getString("id"));
        assertThat(adjustment.getString("number")).matches("ADJ-\\d{6}");
        assertThat(adjustment.getString("status")).isEqualTo("pending");
        assertThat(adjustment.getString("quantity.value")).isEqualTo("-2.5");
        assertThat(adjustment.getString("requestedBy")).isEqualTo(flow.clerk);
        assertThat(adjustment.getString("movementId")).isNull();
        assertThat(balances()).containsExactlyEntriesOf(Map.of(flow.storeA, "10"));
    }

    @Test
    void aZeroAdjustmentIsRefused() {
        assertProblem(request(flow.clerk, "-0"), 422, "validation_failed", PATH);
    }

    @Test
    void onlyAWarehouseClerkRequestsAnAdjustment() {
        assertProblem(request(flow.supervisor, "1"), 403, "role_required", PATH);
    }

    @Test
    void anApprovedNegativeAdjustmentPostsAnAdjustmentMovementOutOfTheLocation() throws Exception {
        String adjustment = requested("-2.5");

        Response approved = decide(adjustment, "approve", flow.supervisor, "approval", "\"1\"");

        assertThat(approved.statusCode()).isEqualTo(200);
        assertThat(approved.jsonPath().getString("status")).isEqualTo("posted");
        assertThat(approved.jsonPath().getString("approval.meaning")).isEqualTo("approval");
        JsonPath movement = withKey(TestKeys.ACTIVE).get("/v1/stock-movements/" + approved.jsonPath().getString("movementId"))
                .jsonPath();
        assertThat(movement.getString("type")).isEqualTo("adjustment");
        assertThat(movement.getString("fromLocationId")).isEqualTo(flow.storeA);
        assertThat(movement.getString("toLocationId")).isNull();
        assertThat(movement.getString("quantity.value")).isEqualTo("2.5");
        assertThat(movement.getString("reference")).isEqualTo(adjustment);
        assertThat(balances()).containsExactlyEntriesOf(Map.of(flow.storeA, "7.5"));
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", adjustment).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("stock_adjustment.created", "stock_adjustment.posted");
        try (Connection owner = TestDatabase.connectAsOwner()) {
            assertThat(LedgerCheck.mismatches(owner)).isZero();
        }
    }

    @Test
    void anApprovedPositiveAdjustmentBringsStockIntoTheLocation() {
        String adjustment = flow.as(flow.clerk).body(Map.of("lotId", lot, "locationId", flow.storeA, "quantity",
                Map.of("value", "500", "unit", "g"), "reasonCode", "found", "reason", "Found behind the rack")).post(PATH)
                .then().statusCode(201).extract().path("id");

        decide(adjustment, "approve", flow.qa, "approval", "\"1\"").then().statusCode(200);

        assertThat(balances()).containsExactlyEntriesOf(Map.of(flow.storeA, "10.5"));
    }

    @Test
    void stockIsNotBroughtByAnAdjustmentIntoALocationOutsideTheMaterialsStorageRange() {
        assertProblem(flow.as(flow.clerk).body(Map.of("lotId", lot, "locationId", flow.coldRoom, "quantity", Map.of("value",
                "1", "unit", "kg"), "reasonCode", "found", "reason", "Found in the cold room")).post(PATH), 422,
                "storage_condition_mismatch", PATH);
    }

    @Test
    void theRequesterDoesNotApproveTheirOwnAdjustmentWhateverTheirRoles() {
        String both = flow.person("warehouse_clerk", "supervisor");
        String adjustment = request(both, "-1").then().statusCode(201).extract().path("id");

        assertProblem(decide(adjustment, "approve", both, "approval", "\"1\""), 403, "segregation_of_duties",
                PATH + "/" + adjustment + "/approve");
        assertProblem(decide(adjustment, "reject", both, "rejection", "\"1\""), 403, "segregation_of_duties",
                PATH + "/" + adjustment + "/reject");
    }

    @Test
    void aClerkDoesNotApproveAnAdjustment() {
        String adjustment = requested("-1");

        assertProblem(decide(adjustment, "approve", flow.person("warehouse_clerk"), "approval", "\"1\""), 403, "role_required",
                PATH + "/" + adjustment + "/approve");
    }

    @Test
    void anApprovalNeedsIfMatchAndTheApprovalMeaning() {
        String adjustment = requested("-1");

        assertProblem(flow.as(flow.supervisor).body(Map.of("signature", flow.signature(flow.supervisor, "approval")))
                .post(PATH + "/" + adjustment + "/approve"), 428, "precondition_required", PATH + "/" + adjustment + "/approve");
        assertProblem(decide(adjustment, "approve", flow.supervisor, "approval", "\"2\""), 412, "precondition_failed",
                PATH + "/" + adjustment + "/approve");
        assertProblem(decide(adjustment, "approve", flow.supervisor, "rejection", "\"1\""), 422, "validation_failed",
                PATH + "/" + adjustment + "/approve");
    }

    @Test
    void anApprovalThatWouldTakeTheBalanceBelowZeroPostsNothing() {
        String adjustment = requested("-10.5");

        assertProblem(decide(adjustment, "approve", flow.supervisor, "approval", "\"1\""), 409, "insufficient_stock",
                PATH + "/" + adjustment + "/approve");

        assertThat(withKey(TestKeys.ACTIVE).get(PATH + "/" + adjustment).jsonPath().getString("status")).isEqualTo("pending");
        assertThat(balances()).containsExactlyEntriesOf(Map.of(flow.storeA, "10"));
    }

    @Test
    void aRejectedAdjustmentMovesNothingAndIsNotApprovedAfterwards() {
        String adjustment = requested("-1");

        Response rejected = decide(adjustment, "reject", flow.qa, "rejection", "\"1\"");

        assertThat(rejected.statusCode()).isEqualTo(200);
        assertThat(rejected.jsonPath().getString("status")).isEqualTo("rejected");
        assertThat(rejected.jsonPath().getString("approval.meaning")).isEqualTo("rejection");
        assertProblem(decide(adjustment, "approve", flow.supervisor, "approval", "\"2\""), 409, "invalid_transition",
                PATH + "/" + adjustment + "/approve");
        assertThat(balances()).containsExactlyEntriesOf(Map.of(flow.storeA, "10"));
    }

    @Test
    void anAdjustmentMovementIsNotReversedByAClerk() {
        String adjustment = requested("-1");
        String movement = decide(adjustment, "approve", flow.supervisor, "approval", "\"1\"").then().statusCode(200).extract()
                .path("movementId");

        assertProblem(flow.as(flow.clerk).body(Map.of("reason", "undo")).post("/v1/stock-movements/" + movement + "/reverse"),
                409, "invalid_transition", "/v1/stock-movements/" + movement + "/reverse");
    }

    @Test
    void listsFilterByStatusAndLot() {
        String pending = requested("-1");
        String rejected = requested("-2");
        decide(rejected, "reject", flow.qa, "rejection", "\"1\"").then().statusCode(200);

        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).queryParam("status", "pending").get(PATH).jsonPath()
                .getList("items.id")).containsExactly(pending);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get(PATH).jsonPath().getList("items.id"))
                .containsExactly(rejected, pending);
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("status", "approved").get(PATH), 422, "validation_failed", PATH);
    }

    @Test
    void anUnknownLotOrLocationIsRefusedBeforeTheRole() {
        assertProblem(flow.as(flow.buyer).body(Map.of("lotId", "lot_0000000000000000", "locationId", flow.storeA, "quantity",
                Map.of("value", "1", "unit", "kg"), "reasonCode", "found", "reason", "x")).post(PATH), 422, "validation_failed",
                PATH);
        assertProblem(flow.as(flow.buyer).body(Map.of("lotId", lot, "locationId", "loc_0000000000000000", "quantity",
                Map.of("value", "1", "unit", "kg"), "reasonCode", "found", "reason", "x")).post(PATH), 422, "validation_failed",
                PATH);
        assertProblem(flow.as(flow.clerk).body(Map.of("lotId", lot, "locationId", flow.storeA, "quantity",
                Map.of("value", "1", "unit", "L"), "reasonCode", "found", "reason", "x")).post(PATH), 422, "unit_mismatch", PATH);
    }
}
