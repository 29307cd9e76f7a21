package com.pharmaerp.api.distribution;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/shipments: drafts of finished product, shipped first-expiry-first-out from released stock, all or nothing. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ShipmentsTest {

    private OutboundFlow flow;
    private GmpFlow gmp;
    private String customer;

    @BeforeEach
    void tenant() {
        flow = OutboundFlow.buying(TestKeys.ACTIVE);
        gmp = flow.gmp;
        customer = flow.approvedCustomer();
    }

    @Test
    void shippingTakesTheEarliestExpiryFirstAndSplitsAcrossLots() {
        String later = flow.releasedLot("10", LocalDate.now().plusDays(400), gmp.storeA);
        String earlier = flow.releasedLot("6", LocalDate.now().plusDays(300), gmp.storeB);
        String shipment = flow.draft(customer, List.of(flow.line(1, "8")));

        Response shipped = flow.ship(shipment);

        assertThat(shipped.statusCode()).isEqualTo(200);
        JsonPath body = shipped.jsonPath();
        assertThat(body.getString("status")).isEqualTo("shipped");
        assertThat(body.getList("lines[0].allocations.lotId")).containsExactly(earlier, later);
        assertThat(body.getList("lines[0].allocations.quantity.value")).containsExactly("6", "2");
        assertThat(flow.onHand(earlier)).isEqualTo("0");
        assertThat(flow.onHand(later)).isEqualTo("8");
        String movement = body.getString("lines[0].allocations[0].movementId");
        JsonPath posted = withKey(gmp.key).get("/v1/stock-movements/" + movement).then().statusCode(200).extract().jsonPath();
        assertThat(posted.getString("type")).isEqualTo("shipment");
        assertThat(posted.getString("reference")).isEqualTo(shipment);
        assertThat(posted.getString("toLocationId")).isNull();
    }

    @Test
    void notEnoughStockShipsNothing() {
        String lot = flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String shipment = flow.draft(customer, List.of(flow.line(1, "3"), flow.line(2, "3")));

        assertProblem(flow.ship(shipment), 409, "insufficient_stock", "/v1/shipments/" + shipment + "/ship");

        assertThat(flow.onHand(lot)).isEqualTo("5");
        assertThat(withKey(gmp.key).get("/v1/shipments/" + shipment).path("status").toString()).isEqualTo("draft");
    }

    @Test
    void aNamedLotThatFefoWouldNotPickShipsOnlyWithAReason() {
        flow.releasedLot("5", LocalDate.now().plusDays(300), gmp.storeA);
        String later = flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String without = flow.draft(customer, List.of(flow.namedLine("2", later, null)));
        assertProblem(flow.ship(without), 409, "fefo_violation", "/v1/shipments/" + without + "/ship");

        String with = flow.draft(customer, List.of(flow.namedLine("2", later, "Customer's contract asks for this lot")));
        Response shipped = flow.ship(with);
        assertThat(shipped.statusCode()).isEqualTo(200);
        assertThat(shipped.jsonPath().getList("lines[0].allocations.lotId")).containsExactly(later);
    }

    @Test
    void aLotInQuarantineDoesNotShipByName() {
        String lot = flow.receivedLot("4", LocalDate.now().plusDays(400), gmp.storeA);
        String shipment = flow.draft(customer, List.of(flow.namedLine("1", lot, "Urgent")));
        assertProblem(flow.ship(shipment), 409, "lot_not_released", "/v1/shipments/" + shipment + "/ship");
    }

    @Test
    void aPendingCustomerIsNotShippedTo() {
        flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String pending = flow.createCustomer(LocalDate.now().plusYears(1)).then().statusCode(201).extract().path("id");
        String shipment = flow.draft(pending, List.of(flow.line(1, "1")));
        assertProblem(flow.ship(shipment), 409, "customer_not_approved", "/v1/shipments/" + shipment + "/ship");
    }

    @Test
    void aCustomerWhoseLicenceExpiredIsNotShippedTo() {
        flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String lapsed = flow.createCustomer(LocalDate.now().minusDays(1)).then().statusCode(201).extract().path("id");
        flow.signedCustomer(lapsed, "approve", "approval", "\"1\"").then().statusCode(200);
        String shipment = flow.draft(lapsed, List.of(flow.line(1, "1")));
        assertProblem(flow.ship(shipment), 409, "customer_license_expired", "/v1/shipments/" + shipment + "/ship");
    }

    @Test
    void onlyFinishedProductIsWrittenOnAShipment() {
        Response created = flow.createShipment(customer, List.of(Map.of("lineNo", 1, "materialId", gmp.material, "quantity",
                Map.of("value", "1", "unit", "kg"))));
        JsonPath problem = assertProblem(created, 422, "validation_failed", "/v1/shipments");
        assertThat(problem.getString("errors[0].field")).isEqualTo("lines[0].materialId");
    }

    @Test
    void aDraftsLinesAreReplacedWholeByPatch() {
        String shipment = flow.draft(customer, List.of(flow.line(1, "1"), flow.line(2, "2")));
        Response changed = gmp.as(gmp.clerk).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("lines", List.of(flow.line(7, "5")))).patch("/v1/shipments/" + shipment);
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.jsonPath().getList("lines.lineNo")).containsExactly(7);
        assertThat(changed.header("ETag")).isEqualTo("\"2\"");
    }

    @Test
    void aShippedShipmentIsNeitherCancelledNorChangedNorShippedAgain() {
        flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String shipment = flow.draft(customer, List.of(flow.line(1, "1")));
        flow.ship(shipment).then().statusCode(200);

        assertProblem(gmp.as(gmp.clerk).post("/v1/shipments/" + shipment + "/cancel"), 409, "invalid_transition",
                "/v1/shipments/" + shipment + "/cancel");
        assertProblem(flow.ship(shipment), 409, "invalid_transition", "/v1/shipments/" + shipment + "/ship");
        assertProblem(gmp.as(gmp.clerk).contentType("application/merge-patch+json").header("If-Match", "\"2\"")
                .body(Map.of("lines", List.of(flow.line(1, "2")))).patch("/v1/shipments/" + shipment), 409,
                "invalid_transition", "/v1/shipments/" + shipment);
    }

    @Test
    void aShipmentMovementIsNotReversedInTheLedger() {
        flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String shipment = flow.draft(customer, List.of(flow.line(1, "1")));
        String movement = flow.ship(shipment).then().statusCode(200).extract().path("lines[0].allocations[0].movementId");
        assertProblem(gmp.as(gmp.clerk).body(Map.of("reason", "Wrong customer"))
                .post("/v1/stock-movements/" + movement + "/reverse"), 409, "invalid_transition",
                "/v1/stock-movements/" + movement + "/reverse");
    }

    @Test
    void aCancelledDraftPostsNothingAndListsByStatus() {
        String shipment = flow.draft(customer, List.of(flow.line(1, "1")));
        Response cancelled = gmp.as(gmp.clerk).post("/v1/shipments/" + shipment + "/cancel");
        assertThat(cancelled.statusCode()).isEqualTo(200);
        assertThat(withKey(gmp.key).queryParam("status", "cancelled").queryParam("customerId", customer)
                .get("/v1/shipments").then().statusCode(200).extract().jsonPath().getList("items.id")).containsExactly(shipment);
    }

    @Test
    void nothingShipsOutOfALocationBeingCounted() {
        String lot = flow.releasedLot("5", LocalDate.now().plusDays(400), gmp.storeA);
        String shipment = flow.draft(customer, List.of(flow.line(1, "1")));
        gmp.as(gmp.clerk).body(Map.of("locationId", gmp.storeA)).post("/v1/inventory-counts").then().statusCode(201);

        assertProblem(flow.ship(shipment), 409, "location_counting", "/v1/shipments/" + shipment + "/ship");

        assertThat(flow.onHand(lot)).isEqualTo("5");
        assertThat(withKey(gmp.key).get("/v1/shipments/" + shipment).path("status").toString()).isEqualTo("draft");
    }

    @Test
    void onlyTheWarehouseClerkShips() {
        String shipment = flow.draft(customer, List.of(flow.line(1, "1")));
        assertProblem(gmp.as(gmp.qa).post("/v1/shipments/" + shipment + "/ship"), 403, "role_required",
                "/v1/shipments/" + shipment + "/ship");
    }
}
