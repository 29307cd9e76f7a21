package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static com.pharmaerp.api.warehouse.MaterialsTestData.patch;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** /v1/materials over HTTP: every convention of modules.md on the first resource. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class MaterialsTest {

    @Test
    void createdMaterialIs201WithLocationEtagAndEveryField() {
        String code = MaterialsTestData.uniqueCode();
        Response created = MaterialsTestData.create(TestKeys.ACTIVE, code);

        assertThat(created.statusCode()).isEqualTo(201);
        String id = created.jsonPath().getString("id");
        assertThat(id).matches("mat_[0-9A-Za-z]{16}");
        assertThat(created.header("Location")).endsWith("/v1/materials/" + id);
        assertThat(created.header("ETag")).isEqualTo("\"1\"");
        assertThat(created.jsonPath().getString("code")).isEqualTo(code);
        assertThat(created.jsonPath().getString("baseUnit")).isEqualTo("kg");
        assertThat(created.jsonPath().getFloat("storage.minCelsius")).isEqualTo(15.0f);
        assertThat(created.jsonPath().getInt("version")).isEqualTo(1);
        assertThat(created.jsonPath().getString("createdAt")).endsWith("Z");

        Response read = withKey(TestKeys.ACTIVE).get("/v1/materials/" + id);
        assertThat(read.statusCode()).isEqualTo(200);
        assertThat(read.header("ETag")).isEqualTo("\"1\"");
        assertThat(read.jsonPath().getMap("$")).isEqualTo(created.jsonPath().getMap("$"));
    }

    @Test
    void invalidFieldsAre422WithEachFieldNamed() {
        Response response = asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of(
                "code", "bad code!", "name", "", "type", "liquid", "baseUnit", "kg", "shelfLifeDays", 0,
                "retestIntervalDays", 30, "storage", Map.of("minCelsius", 30, "maxCelsius", 2))).post("/v1/materials");

        assertProblem(response, 422, "validation_failed", "/v1/materials");
        assertThat(response.jsonPath().getList("errors.field", String.class))
                .contains("code", "name", "type", "shelfLifeDays", "storage.minCelsius")
                .doesNotContain("storage.ordered");
    }

    @Test
    void malformedJsonStays400() {
        assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/json").body("{\"code\":").post("/v1/materials"),
                400, "bad_request", "/v1/materials");
    }

    @Test
    void aFieldTheOperationDoesNotTakeIs422NamingItAndCreatesNothing() {
        String code = MaterialsTestData.uniqueCode();
        JsonPath refused = assertProblem(asAdmin(TestKeys.ACTIVE).contentType("application/json").body("{\"code\": \"" + code
                + "\", \"name\": \"Lactose\", \"type\": \"raw\", \"baseUnit\": \"kg\", \"shelfLifeDay\": 730, "
                + "\"retestIntervalDays\": 365, \"storage\": {\"minCelsius\": 15, \"maxCelsius\": 25}}")
                .post("/v1/materials"), 422, "validation_failed", "/v1/materials");

        assertThat(refused.getList("errors.field")).containsExactly("shelfLifeDay");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/materials?limit=200").jsonPath().getList("items.code")).doesNotContain(code);
    }

    @Test
    void duplicateCodeIs409() {
        String code = MaterialsTestData.uniqueCode();
        MaterialsTestData.create(TestKeys.ACTIVE, code).then().statusCode(201);

        assertProblem(MaterialsTestData.create(TestKeys.ACTIVE, code), 409, "material_code_taken", "/v1/materials");
        MaterialsTestData.create(TestKeys.ACME, code).then().statusCode(201); // codes are unique per tenant only
    }

    @Test
    void anotherTenantsMaterialIs404ForReadsAndWrites() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE, MaterialsTestData.uniqueCode()).jsonPath().getString("id");

        assertProblem(withKey(TestKeys.ACME).get("/v1/materials/" + id), 404, "not_found", "/v1/materials/" + id);
        assertProblem(patch(TestKeys.ACME, id, "\"1\"", Map.of("name", "stolen")), 404, "not_found", "/v1/materials/" + id);
        assertThat(withKey(TestKeys.ACME).get("/v1/materials?limit=200").jsonPath().getList("items.id")).doesNotContain(id);
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/materials/" + id).jsonPath().getString("name")).isEqualTo("Paracetamol");
    }

    @Test
    void unknownOrMalformedIdIs404() {
        assertProblem(withKey(TestKeys.ACTIVE).get("/v1/materials/mat_0000000000000000"), 404, "not_found",
                "/v1/materials/mat_0000000000000000");
        withKey(TestKeys.ACTIVE).get("/v1/materials/' or 1=1 --").then().statusCode(404);
    }

    @Test
    void patchMergesBumpsTheVersionAndNeedsTheCurrentEtag() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE, MaterialsTestData.uniqueCode()).jsonPath().getString("id");

        assertProblem(patch(TestKeys.ACTIVE, id, null, Map.of("name", "x")), 428, "precondition_required", "/v1/materials/" + id);
        Response changed = patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("name", "Paracetamol BP", "storage", Map.of("maxCelsius", 30), "reason", "stability study"));
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.header("ETag")).isEqualTo("\"2\"");
        assertThat(changed.jsonPath().getString("name")).isEqualTo("Paracetamol BP");
        assertThat(changed.jsonPath().getFloat("storage.minCelsius")).isEqualTo(15.0f);
        assertThat(changed.jsonPath().getFloat("storage.maxCelsius")).isEqualTo(30.0f);
        assertProblem(patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("name", "late")), 412, "precondition_failed", "/v1/materials/" + id);
    }

    @Test
    void aPatchWithoutIfMatchIs428NamingTheRecordsCurrentEtag() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE, MaterialsTestData.uniqueCode()).jsonPath().getString("id");
        patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("name", "Paracetamol BP")).then().statusCode(200);

        Response refused = patch(TestKeys.ACTIVE, id, null, Map.of("name", "x"));

        assertProblem(refused, 428, "precondition_required", "/v1/materials/" + id);
        assertThat(refused.jsonPath().getString("detail")).contains("If-Match: \"2\"");
    }

    @Test
    void patchOfAFieldThatCannotChangeIs422BeforeTheEtagIsChecked() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE, MaterialsTestData.uniqueCode()).jsonPath().getString("id");

        assertProblem(patch(TestKeys.ACTIVE, id, null, Map.of("version", 7)), 422, "validation_failed", "/v1/materials/" + id);
        assertProblem(patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("baseUnit", "g")), 422, "validation_failed", "/v1/materials/" + id);
        assertProblem(patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("shelfLifeDays", -1)), 422, "validation_failed", "/v1/materials/" + id);
    }

    @Test
    void concurrentPatchesWithTheSameEtagLetExactlyOneWin() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE, MaterialsTestData.uniqueCode()).jsonPath().getString("id");

        List<CompletableFuture<Integer>> racers = List.of("A", "B", "C", "D").stream()
                .map(name -> CompletableFuture.supplyAsync(() -> patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("name", name)).statusCode()))
                .toList();
        List<Integer> statuses = racers.stream().map(CompletableFuture::join).toList();

        assertThat(statuses).containsOnly(200, 412);
        assertThat(statuses).filteredOn(s -> s == 200).hasSize(1);
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/materials/" + id).jsonPath().getInt("version")).isEqualTo(2);
    }

    @Test
    void listPagesNewestFirstWithAnOpaqueCursor() {
        String tenantKey = TestKeys.ACME;
        List<String> ids = List.of(MaterialsTestData.uniqueCode(), MaterialsTestData.uniqueCode(), MaterialsTestData.uniqueCode()).stream()
                .map(code -> MaterialsTestData.create(tenantKey, code).jsonPath().getString("id")).toList();

        Response first = withKey(tenantKey).get("/v1/materials?limit=2");
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.jsonPath().getList("items.id", String.class)).containsExactly(ids.get(2), ids.get(1));
        String cursor = first.jsonPath().getString("nextCursor");
        assertThat(cursor).isNotBlank();
        Response second = withKey(tenantKey).queryParam("cursor", cursor).get("/v1/materials?limit=1");
        assertThat(second.jsonPath().getList("items.id", String.class)).containsExactly(ids.get(0));
    }

    @Test
    void aPageLargerThanTheFrameworksDefaultBufferComesInOneBodyWithItsContentLength() {
        String tenantKey = TestKeys.ACME;
        for (int i = 0; i < 30; i++) {
            assertThat(MaterialsTestData.create(tenantKey).statusCode()).isEqualTo(201);
        }

        Response page = withKey(tenantKey).get("/v1/materials?limit=100");

        byte[] body = page.asByteArray();
        assertThat(body.length).isGreaterThan(8192);
        assertThat(page.header("Content-Length")).isEqualTo(String.valueOf(body.length));
        assertThat(page.header("Transfer-Encoding")).isNull();
    }

    @Test
    void badCursorIs400AndLimitOutOfRangeIs422() {
        assertProblem(withKey(TestKeys.ACTIVE).get("/v1/materials?cursor=not-a-cursor"), 400, "invalid_cursor", "/v1/materials");
        assertProblem(withKey(TestKeys.ACTIVE).get("/v1/materials?limit=201"), 422, "validation_failed", "/v1/materials");
    }

    @Test
    void aRetriedCreateWithTheSameIdempotencyKeyReplaysTheFirstAnswerAndMakesNoSecondMaterial() {
        String key = UUID.randomUUID().toString();
        String code = MaterialsTestData.uniqueCode();
        Response first = asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(code)).post("/v1/materials");
        Response again = asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(code)).post("/v1/materials");

        assertThat(first.statusCode()).isEqualTo(201);
        assertThat(first.header("Idempotent-Replayed")).isNull();
        assertThat(again.statusCode()).isEqualTo(201);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(again.header("Location")).isEqualTo(first.header("Location"));
        assertThat(again.header("ETag")).isEqualTo("\"1\"");
        assertThat(again.jsonPath().getMap("$")).isEqualTo(first.jsonPath().getMap("$"));
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/materials?limit=200").jsonPath().getList("items.code", String.class))
                .containsOnlyOnce(code);
    }

    @Test
    void anIdempotencyKeyReusedForAnotherBodyIs422AndKeysAreSeparatePerTenant() {
        String key = UUID.randomUUID().toString();
        asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(MaterialsTestData.uniqueCode())).post("/v1/materials").then().statusCode(201);

        assertProblem(asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(MaterialsTestData.uniqueCode())).post("/v1/materials"), 422,
                "idempotency_key_reused", "/v1/materials");
        asAdmin(TestKeys.ACME).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(MaterialsTestData.uniqueCode())).post("/v1/materials").then().statusCode(201);
    }

    @Test
    void aFailedRequestReleasesItsIdempotencyKey() {
        String key = UUID.randomUUID().toString();
        String taken = MaterialsTestData.uniqueCode();
        MaterialsTestData.create(TestKeys.ACTIVE, taken).then().statusCode(201);

        assertProblem(asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(taken)).post("/v1/materials"), 409, "material_code_taken", "/v1/materials");
        asAdmin(TestKeys.ACTIVE).header("Idempotency-Key", key).contentType("application/json")
                .body(MaterialsTestData.body(MaterialsTestData.uniqueCode())).post("/v1/materials").then().statusCode(201);
    }

    @Test
    void readsNeedWarehouseReadScope() {
        assertProblem(withKey(TestKeys.NO_SCOPE).get("/v1/materials"), 403, "insufficient_scope", "/v1/materials");
    }


}
