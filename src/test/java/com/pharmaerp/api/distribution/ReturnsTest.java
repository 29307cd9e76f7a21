package com.pharmaerp.api.distribution;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * /v1/returns: 6 kg of a released lot (10 kg, expiring in 400 days) shipped to an approved customer
 * come back through a returns location, and QA restocks or destroys them.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ReturnsTest {

    private static final LocalDate EXPIRY = LocalDate.now().plusDays(400);

    private OutboundFlow flow;
    private GmpFlow gmp;
    private String customer;
    private String lot;
    private String shipment;
    private String returnsLocation;

    @BeforeEach
    void shipped() {
        flow = OutboundFlow.buying(TestKeys.ACTIVE);
        gmp = flow.gmp;
        customer = flow.approvedCustomer();
        lot = flow.releasedLot("10", EXPIRY, gmp.storeA);
        shipment = shipped(List.of(flow.line(1, "6")));
        returnsLocation = location("returns");
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private String shipped(List<Map<String, Object>> lines) {
        String drafted = flow.draft(customer, lines);
        flow.ship(drafted).then().statusCode(200);
        return drafted;
    }

    private String location(String kind) {
        return asAdmin(gmp.key).contentType("application/json").body(Map.of("code", "LOC-" + UUID.randomUUID().toString()
                .substring(0, 8), "name", "Returns bay", "kind", kind, "storage", Map.of("minCelsius", 15, "maxCelsius", 25)))
                .post("/v1/locations").then().statusCode(201).extract().path("id");
    }

    private static Map<String, Object> line(int lineNo, String lotId, String kilograms) {
        return Map.of("lineNo", lineNo, "lotId", lotId, "quantity", Map.of("value", kilograms, "unit", "kg"));
    }

    private Response authorize(Map<String, Object> body) {
        return gmp.as(gmp.clerk).body(body).post("/v1/returns");
    }

    private Map<String, Object> returnOf(String shipmentId, String reason, List<Map<String, Object>> lines) {
        return new HashMap<>(Map.of("shipmentId", shipmentId, "reason", reason, "lines", lines));
    }

    /** A return of so many kg of the lot, reason damaged; its id. */
    private String authorized(String kilograms) {
        return authorize(returnOf(shipment, "damaged", List.of(line(1, lot, kilograms)))).then().statusCode(201).extract()
                .path("id");
    }

    private Map<String, Object> condition(boolean intact, String evidence) {
        return Map.of("packagingIntact", intact, "storageEvidence", evidence, "fileIds", evidence.equals("documented")
                ? List.of(temperatureLog()) : List.of());
    }

    /** The customer's storage record, uploaded as evidence; its id. */
    private String temperatureLog() {
        return asAdmin(gmp.key).queryParam("filename", "temperature-log.csv").contentType("text/csv")
                .body("day,celsius\n1,5.1\n2,5.3\n".getBytes(StandardCharsets.UTF_8)).post("/v1/files").then().statusCode(201)
                .extract().path("id");
    }

    private Response receive(String returnId, Map<String, Object> body) {
        return gmp.as(gmp.clerk).body(body).post("/v1/returns/" + returnId + "/receive");
    }

    private Map<String, Object> receipt(Map<String, Object> condition) {
        return new HashMap<>(Map.of("locationId", returnsLocation, "receivedOn", today().toString(), "condition", condition));
    }

    private static LocalDate today() {
        return LocalDate.ofInstant(Instant.parse(withKey(TestKeys.ACTIVE).get("/v1/sandbox/clock").then().statusCode(200)
                .extract().<String>path("now")), ZoneOffset.UTC);
    }

    /** The return received whole, in the condition; its version. */
    private int received(String returnId, Map<String, Object> condition) {
        return receive(returnId, receipt(condition)).then().statusCode(200).extract().path("version");
    }

    private Response disposition(String returnId, int version, List<Map<String, Object>> lines) {
        return gmp.as(gmp.qa).header("If-Match", "\"" + version + "\"").body(Map.of("lines", lines, "signature",
                gmp.signature(gmp.qa, "approval"))).post("/v1/returns/" + returnId + "/disposition");
    }

    private static Map<String, Object> restock(int lineNo, String to) {
        return Map.of("lineNo", lineNo, "decision", "restock", "toLocationId", to);
    }

    private static Map<String, Object> destroy(int lineNo) {
        return Map.of("lineNo", lineNo, "decision", "destroy");
    }

    private String balance(String lotId, String locationId) {
        List<String> values = withKey(gmp.key).queryParam("lotId", lotId).queryParam("locationId", locationId)
                .get("/v1/stock-balances").then().statusCode(200).extract().jsonPath().getList("items.quantity.value");
        return values.isEmpty() ? "0" : values.get(0);
    }

    @Test
    void aReturnOfAShippedShipmentIsAuthorizedForItsCustomer() {
        Response created = authorize(returnOf(shipment, "damaged", List.of(line(1, lot, "2"))));

        assertThat(created.statusCode()).isEqualTo(201);
        JsonPath body = created.jsonPath();
        assertThat(body.getString("number")).startsWith("RET-");
        assertThat(body.getString("status")).isEqualTo("authorized");
        assertThat(body.getString("customerId")).isEqualTo(customer);
        assertThat(body.getString("lines[0].quantity.value")).isEqualTo("2");
        assertThat(body.getString("lines[0].materialId")).isEqualTo(flow.product);
        assertThat(withKey(gmp.key).queryParam("shipmentId", shipment).get("/v1/returns").then().statusCode(200).extract()
                .jsonPath().getList("items.id")).containsExactly(body.getString("id"));
    }

    @Test
    void aDraftShipmentHasNothingToReturn() {
        String draft = flow.draft(customer, List.of(flow.line(1, "1")));
        assertProblem(authorize(returnOf(draft, "damaged", List.of(line(1, lot, "1")))), 409, "invalid_transition",
                "/v1/returns");
    }

    @Test
    void aLotThatDidNotLeaveInTheShipmentIsRefused() {
        String other = flow.releasedLot("1", EXPIRY, gmp.storeB);
        JsonPath problem = assertProblem(authorize(returnOf(shipment, "damaged", List.of(line(1, other, "1")))), 422,
                "lot_not_in_shipment", "/v1/returns");
        assertThat(problem.getString("errors[0].field")).isEqualTo("lines[0].lotId");
    }

    @Test
    void returnsOfAShipmentNeverClaimMoreThanItTook() {
        authorized("4");
        JsonPath problem = assertProblem(authorize(returnOf(shipment, "damaged", List.of(line(7, lot, "3")))), 409,
                "return_exceeds_shipped", "/v1/returns");
        assertThat(problem.getString("detail")).contains("Line 7");
        assertThat(problem.getString("errors[0].field")).isEqualTo("lines[0].quantity");
        authorize(returnOf(shipment, "damaged", List.of(line(1, lot, "2")))).then().statusCode(201);
    }

    @Test
    void aRecallReturnNamesARecallThatListsTheShipment() {
        JsonPath missing = assertProblem(authorize(returnOf(shipment, "recall", List.of(line(1, lot, "1")))), 422,
                "validation_failed", "/v1/returns");
        assertThat(missing.getString("errors[0].field")).isEqualTo("recallId");

        String otherLot = flow.releasedLot("2", EXPIRY, gmp.storeB);
        String recall = flow.recall(gmp.qa, otherLot).then().statusCode(201).extract().path("id");
        Map<String, Object> body = returnOf(shipment, "recall", List.of(line(1, lot, "1")));
        body.put("recallId", recall);
        JsonPath unlisted = assertProblem(authorize(body), 422, "validation_failed", "/v1/returns");
        assertThat(unlisted.getString("errors[0].field")).isEqualTo("recallId");
    }

    @Test
    void aComplaintReturnNamesTheComplaint() {
        JsonPath problem = assertProblem(authorize(returnOf(shipment, "complaint", List.of(line(1, lot, "1")))), 422,
                "validation_failed", "/v1/returns");
        assertThat(problem.getString("errors[0].field")).isEqualTo("complaintId");
    }

    @Test
    void aComplaintReturnNamingAnUnknownComplaintIsRefused() {
        Map<String, Object> body = returnOf(shipment, "complaint", List.of(line(1, lot, "1")));
        body.put("complaintId", "cmp_0000000000000000");

        JsonPath problem = assertProblem(authorize(body), 422, "validation_failed", "/v1/returns");

        assertThat(problem.getString("errors[0].field")).isEqualTo("complaintId");
    }

    @Test
    void aComplaintReturnNamingTheTenantsComplaintIsAuthorized() {
        String complaint = gmp.as(gmp.qa).body(Map.of("receivedOn", LocalDate.now(ZoneOffset.UTC).toString(), "category",
                "packaging", "description", "Crushed carton", "country", "DE", "lotId", lot, "shipmentId", shipment,
                "reporter", Map.of("name", "Apotheke Nord", "contact", "+49 40 1234"))).post("/v1/complaints").then()
                .statusCode(201).extract().path("id");
        Map<String, Object> body = returnOf(shipment, "complaint", List.of(line(1, lot, "1")));
        body.put("complaintId", complaint);

        Response authorized = authorize(body);

        assertThat(authorized.statusCode()).isEqualTo(201);
        assertThat(authorized.jsonPath().getString("complaintId")).isEqualTo(complaint);
    }

    @Test
    void receivingPostsAReturnMovementPerLineIntoTheReturnsLocation() {
        String returned = authorized("4");
        Map<String, Object> body = receipt(condition(true, "declared"));
        body.put("lines", List.of(Map.of("lineNo", 1, "quantity", Map.of("value", "3", "unit", "kg"))));

        Response received = receive(returned, body);

        assertThat(received.statusCode()).isEqualTo(200);
        JsonPath view = received.jsonPath();
        assertThat(view.getString("status")).isEqualTo("received");
        assertThat(view.getString("lines[0].receivedQuantity.value")).isEqualTo("3");
        assertThat(view.getString("condition.storageEvidence")).isEqualTo("declared");
        JsonPath movement = withKey(gmp.key).get("/v1/stock-movements/" + view.getString("lines[0].receiptMovementId"))
                .then().statusCode(200).extract().jsonPath();
        assertThat(movement.getString("type")).isEqualTo("return");
        assertThat(movement.getString("reference")).isEqualTo(returned);
        assertThat(movement.getString("fromLocationId")).isNull();
        assertThat(movement.getString("toLocationId")).isEqualTo(returnsLocation);
        assertThat(balance(lot, returnsLocation)).isEqualTo("3");
    }

    @Test
    void forwardGenealogyListsWhatCameBackBesideWhatWasShipped() {
        String authorizedOnly = authorized("1");
        String returned = authorized("2");
        received(returned, condition(true, "declared"));

        JsonPath genealogy = withKey(gmp.key).queryParam("direction", "forward").get("/v1/lots/" + lot + "/genealogy")
                .then().statusCode(200).extract().jsonPath();

        assertThat(genealogy.getList("shipments.shipmentId")).containsExactly(shipment);
        assertThat(genealogy.getList("returns.returnId")).as("an authorized return brought nothing back yet")
                .containsExactly(returned).doesNotContain(authorizedOnly);
        assertThat(genealogy.getString("returns[0].customerId")).isEqualTo(customer);
        assertThat(genealogy.getString("returns[0].lotId")).isEqualTo(lot);
        assertThat(genealogy.getString("returns[0].quantity.value")).isEqualTo("2");
        assertThat(genealogy.getString("returns[0].receivedAt")).isNotNull();
        assertThat(withKey(gmp.key).queryParam("direction", "backward").get("/v1/lots/" + lot + "/genealogy").then()
                .statusCode(200).extract().jsonPath().getList("returns")).isEmpty();
    }

    @Test
    void goodsAreReceivedOnlyIntoAReturnsLocation() {
        String returned = authorized("1");
        Map<String, Object> body = receipt(condition(true, "declared"));
        body.put("locationId", gmp.storeB);
        JsonPath problem = assertProblem(receive(returned, body), 422, "validation_failed",
                "/v1/returns/" + returned + "/receive");
        assertThat(problem.getString("errors[0].field")).isEqualTo("locationId");
    }

    @Test
    void moreThanAuthorizedIsNotReceived() {
        String returned = authorized("1");
        Map<String, Object> body = receipt(condition(true, "declared"));
        body.put("lines", List.of(Map.of("lineNo", 1, "quantity", Map.of("value", "2", "unit", "kg"))));
        JsonPath problem = assertProblem(receive(returned, body), 422, "validation_failed",
                "/v1/returns/" + returned + "/receive");
        assertThat(problem.getString("errors[0].field")).isEqualTo("lines[0].quantity.value");
    }

    @Test
    void documentedStorageNeedsAFile() {
        String returned = authorized("1");
        JsonPath problem = assertProblem(receive(returned, receipt(Map.of("packagingIntact", true, "storageEvidence",
                "documented"))), 422, "validation_failed", "/v1/returns/" + returned + "/receive");
        assertThat(problem.getString("errors[0].field")).isEqualTo("condition.fileIds");
    }

    @Test
    void stockInAReturnsLocationIsNotTransferredByAClerk() {
        received(authorized("2"), condition(true, "declared"));
        assertProblem(gmp.transfer(lot, returnsLocation, gmp.storeB, "1"), 409, "returns_location", "/v1/stock-movements");
        assertThat(balance(lot, returnsLocation)).isEqualTo("2");
    }

    @Test
    void stockInAReturnsLocationIsNeverShipped() {
        received(authorized("6"), condition(true, "declared"));
        String draft = flow.draft(customer, List.of(flow.line(1, "5")));
        assertProblem(flow.ship(draft), 409, "insufficient_stock", "/v1/shipments/" + draft + "/ship");
        assertThat(balance(lot, returnsLocation)).isEqualTo("6");
    }

    @Test
    void aRestockIsRefusedNamingEachFailingGdpCondition() {
        String returned = authorized("2");
        int version = received(returned, condition(false, "declared"));

        JsonPath problem = assertProblem(disposition(returned, version, List.of(restock(1, gmp.storeB))), 409,
                "restock_not_allowed", "/v1/returns/" + returned + "/disposition");

        assertThat(problem.getList("errors.message")).containsExactly("packaging_not_intact", "storage_not_documented");
        assertThat(balance(lot, returnsLocation)).isEqualTo("2");
        assertThat(withKey(gmp.key).get("/v1/returns/" + returned).path("status").toString()).isEqualTo("received");
    }

    @Test
    void goodsReturnedLateAndExpiredAreNotRestocked() {
        String returned = authorized("2");
        SandboxClock.businessDate(TestKeys.ACTIVE, EXPIRY.plusDays(1));
        int version = received(returned, condition(true, "documented"));

        JsonPath problem = assertProblem(disposition(returned, version, List.of(restock(1, gmp.storeB))), 409,
                "restock_not_allowed", "/v1/returns/" + returned + "/disposition");

        assertThat(problem.getList("errors.message")).containsExactly("returned_too_late", "lot_expired");
    }

    /** A sandbox clock moved forward past the restock time limit (erp.returns.restock-within-days) from real time. */
    private static LocalDate movedBusinessDate() {
        LocalDate moved = today().plusDays(30);
        SandboxClock.businessDate(TestKeys.ACTIVE, moved);
        return moved;
    }

    @Test
    void aShipmentShowsTheBusinessDateItShippedOn() {
        LocalDate moved = movedBusinessDate();
        String later = shipped(List.of(flow.line(1, "2")));

        JsonPath view = withKey(gmp.key).get("/v1/shipments/" + later).then().statusCode(200).extract().jsonPath();

        assertThat(view.getString("shippedOn")).isEqualTo(moved.toString());
    }

    @Test
    void goodsShippedAndReceivedOnOneMovedBusinessDayAreRestocked() {
        movedBusinessDate();
        String later = shipped(List.of(flow.line(1, "2")));
        String returned = authorize(returnOf(later, "damaged", List.of(line(1, lot, "2")))).then().statusCode(201).extract()
                .path("id");
        int version = received(returned, condition(true, "documented"));

        Response closed = disposition(returned, version, List.of(restock(1, gmp.storeB)));

        assertThat(closed.statusCode()).as(closed.body().asString()).isEqualTo(200);
        assertThat(closed.jsonPath().getString("lines[0].decision")).isEqualTo("restock");
    }

    @Test
    void aRestockedQuantityIsPickedFirstExpiryFirstOut() {
        String later = flow.releasedLot("10", EXPIRY.plusDays(100), gmp.storeB);
        String returned = authorized("3");
        int version = received(returned, condition(true, "documented"));

        Response closed = disposition(returned, version, List.of(restock(1, gmp.storeB)));

        assertThat(closed.statusCode()).isEqualTo(200);
        JsonPath view = closed.jsonPath();
        assertThat(view.getString("status")).isEqualTo("closed");
        assertThat(view.getString("lines[0].decision")).isEqualTo("restock");
        assertThat(view.getString("disposition.meaning")).isEqualTo("approval");
        JsonPath movement = withKey(gmp.key).get("/v1/stock-movements/" + view.getString("lines[0].movementId")).then()
                .statusCode(200).extract().jsonPath();
        assertThat(movement.getString("type")).isEqualTo("transfer");
        assertThat(movement.getString("fromLocationId")).isEqualTo(returnsLocation);
        assertThat(balance(lot, gmp.storeB)).isEqualTo("3");

        String next = flow.draft(customer, List.of(flow.line(1, "8")));
        JsonPath shipped = flow.ship(next).then().statusCode(200).extract().jsonPath();
        assertThat(shipped.getList("lines[0].allocations.lotId")).as("the restocked 3 kg expire first").containsExactly(lot,
                lot, later);
        assertThat(shipped.getList("lines[0].allocations.locationId")).contains(gmp.storeB);
        assertThat(shipped.getString("lines[0].allocations[2].quantity.value")).isEqualTo("1");
    }

    @Test
    void aMixedDispositionRestocksOneLineAndDestroysAnother() {
        String second = flow.releasedLot("5", EXPIRY, gmp.storeB);
        String both = shipped(List.of(flow.namedLine("2", second, "Customer's contract asks for this lot")));
        String returned = authorize(returnOf(both, "commercial", List.of(line(1, second, "1"), line(2, second, "1"))))
                .then().statusCode(201).extract().path("id");
        int version = received(returned, condition(true, "documented"));

        JsonPath view = disposition(returned, version, List.of(restock(1, gmp.storeA), destroy(2))).then().statusCode(200)
                .extract().jsonPath();

        assertThat(view.getList("lines.decision")).containsExactly("restock", "destroy");
        assertThat(withKey(gmp.key).get("/v1/stock-movements/" + view.getString("lines[1].movementId")).path("type")
                .toString()).isEqualTo("destruction");
        assertThat(balance(second, returnsLocation)).isEqualTo("0");
    }

    @Test
    void aSecondDispositionIsRefused() {
        String returned = authorized("1");
        int version = received(returned, condition(false, "none"));
        int closed = disposition(returned, version, List.of(destroy(1))).then().statusCode(200).extract().path("version");
        assertProblem(disposition(returned, closed, List.of(destroy(1))), 409, "invalid_transition",
                "/v1/returns/" + returned + "/disposition");
    }

    @Test
    void everyLineGetsADecision() {
        String returned = authorize(returnOf(shipment, "damaged", List.of(line(1, lot, "1"), line(2, lot, "1")))).then()
                .statusCode(201).extract().path("id");
        int version = received(returned, condition(true, "none"));
        assertProblem(disposition(returned, version, List.of(destroy(1))), 422, "validation_failed",
                "/v1/returns/" + returned + "/disposition");
    }

    @Test
    void aRecallReconcilesWhatWasShippedWithWhatCameBackAndClosesWithAReasonWhileGoodsAreOutstanding() {
        String recall = flow.recall(gmp.qa, lot).then().statusCode(201).extract().path("id");
        Map<String, Object> body = returnOf(shipment, "recall", List.of(line(1, lot, "4")));
        body.put("recallId", recall);
        String returned = authorize(body).then().statusCode(201).extract().path("id");
        int version = received(returned, condition(true, "documented"));

        JsonPath view = withKey(gmp.key).get("/v1/recalls/" + recall).then().statusCode(200).extract().jsonPath();
        assertThat(view.getString("reconciliation.byCustomer[0].customerId")).isEqualTo(customer);
        assertThat(view.getString("reconciliation.byCustomer[0].shipped.value")).isEqualTo("6");
        assertThat(view.getString("reconciliation.byCustomer[0].returned.value")).isEqualTo("4");
        assertThat(view.getString("reconciliation.byMaterial[0].outstanding.value")).isEqualTo("2");
        assertThat(view.getString("reconciliation.byMaterial[0].outstanding.unit")).isEqualTo("kg");

        JsonPath refused = assertProblem(disposition(returned, version, List.of(restock(1, gmp.storeB))), 409,
                "restock_not_allowed", "/v1/returns/" + returned + "/disposition");
        assertThat(refused.getList("errors.message")).containsExactly("lot_not_released", "recall_return");
        disposition(returned, version, List.of(destroy(1))).then().statusCode(200);

        int recallVersion = view.getInt("version");
        assertProblem(gmp.as(gmp.qa).header("If-Match", "\"" + recallVersion + "\"").body(Map.of("signature",
                gmp.signature(gmp.qa, "approval"))).post("/v1/recalls/" + recall + "/close"), 422, "reason_required",
                "/v1/recalls/" + recall + "/close");
        JsonPath closed = gmp.as(gmp.qa).header("If-Match", "\"" + recallVersion + "\"").body(Map.of("reason",
                "The customer destroyed 2 kg on site", "signature", gmp.signature(gmp.qa, "approval")))
                .post("/v1/recalls/" + recall + "/close").then().statusCode(200).extract().jsonPath();
        assertThat(closed.getString("closingReason")).isEqualTo("The customer destroyed 2 kg on site");
        assertThat(withKey(gmp.key).get("/v1/lots/" + lot).path("status").toString()).isEqualTo("on_hold");
    }
}
