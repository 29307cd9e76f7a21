package com.pharmaerp.api.procurement;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/goods-receipts: every line a new lot in quarantine, its receipt movement and its open inspection lot. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class GoodsReceiptsTest {

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    @Test
    void aReceiptMakesALotInQuarantineWithItsMovementAndInspectionLotAndCountsAgainstTheOrder() {
        String order = flow.approvedOrder("100");

        // more than ordered: refused whole
        assertProblem(flow.receive(flow.receiptBody(order, "100.5", flow.storeA)), 409, "over_receipt", "/v1/goods-receipts");

        Map<String, Object> grams = Map.of("purchaseOrderId", order, "deliveryNote", "DN-7", "lines", List.of(
                Map.of("lineNo", 1, "quantity", Map.of("value", "25000", "unit", "g"), "supplierLotNumber", "ACME-77",
                        "manufacturedOn", LocalDate.now().minusDays(3).toString(),
                        "expiresOn", LocalDate.now().plusDays(200).toString(), "locationId", flow.storeA)));
        Response created = flow.receive(grams);

        assertThat(created.statusCode()).isEqualTo(201);
        JsonPath gr = created.jsonPath();
        assertThat(gr.getString("number")).matches("GR-\\d{6}");
        assertThat(created.header("Location")).endsWith("/v1/goods-receipts/" + gr.getString("id"));
        assertThat(gr.getString("lines[0].quantity.value")).isEqualTo("25");
        assertThat(gr.getString("lines[0].quantity.unit")).isEqualTo("kg");
        String lot = gr.getString("lines[0].lotId");
        assertThat(gr.getString("lines[0].inspectionLotId")).startsWith("insp_");

        JsonPath lotRead = withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).jsonPath();
        assertThat(lotRead.getString("status")).isEqualTo("quarantine");
        assertThat(lotRead.getString("number")).matches("L-\\d{6}");
        assertThat(lotRead.getString("origin")).isEqualTo("receipt");
        assertThat(lotRead.getString("supplierLotNumber")).isEqualTo("ACME-77");
        assertThat(lotRead.getString("quantity.value")).isEqualTo("25");
        // retest = receipt date + 365 days, but never after expiry (200 days)
        assertThat(lotRead.getString("retestOn")).isEqualTo(LocalDate.now().plusDays(200).toString());

        JsonPath balances = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-balances").jsonPath();
        assertThat(balances.getList("items")).hasSize(1);
        assertThat(balances.getString("items[0].locationId")).isEqualTo(flow.storeA);
        assertThat(balances.getString("items[0].quantity.value")).isEqualTo("25");
        assertThat(balances.getString("items[0].lotStatus")).isEqualTo("quarantine");
        JsonPath movements = withKey(TestKeys.ACTIVE).queryParam("lotId", lot).get("/v1/stock-movements").jsonPath();
        assertThat(movements.getList("items.type")).containsExactly("receipt");
        assertThat(movements.getString("items[0].reference")).isEqualTo(gr.getString("id"));
        assertThat(movements.getString("items[0].userId")).isEqualTo(flow.clerk);

        JsonPath po = withKey(TestKeys.ACTIVE).get("/v1/purchase-orders/" + order).jsonPath();
        assertThat(po.getString("status")).isEqualTo("partially_received");
        assertThat(po.getString("lines[0].receivedQuantity.value")).isEqualTo("25");

        JsonPath events = withKey(TestKeys.ACTIVE).queryParam("entityId", gr.getString("id")).get("/v1/audit-events").jsonPath();
        assertThat(events.getList("items.action")).containsExactly("goods_receipt.created");
        List<String> lotEvents = withKey(TestKeys.ACTIVE).queryParam("entityId", lot).get("/v1/audit-events").jsonPath()
                .getList("items.action");
        assertThat(lotEvents).containsExactly("lot.created");
    }

    @Test
    void receivingTheRestMakesTheOrderReceivedAndNothingMoreIsAccepted() {
        String order = flow.approvedOrder("10");
        flow.receive(flow.receiptBody(order, "4", flow.storeA)).then().statusCode(201);
        flow.receive(flow.receiptBody(order, "6", flow.storeB)).then().statusCode(201);

        assertThat(withKey(TestKeys.ACTIVE).get("/v1/purchase-orders/" + order).jsonPath().getString("status"))
                .isEqualTo("received");
        assertProblem(flow.receive(flow.receiptBody(order, "1", flow.storeA)), 409, "invalid_transition", "/v1/goods-receipts");
    }

    @Test
    void aDraftOrderOrASuspendedSupplierIsRefusedAndNothingIsPosted() {
        String draft = flow.createOrder("10").then().statusCode(201).extract().path("id");
        assertProblem(flow.receive(flow.receiptBody(draft, "1", flow.storeA)), 409, "invalid_transition", "/v1/goods-receipts");

        String order = flow.approvedOrder("10");
        flow.as(flow.qa).header("If-Match", "\"2\"").body(Map.of("signature", flow.signature(flow.qa, "rejection")))
                .post("/v1/suppliers/" + flow.supplier + "/suspend").then().statusCode(200);
        assertProblem(flow.receive(flow.receiptBody(order, "1", flow.storeA)), 409, "supplier_not_approved",
                "/v1/goods-receipts");
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).get("/v1/lots").jsonPath()
                .getList("items")).isEmpty();
    }

    @Test
    void datesTheLocationAndTheRoleAreChecked() {
        String order = flow.approvedOrder("10");
        Map<String, Object> future = Map.of("purchaseOrderId", order, "deliveryNote", "DN", "lines", List.of(GmpFlow.receiptLine(
                "1", flow.storeA, LocalDate.now().plusDays(1), LocalDate.now().plusDays(100))));
        Response refused = flow.receive(future);
        assertProblem(refused, 422, "validation_failed", "/v1/goods-receipts");
        assertThat(refused.jsonPath().getList("errors.field")).containsExactly("lines[0].manufacturedOn");
        Map<String, Object> expired = Map.of("purchaseOrderId", order, "deliveryNote", "DN", "lines", List.of(GmpFlow.receiptLine(
                "1", flow.storeA, LocalDate.now().minusDays(100), LocalDate.now())));
        assertThat(flow.receive(expired).jsonPath().getList("errors.field")).containsExactly("lines[0].expiresOn");

        Response mismatch = flow.receive(flow.receiptBody(order, "1", flow.coldRoom));
        assertProblem(mismatch, 422, "storage_condition_mismatch", "/v1/goods-receipts");
        assertThat(mismatch.jsonPath().getList("errors.field")).containsExactly("lines[0].locationId");
        assertProblem(flow.as(flow.buyer).body(flow.receiptBody(order, "1", flow.storeA)).post("/v1/goods-receipts"), 403,
                "role_required", "/v1/goods-receipts");
        assertProblem(flow.receive(Map.of("purchaseOrderId", order, "deliveryNote", "DN", "lines", List.of(Map.of(
                "lineNo", 1, "quantity", Map.of("value", "1", "unit", "L"), "supplierLotNumber", "S", "manufacturedOn",
                "2020-01-01", "expiresOn", "2099-01-01", "locationId", flow.storeA)))), 422, "unit_mismatch", "/v1/goods-receipts");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/purchase-orders/" + order).jsonPath().getString("status"))
                .isEqualTo("approved");
    }

    @Test
    void aRetriedReceiptWithTheSameIdempotencyKeyMakesNoSecondLot() {
        String order = flow.approvedOrder("10");
        String key = UUID.randomUUID().toString();
        Response first = flow.as(flow.clerk).header("Idempotency-Key", key).body(flow.receiptBody(order, "5", flow.storeA))
                .post("/v1/goods-receipts");
        Response again = flow.as(flow.clerk).header("Idempotency-Key", key).body(flow.receiptBody(order, "5", flow.storeA))
                .post("/v1/goods-receipts");

        assertThat(first.statusCode()).isEqualTo(201);
        assertThat(again.statusCode()).isEqualTo(201);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(again.jsonPath().getString("id")).isEqualTo(first.jsonPath().getString("id"));
        assertThat(withKey(TestKeys.ACTIVE).queryParam("materialId", flow.material).get("/v1/lots").jsonPath()
                .getList("items")).hasSize(1);
    }
}
