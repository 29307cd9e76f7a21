package com.pharmaerp.api.production;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.SandboxClock;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.DisabledOnIntegrationTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * /v1/production-orders: a batch from an approved recipe, charged first-expiry-first-out and
 * verified by a second person, completed with its yield, reviewed by QA and certified by the QP.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ProductionOrdersTest {

    private static final String PATH = "/v1/production-orders";
    private static final LocalDate TODAY = LocalDate.now();

    private ProductionFlow flow;
    private GmpFlow gmp;

    @BeforeEach
    void tenant() {
        flow = new ProductionFlow(TestKeys.ACTIVE);
        gmp = flow.gmp;
    }

    @AfterEach
    void realTime() {
        SandboxClock.realTime(TestKeys.ACTIVE);
    }

    private static Map<String, Object> charge(String material, String kilograms) {
        return ProductionFlow.charge(material, kilograms);
    }

    private static Map<String, Object> charge(String material, String kilograms, String lot) {
        Map<String, Object> body = new HashMap<>(charge(material, kilograms));
        body.put("lotId", lot);
        return body;
    }

    private Response signed(String user, String order, String action, String meaning, Map<String, Object> extra) {
        return flow.signed(user, order, action, meaning, extra);
    }

    @Test
    void aPlannedOrderIsNumberedAsABatchOfTheApprovedRecipeRevision() {
        JsonPath planned = flow.read(flow.plannedOrder(flow.recipe, "100"));

        assertThat(planned.getString("number")).startsWith("B-");
        assertThat(planned.getInt("recipeRevision")).isEqualTo(1);
        assertThat(planned.getString("status")).isEqualTo("planned");
    }

    @Test
    void aReleaseMakesTheOutputLotInQuarantineWithTheProductsShelfLife() {
        String order = flow.plannedOrder(flow.recipe, "100");

        String output = gmp.as(gmp.supervisor).post(PATH + "/" + order + "/release").then().statusCode(200).extract()
                .path("outputLotId");

        JsonPath outputLot = withKey(TestKeys.ACTIVE).get("/v1/lots/" + output).jsonPath();
        assertThat(outputLot.getString("status")).isEqualTo("quarantine");
        assertThat(outputLot.getString("origin")).isEqualTo("production");
        assertThat(outputLot.getString("manufacturedOn")).isEqualTo(TODAY.toString());
        assertThat(outputLot.getString("expiresOn")).isEqualTo(TODAY.plusDays(730).toString());
    }

    @Test
    void aReleaseOpensTheOutputLotsInspectionLot() {
        String order = flow.plannedOrder(flow.recipe, "100");

        String inspection = gmp.as(gmp.supervisor).post(PATH + "/" + order + "/release").then().statusCode(200).extract()
                .path("inspectionLotId");

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/inspection-lots/" + inspection).jsonPath().getString("origin"))
                .isEqualTo("production");
    }

    @Test
    void aChargeTakesTheEarliestExpiryFirstThenTheNextAndPutsTheOrderInProgress() {
        String late = flow.releasedLot("60", TODAY.plusDays(600));
        String early = flow.releasedLot("50", TODAY.plusDays(300));
        String order = flow.releasedOrder(flow.recipe, "100");

        Response consumed = flow.consume(order, charge(gmp.material, "80"));

        assertThat(consumed.statusCode()).as(consumed.asString()).isEqualTo(201);
        assertThat(consumed.jsonPath().getList("allocations.lotId")).as("earliest expiry first, then the next")
                .containsExactly(early, late);
        assertThat(consumed.jsonPath().getList("allocations.quantity.value")).containsExactly("50", "30");
        assertThat(flow.read(order).getString("status")).isEqualTo("in_progress");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + late).jsonPath().getString("quantity.value")).isEqualTo("30");
    }

    @Test
    void aChargeLinksTheLotsItTookToTheOutputLotBothWays() {
        String late = flow.releasedLot("60", TODAY.plusDays(600));
        String early = flow.releasedLot("50", TODAY.plusDays(300));
        String order = flow.releasedOrder(flow.recipe, "100");

        flow.consume(order, charge(gmp.material, "80")).then().statusCode(201);

        String output = flow.read(order).getString("outputLotId");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("direction", "backward").get("/v1/lots/" + output + "/genealogy")
                .jsonPath().getList("nodes.lotId")).containsExactlyInAnyOrder(early, late);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("direction", "forward").get("/v1/lots/" + early + "/genealogy")
                .jsonPath().getList("nodes.lotId")).containsExactly(output);
    }

    @Test
    void theOperatorWhoChargedDoesNotVerifyTheCharge() {
        ProductionFlow.Charged charged = flow.chargedOrder();
        String verify = PATH + "/" + charged.order() + "/consumptions/" + charged.consumption() + "/verify";

        assertProblem(gmp.as(flow.operator).header("If-Match", "\"1\"").body(Map.of("signature",
                gmp.signature(flow.operator, "verification"))).post(verify), 403, "segregation_of_duties", verify);
    }

    @Test
    void aSecondOperatorVerifiesAChargeWithASignature() {
        ProductionFlow.Charged charged = flow.chargedOrder();

        Response verified = flow.verify(charged.order(), charged.consumption());

        assertThat(verified.statusCode()).as(verified.asString()).isEqualTo(200);
        assertThat(verified.jsonPath().getString("verification.meaning")).isEqualTo("verification");
        assertThat(verified.jsonPath().getInt("verification.version")).isEqualTo(1);
        assertThat(verified.jsonPath().getInt("version")).isEqualTo(2);
    }

    @Test
    void aBatchWithAnUnverifiedChargeIsNotCompleted() {
        String order = flow.chargedOrder().order();

        assertProblem(flow.complete(order, "99", null), 409, "consumption_unverified", PATH + "/" + order + "/complete");
    }

    @Test
    void aYieldOutsideTheRecipesLimitsIsNotCompletedWithoutADeviation() {
        String order = flow.verifiedOrder();

        assertProblem(flow.complete(order, "90", null), 409, "deviation_required", PATH + "/" + order + "/complete");
    }

    @Test
    void aYieldOutsideTheLimitsCompletesWithADeviationAndItsOutputGoesIntoTheOutputLot() {
        String order = flow.verifiedOrder();

        JsonPath completed = flow.complete(order, "90", flow.deviation(order)).then().statusCode(200).extract().jsonPath();

        assertThat(completed.getString("yield.percent")).isEqualTo("90.0");
        assertThat(completed.getString("status")).isEqualTo("completed");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + completed.getString("outputLotId")).jsonPath()
                .getString("quantity.value")).isEqualTo("90");
    }

    @Test
    void onlyQaReviewsABatchRecord() {
        String order = flow.completedBatch();

        assertProblem(signed(gmp.supervisor, order, "review", "review", Map.of()), 403, "role_required",
                PATH + "/" + order + "/review");
    }

    @Test
    void qaWhoChargedIntoTheBatchDoesNotReviewIt() {
        String qaOperator = gmp.person("operator", "qa");
        flow.releasedLot("1", TODAY.plusDays(400));
        String order = flow.verifiedOrder();
        String charge = gmp.as(qaOperator).body(charge(gmp.material, "1")).post(PATH + "/" + order + "/consumptions").then()
                .statusCode(201).extract().path("id");
        flow.verify(order, charge).then().statusCode(200);
        flow.complete(order, "100", null).then().statusCode(200);

        assertProblem(signed(qaOperator, order, "review", "review", Map.of()), 403, "segregation_of_duties",
                PATH + "/" + order + "/review");
    }

    @Test
    void qaReviewsACompletedBatchWithASignature() {
        String order = flow.completedBatch();

        Response reviewed = signed(gmp.qa, order, "review", "review", Map.of());

        assertThat(reviewed.statusCode()).as(reviewed.asString()).isEqualTo(200);
        assertThat(reviewed.jsonPath().getString("status")).isEqualTo("reviewed");
        assertThat(reviewed.jsonPath().getString("review.meaning")).isEqualTo("review");
    }

    @Test
    void theQpDoesNotCertifyBeforeQaAcceptedTheOutputLot() {
        String order = flow.reviewedBatch();

        assertProblem(signed(flow.qp, order, "certify", "responsibility", Map.of("decision", "certify")), 409,
                "inspection_not_accepted", PATH + "/" + order + "/certify");
    }

    @Test
    void qasAcceptanceLeavesTheOutputLotInQuarantineForTheQp() {
        String order = flow.reviewedBatch();

        flow.acceptOutput(order);

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + flow.read(order).getString("outputLotId")).jsonPath()
                .getString("status")).isEqualTo("quarantine");
    }

    @Test
    void theQpDoesNotCertifyWhileALinkedDeviationIsOpen() {
        String order = flow.verifiedOrder();
        flow.complete(order, "90", flow.deviation(order)).then().statusCode(200);
        signed(gmp.qa, order, "review", "review", Map.of()).then().statusCode(200);
        flow.acceptOutput(order);

        assertProblem(signed(flow.qp, order, "certify", "responsibility", Map.of("decision", "certify")), 409,
                "deviation_open", PATH + "/" + order + "/certify");
    }

    @Test
    void theQpDoesNotCertifyWhileADeviationNamingAnInputLotIsOpen() {
        String order = flow.reviewedBatch();
        flow.acceptOutput(order);
        String inputLot = flow.read(order).getString("consumptions[0].allocations[0].lotId");
        String deviation = gmp.as(gmp.supervisor).body(Map.of("description", "Raw lot stored above 25 °C", "references",
                List.of(inputLot))).post("/v1/deviations").then().statusCode(201).extract().path("number");

        JsonPath problem = assertProblem(signed(flow.qp, order, "certify", "responsibility", Map.of("decision", "certify")),
                409, "deviation_open", PATH + "/" + order + "/certify");

        assertThat(problem.getString("detail")).contains(deviation);
    }

    @Test
    void theQpCertifiesOnceTheLinkedDeviationIsClosedWhichReleasesTheOutputLot() {
        String order = flow.verifiedOrder();
        String deviation = flow.deviation(order);
        flow.complete(order, "90", deviation).then().statusCode(200);
        signed(gmp.qa, order, "review", "review", Map.of()).then().statusCode(200);
        flow.acceptOutput(order);
        gmp.triage(deviation, "minor", false).then().statusCode(200);
        gmp.as(gmp.qa).header("If-Match", "\"2\"").body(Map.of("signature", gmp.signature(gmp.qa, "approval")))
                .post("/v1/deviations/" + deviation + "/close").then().statusCode(200);

        Response certified = signed(flow.qp, order, "certify", "responsibility", Map.of("decision", "certify"));

        assertThat(certified.statusCode()).as(certified.asString()).isEqualTo(200);
        assertThat(certified.jsonPath().getString("status")).isEqualTo("certified");
        assertThat(certified.jsonPath().getString("certification.meaning")).isEqualTo("responsibility");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + certified.path("outputLotId")).jsonPath().getString("status"))
                .isEqualTo("released");
    }

    @Test
    void aNamedLotIsCheckedExpiredRetestDueReleasedThenAgainstFefo() {
        String expiring = flow.releasedLot("10", TODAY.plusDays(30));
        String later = flow.releasedLot("10", TODAY.plusDays(600));
        String quarantined = gmp.receive(Map.of("purchaseOrderId", gmp.approvedOrder("10"), "deliveryNote", "DN", "lines",
                List.of(GmpFlow.receiptLine("10", gmp.storeA, TODAY.minusDays(5), TODAY.plusDays(600))))).then()
                .statusCode(201).extract().path("lines[0].lotId");
        String order = flow.releasedOrder(flow.recipe, "100");
        String consume = PATH + "/" + order + "/consumptions";

        assertProblem(flow.consume(order, charge(gmp.material, "5", quarantined)), 409, "lot_not_released", consume);
        assertProblem(flow.consume(order, charge(gmp.material, "5", later)), 409, "fefo_violation", consume);
        Map<String, Object> overridden = new HashMap<>(charge(gmp.material, "5", later));
        overridden.put("fefoOverrideReason", "Lot " + expiring + " is reserved for a stability study");
        Response taken = flow.consume(order, overridden);
        assertThat(taken.statusCode()).as(taken.asString()).isEqualTo(201);
        assertThat(taken.jsonPath().getString("fefoOverrideReason")).startsWith("Lot ");
        assertProblem(flow.consume(order, charge(gmp.material, "30")), 409, "insufficient_stock", consume);
        assertProblem(flow.consume(order, charge(flow.product, "1")), 422, "validation_failed", consume);
        assertProblem(flow.consume(order, charge(gmp.material, "5", "lot_0000000000000000")), 422, "validation_failed",
                consume);

        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(31));
        assertProblem(flow.consume(order, charge(gmp.material, "1", expiring)), 409, "lot_expired", consume);
        SandboxClock.businessDate(TestKeys.ACTIVE, TODAY.plusDays(400));
        assertProblem(flow.consume(order, charge(gmp.material, "1", later)), 409, "lot_retest_due", consume);
        assertProblem(flow.consume(order, charge(gmp.material, "1")), 409, "insufficient_stock", consume);
    }

    @Test
    void noOrderIsPlannedFromADraftRecipe() {
        String draft = gmp.as(gmp.supervisor).body(Map.of("productMaterialId", flow.product, "batchSize",
                Map.of("value", "100", "unit", "kg"), "components", List.of(Map.of("materialId", gmp.material, "quantity",
                        Map.of("value", "80", "unit", "kg"))), "yieldLimits", Map.of("minPercent", 95, "maxPercent", 102)))
                .post("/v1/recipes").then().statusCode(201).extract().path("id");

        assertProblem(gmp.as(gmp.supervisor).body(Map.of("recipeId", draft, "plannedQuantity", Map.of("value", "100",
                "unit", "kg"))).post(PATH), 409, "recipe_not_approved", PATH);
    }

    @Test
    void onlyASupervisorPlansAnOrder() {
        assertProblem(gmp.as(flow.operator).body(Map.of("recipeId", flow.recipe, "plannedQuantity", Map.of("value", "100",
                "unit", "kg"))).post(PATH), 403, "role_required", PATH);
    }

    @Test
    void aCancelledOrderIsNotReleased() {
        String planned = flow.plannedOrder(flow.recipe, "100");

        assertThat(gmp.as(gmp.supervisor).post(PATH + "/" + planned + "/cancel").then().statusCode(200).extract()
                .path("status").toString()).isEqualTo("cancelled");
        assertProblem(gmp.as(gmp.supervisor).post(PATH + "/" + planned + "/release"), 409, "invalid_transition",
                PATH + "/" + planned + "/release");
    }

    @Test
    void anOrderSomethingWasConsumedIntoIsNotCancelled() {
        String started = flow.chargedOrder().order();

        assertProblem(gmp.as(gmp.supervisor).post(PATH + "/" + started + "/cancel"), 409, "invalid_transition",
                PATH + "/" + started + "/cancel");
    }

    @Test
    @DisabledOnIntegrationTest("holds the order's row on the service's own database (a connection of @QuarkusTest's)")
    void aChargeOnAnOrderThatWasCancelledWhileTheChargeWasMadeIsRefusedAndLeavesNothing() throws Exception {
        String lot = flow.releasedLot("60", TODAY.plusDays(600));
        String order = flow.releasedOrder(flow.recipe, "100");
        try (Connection canceller = TestDatabase.connectAsOwner(); Statement cancelling = canceller.createStatement();
                Connection observer = TestDatabase.connectAsOwner(); Statement observing = observer.createStatement()) {
            canceller.setAutoCommit(false);
            // A cancellation under way holds the order's row; the charge reads the order as released meanwhile.
            cancelling.executeUpdate("UPDATE production_orders SET status = 'cancelled', version = version + 1 WHERE id = '"
                    + order + "'");

            CompletableFuture<Response> charged = CompletableFuture.supplyAsync(() -> flow.consume(order,
                    charge(gmp.material, "20", lot)));
            await("the charge's last round trip waits for the order's row").atMost(Duration.ofSeconds(20))
                    .pollInterval(Duration.ofMillis(20)).until(() -> aChargeWaitsForALock(observing));
            canceller.commit();

            assertProblem(charged.get(20, TimeUnit.SECONDS), 409, "invalid_transition", PATH + "/" + order + "/consumptions");
            assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).jsonPath().getString("quantity.value"))
                    .as("the debit sent before the refusal was undone").isEqualTo("60");
            assertThat(count(observing, "SELECT count(*) FROM stock_movements WHERE reference = '" + order + "'")).isZero();
            assertThat(count(observing, "SELECT count(*) FROM production_consumptions WHERE order_id = '" + order + "'")).isZero();
            assertThat(count(observing, "SELECT count(*) FROM lot_links WHERE order_id = '" + order + "'")).isZero();
            assertThat(count(observing, "SELECT count(*) FROM audit_events WHERE entity_id = '" + order
                    + "' AND action = 'production_order.consumed'")).isZero();
        }
    }

    @Test
    @DisabledOnIntegrationTest("draws a lot down on the service's own database (a connection of @QuarkusTest's)")
    void aChargeWhoseLotWasDrawnDownWhileItWasPlannedIsPlannedAgainOnTheStockLeft() throws Exception {
        String expiring = flow.releasedLot("60", TODAY.plusDays(300));
        String later = flow.releasedLot("60", TODAY.plusDays(600));
        String order = flow.releasedOrder(flow.recipe, "100");
        try (Connection drawer = TestDatabase.connectAsOwner(); Statement drawing = drawer.createStatement();
                Connection observer = TestDatabase.connectAsOwner(); Statement observing = observer.createStatement()) {
            drawer.setAutoCommit(false);
            // Another issue under way takes 55 kg of the expiring lot and holds its balance; the charge plans on 60.
            drawing.executeUpdate("WITH drawn AS (UPDATE stock_balances SET quantity = quantity - 55 WHERE lot_id = '"
                    + expiring + "' RETURNING tenant_id, material_id, location_id) INSERT INTO stock_movements (tenant_id, "
                    + "id, type, lot_id, material_id, from_location_id, quantity, unit, posted_at, user_id, version, "
                    + "created_at, updated_at) SELECT tenant_id, 'mov_drawn_" + expiring + "', 'issue', '" + expiring
                    + "', material_id, location_id, 55, 'kg', now(), 'usr_other', 1, now(), now() FROM drawn");

            CompletableFuture<Response> charged = CompletableFuture.supplyAsync(() -> flow.consume(order,
                    charge(gmp.material, "20")));
            await("the charge's planned debit waits for the balance").atMost(Duration.ofSeconds(20))
                    .pollInterval(Duration.ofMillis(20)).until(() -> aPlannedDebitWaitsForALock(observing));
            drawer.commit();

            JsonPath consumed = charged.get(20, TimeUnit.SECONDS).then().statusCode(201).extract().jsonPath();
            assertThat(consumed.getList("allocations.lotId")).as("the 5 kg left of the expiring lot, then the next")
                    .containsExactly(expiring, later);
            assertThat(consumed.getList("allocations.quantity.value")).containsExactly("5", "15");
            assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + expiring).jsonPath().getString("quantity.value"))
                    .isEqualTo("0");
            assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + later).jsonPath().getString("quantity.value"))
                    .isEqualTo("45");
            assertThat(count(observing, "SELECT count(*) FROM stock_movements WHERE reference = '" + order + "'"))
                    .as("the first plan's debit left no movement").isEqualTo(2);
        }
    }

    /** Whether a charge's debit, planned on an unlocked read, waits for its balance's row lock. */
    private static boolean aPlannedDebitWaitsForALock(Statement observer) throws SQLException {
        return count(observer, "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                + "AND query LIKE 'WITH debit AS (SELECT erp_debit_planned(%'") > 0;
    }

    /** Whether a charge's statement that counts it on its order waits for a row lock (asked outside any transaction). */
    private static boolean aChargeWaitsForALock(Statement observer) throws SQLException {
        return count(observer, "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                + "AND query LIKE 'SELECT erp_charge_order(%'") > 0;
    }

    private static long count(Statement session, String sql) throws SQLException {
        try (ResultSet row = session.executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }

    @Test
    void onlyTheQpCertifiesABatch() {
        String order = flow.reviewedBatch();

        assertProblem(signed(flow.secondOperator, order, "certify", "responsibility", Map.of("decision", "certify")), 403,
                "role_required", PATH + "/" + order + "/certify");
    }

    @Test
    void aBatchQaDidNotReviewIsNotCertified() {
        String order = flow.completedBatch();

        assertProblem(signed(flow.qp, order, "certify", "responsibility", Map.of("decision", "certify")), 409,
                "invalid_transition", PATH + "/" + order + "/certify");
    }

    @Test
    void theQpRejectsACompletedBatchAndItsOutputLotIsRejected() {
        String order = flow.completedBatch();

        Response rejected = signed(flow.qp, order, "certify", "rejection", Map.of("decision", "reject"));

        assertThat(rejected.statusCode()).as(rejected.asString()).isEqualTo(200);
        assertThat(rejected.jsonPath().getString("status")).isEqualTo("rejected");
        assertThat(rejected.jsonPath().getString("certification.meaning")).isEqualTo("rejection");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/lots/" + rejected.path("outputLotId")).jsonPath().getString("status"))
                .isEqualTo("rejected");
    }
}
