package com.pharmaerp.api.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TwoInstances;

/**
 * Two packaged-jar processes on one PostgreSQL, as two pods behind a Service: the invariants hold
 * because the database keeps them (conditional updates, row locks), not either JVM.
 */
class TwoInstancesStockIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static TwoInstances pods;
    private static GmpFlow flow;

    @BeforeAll
    static void twoInstancesOnOneDatabase() throws Exception {
        pods = TwoInstances.start(dir);
        flow = pods.flow;
    }

    @AfterAll
    static void stop() throws Exception {
        pods.close();
    }

    @Test
    void fiftyConcurrentTransfersOnTwoInstancesNeverOverdrawTheBalanceAndTheLedgerAddsUp() throws Exception {
        String lot = flow.receivedLot("100");
        String transfer = JSON.writeValueAsString(Map.of("lotId", lot, "fromLocationId", flow.storeA, "toLocationId",
                flow.storeB, "quantity", Map.of("value", "3", "unit", "kg")));

        List<HttpResponse<String>> answers = TwoInstances.concurrently(50, i -> post(pods.either(i), "/v1/stock-movements",
                transfer,
                Map.of()));

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 409))
                .allSatisfy(answer -> assertThat(JSON.readTree(answer.body()).path("code").asText()).isEqualTo("insufficient_stock"));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 201)).as("33 × 3 kg fit in 100 kg, a 34th does not")
                .hasSize(33);
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.negativeBalances(superuser)).isZero();
            assertThat(LedgerCheck.mismatches(superuser)).as("balances that differ from the ledger's sum").isZero();
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM stock_movements WHERE type = 'transfer' AND lot_id = '"
                    + lot + "'")).isEqualTo(33);
        }
        JsonNode balances = JSON.readTree(pods.get(pods.b, "/v1/stock-balances?lotId=" + lot).body()).path("items");
        Map<String, String> byLocation = Map.of(balances.get(0).path("locationId").asText(),
                balances.get(0).path("quantity").path("value").asText(), balances.get(1).path("locationId").asText(),
                balances.get(1).path("quantity").path("value").asText());
        assertThat(byLocation).isEqualTo(Map.of(flow.storeA, "1", flow.storeB, "99"));
    }

    @Test
    void aReceiptRetriedOnTheOtherInstanceWithTheSameKeyIsAnsweredOnceAndMakesOneLot() throws Exception {
        String order = flow.approvedOrder("10");
        String body = JSON.writeValueAsString(flow.receiptBody(order, "10", flow.storeA));
        Map<String, String> key = Map.of("Idempotency-Key", "delivery-" + order);

        List<HttpResponse<String>> answers = TwoInstances.concurrently(2, i -> post(pods.either(i), "/v1/goods-receipts", body,
                key));
        HttpResponse<String> settled = post(pods.b, "/v1/goods-receipts", body, key);

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(settled.statusCode()).isEqualTo(201);
        assertThat(settled.headers().firstValue("Idempotent-Replayed")).hasValue("true");
        String receipt = JSON.readTree(settled.body()).path("id").asText();
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM goods_receipts WHERE purchase_order_id = '"
                    + order + "'")).isEqualTo(1);
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM lots WHERE source_id = '" + receipt + "'"))
                    .isEqualTo(1);
        }
    }

    @Test
    void twentyConcurrentReceiptsAgainstOneOrderOnTwoInstancesNeverReceiveMoreThanWasOrdered() throws Exception {
        String order = flow.approvedOrder("10");
        String body = JSON.writeValueAsString(flow.receiptBody(order, "1", flow.storeA));

        List<HttpResponse<String>> answers = TwoInstances.concurrently(20, i -> post(pods.either(i), "/v1/goods-receipts", body,
                Map.of()));

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 409)).allSatisfy(answer -> assertThat(
                JSON.readTree(answer.body()).path("code").asText()).isIn("over_receipt", "invalid_transition"));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 201)).as("ten receipts of 1 kg fill 10 kg")
                .hasSize(10);
        JsonNode line = JSON.readTree(pods.get(pods.b, "/v1/purchase-orders/" + order).body()).path("lines").get(0);
        assertThat(line.path("receivedQuantity").path("value").asText()).isEqualTo("10");
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM goods_receipts WHERE purchase_order_id = '"
                    + order + "'")).isEqualTo(10);
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM lots l JOIN goods_receipts r ON r.tenant_id = "
                    + "l.tenant_id AND r.id = l.source_id WHERE r.purchase_order_id = '" + order + "'")).isEqualTo(10);
        }
    }

    @Test
    void twoOrdersConsumingTheSameLotsAtOnceOnTwoInstancesNeverOverdrawALot() throws Exception {
        String product = flow.material("finished");
        flow.approvedSpecification(product);
        String recipe = flow.approvedRecipe(product, flow.material, "80");
        List<String> lots = List.of(flow.releasedLot("10"), flow.releasedLot("10"), flow.releasedLot("10"));
        List<String> orders = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String order = flow.as(flow.supervisor).body(Map.of("recipeId", recipe, "plannedQuantity", Map.of("value", "100",
                    "unit", "kg"))).post("/v1/production-orders").then().statusCode(201).extract().path("id");
            flow.as(flow.supervisor).post("/v1/production-orders/" + order + "/release").then().statusCode(200);
            orders.add(order);
        }
        Map<String, String> operator = Map.of("X-Acting-User", flow.person("operator"));
        String charge = JSON.writeValueAsString(Map.of("materialId", flow.material, "quantity", Map.of("value", "1", "unit", "kg")));

        List<HttpResponse<String>> answers = TwoInstances.concurrently(40, i -> post(pods.either(i), "/v1/production-orders/"
                + orders.get(i / 2 % 2) + "/consumptions", charge, operator));

        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 409))
                .allSatisfy(answer -> assertThat(JSON.readTree(answer.body()).path("code").asText()).isEqualTo("insufficient_stock"));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 201)).as("30 × 1 kg in three 10 kg lots").hasSize(30);
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.negativeBalances(superuser)).isZero();
            assertThat(LedgerCheck.mismatches(superuser)).as("balances that differ from the ledger's sum").isZero();
            for (String lot : lots) {
                assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM stock_movements WHERE type = 'issue' AND lot_id = '"
                        + lot + "'")).as("issues of lot " + lot).isEqualTo(10);
                assertThat(LedgerCheck.count(superuser, "SELECT coalesce(sum(quantity), 0) FROM stock_balances WHERE lot_id = '"
                        + lot + "'")).isZero();
            }
        }
    }

    @Test
    void aCountOpenedWhileTransfersRunOnTwoInstancesFreezesABookNoMovementChangesUntilItIsPosted() throws Exception {
        String counted = flow.location(15, 25);
        String x = flow.receivedLot("100");
        String y = flow.receivedLot("100");
        flow.transfer(x, flow.storeA, counted, "50").then().statusCode(201);
        flow.transfer(y, flow.storeA, counted, "50").then().statusCode(201);
        String open = JSON.writeValueAsString(Map.of("locationId", counted));

        // 40 transfers into and out of the location, and the opening released among them on the other instance.
        List<HttpResponse<String>> answers = TwoInstances.concurrently(41, i -> i == 20
                ? post(pods.either(i + 1), "/v1/inventory-counts", open, Map.of())
                : post(pods.either(i), "/v1/stock-movements", JSON.writeValueAsString(Map.of("lotId", i % 4 < 2 ? x : y,
                        "fromLocationId", i % 2 == 0 ? flow.storeA : counted, "toLocationId", i % 2 == 0 ? counted
                                : flow.storeA, "quantity", Map.of("value", "1", "unit", "kg"))), Map.of()));
        HttpResponse<String> after = post(pods.b, "/v1/stock-movements", JSON.writeValueAsString(Map.of("lotId", x,
                "fromLocationId", counted, "toLocationId", flow.storeA, "quantity", Map.of("value", "1", "unit", "kg"))),
                Map.of());

        HttpResponse<String> opened = answers.get(20);
        assertThat(opened.statusCode()).as(opened.body()).isEqualTo(201);
        assertThat(answers).allSatisfy(answer -> assertThat(answer.statusCode()).as(answer.body()).isIn(201, 409));
        assertThat(answers.stream().filter(answer -> answer.statusCode() == 409)).allSatisfy(answer -> assertThat(
                JSON.readTree(answer.body()).path("code").asText()).isEqualTo("location_counting"));
        assertThat(after.statusCode()).isEqualTo(409);
        JsonNode count = JSON.readTree(opened.body());
        String countId = count.path("id").asText();
        Map<String, String> book = new HashMap<>();
        count.path("lines").forEach(line -> book.put(line.path("lotId").asText(), line.path("bookQuantity").path("value")
                .asText()));
        try (Connection superuser = pods.superuser()) {
            for (String lot : List.of(x, y)) {
                assertThat(LedgerCheck.count(superuser, "SELECT coalesce(sum(CASE WHEN to_location_id = '" + counted
                        + "' THEN quantity ELSE -quantity END), 0) FROM stock_movements WHERE lot_id = '" + lot + "'"
                        + " AND '" + counted + "' IN (from_location_id, to_location_id)")).as("the ledger of lot " + lot
                        + " in the location since the book was frozen").isEqualTo(Long.parseLong(book.get(lot)));
            }
        }

        // The shelf holds a kilogram less of x than the book: one difference, posted by another person on the other instance.
        long shelfX = Long.parseLong(book.get(x)) - 1;
        String counts = JSON.writeValueAsString(Map.of("counts", List.of(
                Map.of("lineNo", lineOf(count, x), "quantity", Map.of("value", String.valueOf(shelfX), "unit", "kg")),
                Map.of("lineNo", lineOf(count, y), "quantity", Map.of("value", book.get(y), "unit", "kg")))));
        assertThat(post(pods.a, "/v1/inventory-counts/" + countId + "/counts", counts, Map.of()).statusCode()).isEqualTo(200);
        HttpResponse<String> posted = post(pods.b, "/v1/inventory-counts/" + countId + "/post", JSON.writeValueAsString(
                Map.of("signature", flow.signature(flow.supervisor, "approval"))), Map.of("X-Acting-User", flow.supervisor,
                        "If-Match", "\"2\""));

        assertThat(posted.statusCode()).as(posted.body()).isEqualTo(200);
        assertThat(JSON.readTree(posted.body()).path("adjustmentMovementIds")).hasSize(1);
        JsonNode shelf = JSON.readTree(pods.get(pods.a, "/v1/stock-balances?locationId=" + counted).body()).path("items");
        Map<String, String> onShelf = new HashMap<>();
        shelf.forEach(balance -> onShelf.put(balance.path("lotId").asText(), balance.path("quantity").path("value").asText()));
        assertThat(onShelf).as("the book plus the posted differences").isEqualTo(Map.of(x, String.valueOf(shelfX), y,
                book.get(y)));
        try (Connection superuser = pods.superuser()) {
            assertThat(LedgerCheck.mismatches(superuser)).as("balances that differ from the ledger's sum").isZero();
            assertThat(LedgerCheck.negativeBalances(superuser)).isZero();
            assertThat(LedgerCheck.count(superuser, "SELECT count(*) FROM stock_movements WHERE type = 'adjustment' AND "
                    + "reference = '" + countId + "'")).isEqualTo(1);
        }
        assertThat(post(pods.a, "/v1/stock-movements", JSON.writeValueAsString(Map.of("lotId", x, "fromLocationId", counted,
                "toLocationId", flow.storeA, "quantity", Map.of("value", "1", "unit", "kg"))), Map.of()).statusCode())
                .as("the location is unblocked once the count is posted").isEqualTo(201);
    }

    private static int lineOf(JsonNode count, String lot) {
        for (JsonNode line : count.path("lines")) {
            if (line.path("lotId").asText().equals(lot)) {
                return line.path("lineNo").asInt();
            }
        }
        throw new AssertionError("no line of lot " + lot);
    }

    /** A POST by the warehouse clerk unless the headers name another acting user. */
    private static HttpResponse<String> post(ServiceProcess instance, String path, String body, Map<String, String> headers)
            throws Exception {
        Map<String, String> others = new HashMap<>(headers);
        String actingUser = others.remove("X-Acting-User");
        return pods.post(instance, path, body, actingUser == null ? flow.clerk : actingUser, others);
    }
}
