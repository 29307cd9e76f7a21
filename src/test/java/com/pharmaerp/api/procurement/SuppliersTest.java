package com.pharmaerp.api.procurement;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.ActingUserFilter;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/** /v1/suppliers: a buyer keeps the data, QA approves and suspends with a signature. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class SuppliersTest {

    private String buyer;
    private String qa;
    private String qaName;

    @BeforeEach
    void people() {
        buyer = TestUsers.create(TestKeys.ACTIVE, "b." + UUID.randomUUID().toString().substring(0, 8), List.of("buyer"));
        qaName = "q." + UUID.randomUUID().toString().substring(0, 8);
        qa = TestUsers.create(TestKeys.ACTIVE, qaName, List.of("qa"));
    }

    private static RequestSpecification as(String user) {
        return withKey(TestKeys.ACTIVE).header(ActingUserFilter.HEADER, user).contentType("application/json");
    }

    private String createSupplier() {
        return as(buyer).body(Map.of("code", "SUP-" + UUID.randomUUID().toString().substring(0, 8), "name", "Acme Chemicals"))
                .post("/v1/suppliers").then().statusCode(201).extract().path("id");
    }

    private Map<String, Object> signature(String meaning) {
        return Map.of("username", qaName, "password", TestUsers.PASSWORD, "meaning", meaning, "reason", "Supplier audit passed");
    }

    private Response approve(String id, String ifMatch, List<String> materialIds) {
        return as(qa).header("If-Match", ifMatch).body(Map.of("materialIds", materialIds, "signature", signature("approval")))
                .post("/v1/suppliers/" + id + "/approve");
    }

    @Test
    void aBuyerCreatesAPendingSupplierAndOthersMayNot() {
        Response created = as(buyer).body(Map.of("code", "SUP-" + UUID.randomUUID().toString().substring(0, 8), "name",
                "Acme Chemicals")).post("/v1/suppliers");
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.jsonPath().getString("status")).isEqualTo("pending");
        assertThat(created.jsonPath().getList("approvedMaterialIds")).isEmpty();
        assertThat(created.jsonPath().getString("approval")).isNull();

        assertProblem(as(qa).body(Map.of("code", "SUP-X", "name", "x")).post("/v1/suppliers"), 403, "role_required",
                "/v1/suppliers");
    }

    @Test
    void qaApprovesForMaterialsWithASignatureShownOnTheSupplierAndAudited() {
        String id = createSupplier();
        String material = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        Response approved = approve(id, "\"1\"", List.of(material));

        assertThat(approved.statusCode()).isEqualTo(200);
        JsonPath supplier = approved.jsonPath();
        assertThat(supplier.getString("status")).isEqualTo("approved");
        assertThat(supplier.getList("approvedMaterialIds")).containsExactly(material);
        assertThat(supplier.getString("approval.userId")).isEqualTo(qa);
        assertThat(supplier.getString("approval.meaning")).isEqualTo("approval");
        assertThat(supplier.getInt("approval.version")).isEqualTo(1);
        JsonPath events = withKey(TestKeys.ACTIVE).queryParam("entityId", id).get("/v1/audit-events").jsonPath();
        assertThat(events.getList("items.action")).containsExactly("supplier.created", "supplier.approved");
        assertThat(events.getString("items[1].reason")).isEqualTo("Supplier audit passed");
        assertThat(events.getList("items[1].changes.field")).contains("status", "approvedMaterialIds", "approval");
    }

    @Test
    void suspendingNeedsAnApprovedSupplierAndTheMeaningRejection() {
        String id = createSupplier();
        assertProblem(as(qa).header("If-Match", "\"1\"").body(Map.of("signature", signature("rejection")))
                .post("/v1/suppliers/" + id + "/suspend"), 409, "invalid_transition", "/v1/suppliers/" + id + "/suspend");

        String material = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");
        approve(id, "\"1\"", List.of(material)).then().statusCode(200);
        assertProblem(as(qa).header("If-Match", "\"2\"").body(Map.of("signature", signature("approval")))
                .post("/v1/suppliers/" + id + "/suspend"), 422, "validation_failed", "/v1/suppliers/" + id + "/suspend");
        Response suspended = as(qa).header("If-Match", "\"2\"").body(Map.of("signature", signature("rejection")))
                .post("/v1/suppliers/" + id + "/suspend");
        assertThat(suspended.statusCode()).isEqualTo(200);
        assertThat(suspended.jsonPath().getString("status")).isEqualTo("suspended");
        assertThat(suspended.jsonPath().getString("suspension.meaning")).isEqualTo("rejection");
    }

    @Test
    void approvalNeedsQaTheCurrentVersionAndKnownMaterials() {
        String id = createSupplier();
        String material = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        assertProblem(as(buyer).header("If-Match", "\"1\"").body(Map.of("materialIds", List.of(material), "signature",
                signature("approval"))).post("/v1/suppliers/" + id + "/approve"), 403, "role_required",
                "/v1/suppliers/" + id + "/approve");
        assertProblem(approve(id, "\"7\"", List.of(material)), 412, "precondition_failed", "/v1/suppliers/" + id + "/approve");
        assertProblem(approve(id, "\"1\"", List.of("mat_0000000000000000")), 422, "validation_failed",
                "/v1/suppliers/" + id + "/approve");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/suppliers/" + id).jsonPath().getString("status")).isEqualTo("pending");
    }

    @Test
    void theStatusIsNeverPatchedAndAnotherTenantsSupplierIs404() {
        String id = createSupplier();

        assertProblem(as(buyer).contentType("application/merge-patch+json").header("If-Match", "\"1\"")
                .body(Map.of("status", "approved")).patch("/v1/suppliers/" + id), 422, "validation_failed", "/v1/suppliers/" + id);
        as(buyer).contentType("application/merge-patch+json").header("If-Match", "\"1\"").body(Map.of("name", "Acme Ltd"))
                .patch("/v1/suppliers/" + id).then().statusCode(200).header("ETag", "\"2\"");
        assertProblem(withKey(TestKeys.ACME).get("/v1/suppliers/" + id), 404, "not_found", "/v1/suppliers/" + id);
    }
}
