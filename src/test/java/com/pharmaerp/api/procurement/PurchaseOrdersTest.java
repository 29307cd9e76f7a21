package com.pharmaerp.api.procurement;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
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

/** /v1/purchase-orders: buyers write drafts, a supervisor who is not the author approves them with a signature. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class PurchaseOrdersTest {

    private GmpFlow flow;

    @BeforeEach
    void tenant() {
        flow = new GmpFlow(TestKeys.ACTIVE);
    }

    private Response approve(String order, String user, String ifMatch) {
        return flow.as(user).header("If-Match", ifMatch).body(Map.of("signature", flow.signature(user, "approval")))
                .post("/v1/purchase-orders/" + order + "/approve");
    }

    @Test
    void aBuyerCreatesADraftWithLinesInTheMaterialsBaseUnitAndANumber() {
        Response created = flow.as(flow.buyer).body(Map.of("supplierId", flow.supplier, "lines", List.of(Map.of("lineNo", 1,
                "materialId", flow.material, "quantity", Map.of("value", "2500", "unit", "g"), "dueDate", "2030-01-31"))))
                .post("/v1/purchase-orders");

        assertThat(created.statusCode()).isEqualTo(201);
        JsonPath order = created.jsonPath();
        assertThat(order.getString("number")).matches("PO-\\d{6}");
        assertThat(order.getString("status")).isEqualTo("draft");
        assertThat(order.getString("createdBy")).isEqualTo(flow.buyer);
        assertThat(order.getString("lines[0].quantity.value")).isEqualTo("2.5");
        assertThat(order.getString("lines[0].quantity.unit")).isEqualTo("kg");
        assertThat(order.getString("lines[0].receivedQuantity.value")).isEqualTo("0");
        assertThat(order.getString("lines[0].dueDate")).isEqualTo("2030-01-31");
        assertThat(created.header("ETag")).isEqualTo("\"1\"");
    }

    @Test
    void invalidLinesAre422NamingEachField() {
        Response refused = flow.as(flow.buyer).body(Map.of("supplierId", "sup_0000000000000000", "lines", List.of(
                Map.of("lineNo", 1, "materialId", "mat_0000000000000000", "quantity", Map.of("value", "1", "unit", "kg"),
                        "dueDate", "2030-01-31"),
                Map.of("lineNo", 1, "materialId", flow.material, "quantity", Map.of("value", "0", "unit", "kg"),
                        "dueDate", "2030-01-31")))).post("/v1/purchase-orders");

        assertProblem(refused, 422, "validation_failed", "/v1/purchase-orders");
        assertThat(refused.jsonPath().getList("errors.field")).containsExactlyInAnyOrder("lines[1].lineNo", "supplierId",
                "lines[0].materialId", "lines[1].quantity.value");
        assertProblem(flow.as(flow.buyer).body(Map.of("supplierId", flow.supplier, "lines", List.of(Map.of("lineNo", 1,
                "materialId", flow.material, "quantity", Map.of("value", "1", "unit", "mL"), "dueDate", "2030-01-31"))))
                .post("/v1/purchase-orders"), 422, "unit_mismatch", "/v1/purchase-orders");
        assertProblem(flow.as(flow.qa).body(flow.orderBody("1")).post("/v1/purchase-orders"), 403, "role_required",
                "/v1/purchase-orders");
    }

    @Test
    void aDraftIsPatchedAnApprovedOrderIsNot() {
        String order = flow.createOrder("10").then().statusCode(201).extract().path("id");
        Response patched = flow.as(flow.buyer).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("lines", List.of(Map.of("lineNo", 1, "materialId", flow.material, "quantity",
                        Map.of("value", "12", "unit", "kg"), "dueDate", LocalDate.now().plusDays(9).toString()))))
                .patch("/v1/purchase-orders/" + order);
        assertThat(patched.statusCode()).isEqualTo(200);
        assertThat(patched.jsonPath().getString("lines[0].quantity.value")).isEqualTo("12");
        assertThat(patched.header("ETag")).isEqualTo("\"2\"");

        approve(order, flow.supervisor, "\"2\"").then().statusCode(200);
        assertProblem(flow.as(flow.buyer).contentType("application/merge-patch+json").header("If-Match", "\"3\"")
                .body(Map.of("lines", List.of())).patch("/v1/purchase-orders/" + order), 422, "validation_failed",
                "/v1/purchase-orders/" + order);
        assertProblem(flow.as(flow.buyer).contentType("application/merge-patch+json").header("If-Match", "\"3\"")
                .body(Map.of("supplierId", flow.supplier)).patch("/v1/purchase-orders/" + order), 409, "invalid_transition",
                "/v1/purchase-orders/" + order);
        assertProblem(flow.as(flow.buyer).contentType("application/merge-patch+json").header("If-Match", "\"3\"")
                .body(Map.of("status", "draft")).patch("/v1/purchase-orders/" + order), 422, "validation_failed",
                "/v1/purchase-orders/" + order);
    }

    @Test
    void approvalIsSignedByASupervisorWhoDidNotCreateItAndTheSupplierMustBeApprovedForEveryMaterial() {
        String order = flow.createOrder("10").then().statusCode(201).extract().path("id");
        assertProblem(approve(order, flow.buyer, "\"1\""), 403, "role_required", "/v1/purchase-orders/" + order + "/approve");
        assertProblem(flow.as(flow.supervisor).header("If-Match", "\"1\"").body(Map.of("signature", Map.of()))
                .post("/v1/purchase-orders/po_0000000000000000/approve"), 404, "not_found",
                "/v1/purchase-orders/po_0000000000000000/approve");
        Response invalid = flow.as(flow.supervisor).header("If-Match", "\"1\"").body(Map.of("signature", Map.of()))
                .post("/v1/purchase-orders/" + order + "/approve");
        assertProblem(invalid, 422, "validation_failed", "/v1/purchase-orders/" + order + "/approve");
        assertThat(invalid.jsonPath().getList("errors.field")).contains("signature.username", "signature.reason");
        assertProblem(approve(order, flow.supervisor, "\"9\""), 412, "precondition_failed",
                "/v1/purchase-orders/" + order + "/approve");

        String otherMaterial = flow.as(flow.supervisor).body(Map.of("code", "OTHER-" + order.substring(3, 11), "name", "x",
                "type", "raw", "baseUnit", "kg", "shelfLifeDays", 10, "retestIntervalDays", 10,
                "storage", Map.of("minCelsius", 15, "maxCelsius", 25))).post("/v1/materials").then().statusCode(201)
                .extract().path("id");
        String unapproved = flow.as(flow.supervisor).body(Map.of("supplierId", flow.supplier, "lines", List.of(Map.of(
                "lineNo", 1, "materialId", otherMaterial, "quantity", Map.of("value", "1", "unit", "kg"), "dueDate",
                "2030-01-01")))).post("/v1/purchase-orders").then().statusCode(403).extract().path("code");
        assertThat(unapproved).isEqualTo("role_required");
        String byBuyer = flow.as(flow.buyer).body(Map.of("supplierId", flow.supplier, "lines", List.of(Map.of(
                "lineNo", 1, "materialId", otherMaterial, "quantity", Map.of("value", "1", "unit", "kg"), "dueDate",
                "2030-01-01")))).post("/v1/purchase-orders").then().statusCode(201).extract().path("id");
        assertProblem(approve(byBuyer, flow.supervisor, "\"1\""), 409, "supplier_not_approved",
                "/v1/purchase-orders/" + byBuyer + "/approve");

        Response approved = approve(order, flow.supervisor, "\"1\"");
        assertThat(approved.statusCode()).isEqualTo(200);
        assertThat(approved.jsonPath().getString("status")).isEqualTo("approved");
        assertThat(approved.jsonPath().getString("approval.userId")).isEqualTo(flow.supervisor);
        assertThat(approved.jsonPath().getString("approval.meaning")).isEqualTo("approval");
        assertThat(approved.jsonPath().getInt("approval.version")).isEqualTo(1);
        assertProblem(approve(order, flow.supervisor, "\"2\""), 409, "invalid_transition",
                "/v1/purchase-orders/" + order + "/approve");
    }

    @Test
    void theAuthorMayNotApproveTheirOwnOrder() {
        String both = flow.person("buyer", "supervisor");
        String order = flow.as(both).body(flow.orderBody("1")).post("/v1/purchase-orders").then().statusCode(201)
                .extract().path("id");

        assertProblem(approve(order, both, "\"1\""), 403, "segregation_of_duties", "/v1/purchase-orders/" + order + "/approve");
    }

    @Test
    void cancelWhileNothingIsReceivedCloseNeedsAReasonWhenShort() {
        String draft = flow.createOrder("10").then().statusCode(201).extract().path("id");
        Response cancelled = flow.as(flow.buyer).body(Map.of("reason", "duplicate")).post("/v1/purchase-orders/" + draft + "/cancel");
        assertThat(cancelled.jsonPath().getString("status")).isEqualTo("cancelled");
        assertThat(cancelled.jsonPath().getString("closingReason")).isEqualTo("duplicate");
        assertProblem(flow.as(flow.buyer).body(Map.of()).post("/v1/purchase-orders/" + draft + "/close"), 409,
                "invalid_transition", "/v1/purchase-orders/" + draft + "/close");

        String order = flow.approvedOrder("10");
        flow.receive(flow.receiptBody(order, "4", flow.storeA)).then().statusCode(201);
        assertProblem(flow.as(flow.buyer).body(Map.of()).post("/v1/purchase-orders/" + order + "/cancel"), 409,
                "invalid_transition", "/v1/purchase-orders/" + order + "/cancel");
        assertProblem(flow.as(flow.buyer).body(Map.of()).post("/v1/purchase-orders/" + order + "/close"), 422,
                "reason_required", "/v1/purchase-orders/" + order + "/close");
        Response closed = flow.as(flow.buyer).body(Map.of("reason", "supplier cannot deliver the rest"))
                .post("/v1/purchase-orders/" + order + "/close");
        assertThat(closed.jsonPath().getString("status")).isEqualTo("closed");

        List<String> actions = withKey(TestKeys.ACTIVE).queryParam("entityId", order).get("/v1/audit-events").jsonPath()
                .getList("items.action");
        assertThat(actions).containsExactly("purchase_order.created", "purchase_order.approved", "purchase_order.received",
                "purchase_order.closed");
    }

    @Test
    void listsFilterByStatusAndSupplierAndAnotherTenantSeesNothing() {
        String draft = flow.createOrder("1").then().statusCode(201).extract().path("id");
        String approved = flow.approvedOrder("1");

        List<String> drafts = withKey(TestKeys.ACTIVE).queryParam("supplierId", flow.supplier).queryParam("status", "draft")
                .get("/v1/purchase-orders").jsonPath().getList("items.id");
        assertThat(drafts).containsExactly(draft);
        assertThat(withKey(TestKeys.ACTIVE).queryParam("supplierId", flow.supplier).get("/v1/purchase-orders").jsonPath()
                .getList("items.id")).containsExactly(approved, draft);
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("status", "open").get("/v1/purchase-orders"), 422,
                "validation_failed", "/v1/purchase-orders");
        assertProblem(withKey(TestKeys.ACME).get("/v1/purchase-orders/" + draft), 404, "not_found",
                "/v1/purchase-orders/" + draft);
    }
}
