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

/**
 * /v1/inventory-counts: opening freezes the book and blocks every movement into or out of the
 * location; counts are entered and re-entered; a supervisor or QA who counted nothing posts the
 * differences as adjustments, or the count is cancelled.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class InventoryCountsTest {

    private static final String PATH = "/v1/inventory-counts";

    private GmpFlow flow;
    /** 10 kg in store A. */
    private String first;
    /** 4 kg in store A, 1 kg in store B. */
    private String second;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
        first = flow.receivedLot("10");
        second = flow.receivedLot("5");
        flow.transfer(second, flow.storeA, flow.storeB, "1").then().statusCode(201);
    }

    private Response open(String location) {
        return flow.as(flow.clerk).body(Map.of("locationId", location)).post(PATH);
    }

    private String opened(String location) {
        return open(location).then().statusCode(201).extract().path("id");
    }

    private Response enter(String count, String user, List<Map<String, Object>> counts, List<Map<String, Object>> extra) {
        return flow.as(user).body(extra == null ? Map.of("counts", counts) : Map.of("counts", counts, "extra", extra))
                .post(PATH + "/" + count + "/counts");
    }

    private static Map<String, Object> line(int lineNo, String kilograms) {
        return Map.of("lineNo", lineNo, "quantity", Map.of("value", kilograms, "unit", "kg"));
    }

    private Response post(String count, String user, String ifMatch) {
        return flow.as(user).header("If-Match", ifMatch).body(Map.of("signature", flow.signature(user, "approval")))
                .post(PATH + "/" + count + "/post");
    }

    private int version(String count) {
        return withKey(TestKeys.ACTIVE).get(PATH + "/" + count).then().extract().path("version");
    }

    private Map<String, String> balancesOf(String location) {
        List<Map<String, Object>> items = withKey(TestKeys.ACTIVE).queryParam("locationId", location).get("/v1/stock-balances")
                .jsonPath().getList("items");
        return items.stream().collect(Collectors.toMap(item -> (String) item.get("lotId"),
                item -> (String) ((Map<?, ?>) item.get("quantity")).get("value")));
    }

    @Test
    void openingACountFreezesTheBookOfEveryLotInTheLocation() {
        Response opened = open(flow.storeA);

        assertThat(opened.statusCode()).isEqualTo(201);
        JsonPath count = opened.jsonPath();
        assertThat(count.getString("number")).matches("IC-\\d{6}");
        assertThat(count.getString("status")).isEqualTo("counting");
        assertThat(count.getList("lines.lotId")).containsExactly(first, second);
        assertThat(count.getList("lines.bookQuantity.value")).containsExactly("10", "4");
        assertThat(count.getList("lines.countedQuantity")).containsExactly(null, null);
        assertThat(count.getList("lines.difference")).containsExactly(null, null);
    }

    @Test
    void aSecondCountOfALocationBeingCountedIsRefused() {
        opened(flow.storeA);

        assertProblem(open(flow.storeA), 409, "location_counting", PATH);
    }

    @Test
    void onlyAWarehouseClerkOpensACountOfAKnownLocation() {
        assertProblem(flow.as(flow.clerk).body(Map.of("locationId", "loc_0000000000000000")).post(PATH), 422,
                "validation_failed", PATH);
        assertProblem(flow.as(flow.supervisor).body(Map.of("locationId", flow.storeA)).post(PATH), 403, "role_required", PATH);
    }

    @Test
    void aTransferOutOfALocationBeingCountedIsRefused() {
        opened(flow.storeA);

        assertProblem(flow.transfer(first, flow.storeA, flow.storeB, "1"), 409, "location_counting", "/v1/stock-movements");
        assertThat(balancesOf(flow.storeA)).containsEntry(first, "10");
    }

    @Test
    void aTransferIntoALocationBeingCountedIsRefused() {
        opened(flow.storeA);

        assertProblem(flow.transfer(second, flow.storeB, flow.storeA, "1"), 409, "location_counting", "/v1/stock-movements");
        assertThat(balancesOf(flow.storeB)).containsEntry(second, "1");
    }

    @Test
    void aReceiptIntoALocationBeingCountedIsRefusedAndMakesNoLot() {
        opened(flow.storeA);
        String order = flow.approvedOrder("5");

        assertProblem(flow.receive(flow.receiptBody(order, "5", flow.storeA)), 409, "location_counting", "/v1/goods-receipts");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/purchase-orders/" + order).jsonPath().getString("status"))
                .isEqualTo("approved");
    }

    @Test
    void aConsumptionFromALocationBeingCountedIsRefused() {
        String released = flow.releasedLot("10");
        String product = flow.material("finished");
        flow.approvedSpecification(product);
        String recipe = flow.approvedRecipe(product, flow.material, "80");
        String order = flow.as(flow.supervisor).body(Map.of("recipeId", recipe, "plannedQuantity", Map.of("value", "100",
                "unit", "kg"))).post("/v1/production-orders").then().statusCode(201).extract().path("id");
        flow.as(flow.supervisor).post("/v1/production-orders/" + order + "/release").then().statusCode(200);
        opened(flow.storeA);

        assertProblem(flow.as(flow.person("operator")).body(Map.of("materialId", flow.material, "lotId", released,
                "quantity", Map.of("value", "1", "unit", "kg"))).post("/v1/production-orders/" + order + "/consumptions"), 409,
                "location_counting", "/v1/production-orders/" + order + "/consumptions");
        assertThat(balancesOf(flow.storeA)).containsEntry(released, "10");
    }

    @Test
    void anAdjustmentOfALocationBeingCountedIsNotApproved() {
        String adjustment = flow.as(flow.clerk).body(Map.of("lotId", first, "locationId", flow.storeA, "quantity",
                Map.of("value", "-1", "unit", "kg"), "reasonCode", "loss", "reason", "Spilled")).post("/v1/stock-adjustments")
                .then().statusCode(201).extract().path("id");
        opened(flow.storeA);

        assertProblem(flow.as(flow.supervisor).header("If-Match", "\"1\"").body(Map.of("signature",
                flow.signature(flow.supervisor, "approval"))).post("/v1/stock-adjustments/" + adjustment + "/approve"), 409,
                "location_counting", "/v1/stock-adjustments/" + adjustment + "/approve");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/stock-adjustments/" + adjustment).jsonPath().getString("status"))
                .isEqualTo("pending");
    }

    @Test
    void reEnteringALineReplacesItsCountAndFoundLotsAreAddedWithABookOfZero() {
        String count = opened(flow.storeB);
        String stray = flow.receivedLot("3");

        enter(count, flow.clerk, List.of(line(1, "2")), null).then().statusCode(200);
        Response entered = enter(count, flow.clerk, List.of(line(1, "0.75")), List.of(Map.of("lotId", stray, "quantity",
                Map.of("value", "500", "unit", "g"))));

        assertThat(entered.statusCode()).isEqualTo(200);
        JsonPath counted = entered.jsonPath();
        assertThat(counted.getList("lines.lotId")).containsExactly(second, stray);
        assertThat(counted.getList("lines.countedQuantity.value")).containsExactly("0.75", "0.5");
        assertThat(counted.getList("lines.bookQuantity.value")).containsExactly("1", "0");
        assertThat(counted.getList("lines.difference.value")).containsExactly("-0.25", "0.5");
        assertThat(counted.getList("lines.countedBy")).containsExactly(flow.clerk, flow.clerk);
        assertThat(counted.getInt("version")).isEqualTo(3);
        assertThat(balancesOf(flow.storeB)).containsExactlyEntriesOf(Map.of(second, "1"));
    }

    @Test
    void countsOfAnUnknownLineOrLotAreRefused() {
        String count = opened(flow.storeB);

        assertProblem(enter(count, flow.clerk, List.of(line(2, "1")), null), 422, "validation_failed",
                PATH + "/" + count + "/counts");
        assertProblem(enter(count, flow.clerk, List.of(), List.of(Map.of("lotId", "lot_0000000000000000", "quantity",
                Map.of("value", "1", "unit", "kg")))), 422, "validation_failed", PATH + "/" + count + "/counts");
        assertProblem(enter(count, flow.supervisor, List.of(line(1, "1")), null), 403, "role_required",
                PATH + "/" + count + "/counts");
    }

    @Test
    void aCountWithALineNotCountedIsNotPosted() {
        String count = opened(flow.storeA);
        enter(count, flow.clerk, List.of(line(1, "10")), null).then().statusCode(200);

        assertProblem(post(count, flow.supervisor, "\"2\""), 409, "count_incomplete", PATH + "/" + count + "/post");
    }

    @Test
    void someoneWhoCountedALineDoesNotPostTheCount() {
        String count = opened(flow.storeB);
        String counter = flow.person("warehouse_clerk", "qa");
        enter(count, counter, List.of(line(1, "1")), null).then().statusCode(200);

        assertProblem(post(count, counter, "\"2\""), 403, "segregation_of_duties", PATH + "/" + count + "/post");
    }

    @Test
    void postingACountPostsOneAdjustmentPerDifferenceAndUnblocksTheLocation() throws Exception {
        String count = opened(flow.storeA);
        enter(count, flow.clerk, List.of(line(1, "9.5"), line(2, "4")), null).then().statusCode(200);

        Response posted = post(count, flow.qa, "\"" + version(count) + "\"");

        assertThat(posted.statusCode()).isEqualTo(200);
        assertThat(posted.jsonPath().getString("status")).isEqualTo("posted");
        assertThat(posted.jsonPath().getString("posting.meaning")).isEqualTo("approval");
        List<String> movements = posted.jsonPath().getList("adjustmentMovementIds");
        assertThat(movements).hasSize(1);
        JsonPath movement = withKey(TestKeys.ACTIVE).get("/v1/stock-movements/" + movements.get(0)).jsonPath();
        assertThat(movement.getString("type")).isEqualTo("adjustment");
        assertThat(movement.getString("lotId")).isEqualTo(first);
        assertThat(movement.getString("fromLocationId")).isEqualTo(flow.storeA);
        assertThat(movement.getString("quantity.value")).isEqualTo("0.5");
        assertThat(movement.getString("reference")).isEqualTo(count);
        assertThat(movement.getString("reason")).startsWith("count_difference");
        assertThat(balancesOf(flow.storeA)).containsExactlyInAnyOrderEntriesOf(Map.of(first, "9.5", second, "4"));
        flow.transfer(first, flow.storeA, flow.storeB, "1").then().statusCode(201);
        assertProblem(post(count, flow.qa, "\"" + version(count) + "\""), 409, "invalid_transition",
                PATH + "/" + count + "/post");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("entityId", count).get("/v1/audit-events").jsonPath()
                .getList("items.action")).containsExactly("inventory_count.created", "inventory_count.counted",
                        "inventory_count.posted");
        try (Connection owner = TestDatabase.connectAsOwner()) {
            assertThat(LedgerCheck.mismatches(owner)).isZero();
        }
    }

    @Test
    void aCancelledCountPostsNothingAndUnblocksTheLocation() {
        String count = opened(flow.storeB);
        enter(count, flow.clerk, List.of(line(1, "0")), null).then().statusCode(200);

        Response cancelled = flow.as(flow.supervisor).post(PATH + "/" + count + "/cancel");

        assertThat(cancelled.statusCode()).isEqualTo(200);
        assertThat(cancelled.jsonPath().getString("status")).isEqualTo("cancelled");
        assertThat(balancesOf(flow.storeB)).containsExactlyEntriesOf(Map.of(second, "1"));
        flow.transfer(second, flow.storeB, flow.storeA, "1").then().statusCode(201);
        assertProblem(flow.as(flow.clerk).post(PATH + "/" + count + "/cancel"), 409, "invalid_transition",
                PATH + "/" + count + "/cancel");
        assertProblem(flow.as(flow.qa).post(PATH + "/" + count + "/cancel"), 403, "role_required",
                PATH + "/" + count + "/cancel");
    }

    @Test
    void listsFilterByStatusAndLocation() {
        String cancelled = opened(flow.storeB);
        flow.as(flow.clerk).post(PATH + "/" + cancelled + "/cancel").then().statusCode(200);
        String counting = opened(flow.storeB);

        assertThat(withKey(TestKeys.ACTIVE).queryParam("locationId", flow.storeB).get(PATH).jsonPath().getList("items.id"))
                .containsExactly(counting, cancelled);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("locationId", flow.storeB).queryParam("status", "counting").get(PATH)
                .jsonPath().getList("items.id")).containsExactly(counting);
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("status", "open").get(PATH), 422, "validation_failed", PATH);
    }
}
