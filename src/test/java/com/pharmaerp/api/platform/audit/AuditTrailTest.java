package com.pharmaerp.api.platform.audit;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static com.pharmaerp.api.warehouse.MaterialsTestData.patch;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

/** Every change of a material leaves an event, in the same transaction, readable and verifiable. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class AuditTrailTest {

    private static JsonPath eventsOf(String key, String materialId) {
        return withKey(key).queryParam("entityType", "material").queryParam("entityId", materialId)
                .get("/v1/audit-events").then().statusCode(200).extract().jsonPath();
    }

    @Test
    void creatingAMaterialRecordsEveryFieldFromNothing() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        JsonPath events = eventsOf(TestKeys.ACTIVE, id);
        assertThat(events.getList("items.action")).containsExactly("material.created");
        assertThat(events.getString("items[0].keyId")).isEqualTo("key_Active0000000001");
        assertThat(events.getString("items[0].requestId")).isNotBlank();
        assertThat(events.getList("items[0].changes.field")).contains("code", "name", "shelfLifeDays", "storage");
        assertThat(events.getList("items[0].changes.from")).containsOnlyNulls();
        assertThat(events.getString("items[0].hash")).hasSize(64);
    }

    @Test
    void changingShelfLifeWithoutAReasonIs422AndChangesNothing() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        JsonPath problem = assertProblem(patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("shelfLifeDays", 900)), 422,
                "reason_required", "/v1/materials/" + id);
        assertThat(problem.getString("errors[0].field")).isEqualTo("reason");
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/materials/" + id).then().extract().jsonPath().getInt("version"))
                .isEqualTo(1);
        assertThat(eventsOf(TestKeys.ACTIVE, id).getList("items.action")).containsExactly("material.created");
    }

    @Test
    void aChangeWithItsReasonRecordsOldAndNewValues() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("shelfLifeDays", 900, "reason", "  stability data, report SR-12  "))
                .then().statusCode(200);

        JsonPath events = eventsOf(TestKeys.ACTIVE, id);
        assertThat(events.getList("items.action")).containsExactly("material.created", "material.updated");
        assertThat(events.getString("items[1].reason")).isEqualTo("stability data, report SR-12");
        assertThat(events.getList("items[1].changes")).singleElement()
                .isEqualTo(Map.of("field", "shelfLifeDays", "from", 730, "to", 900));
        assertThat(events.getLong("items[1].sequence")).isGreaterThan(events.getLong("items[0].sequence"));
        assertThat(events.getString("items[1].previousHash")).isNotBlank();
    }

    @Test
    void aPatchThatChangesNothingRecordsNothing() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        patch(TestKeys.ACTIVE, id, "\"1\"", Map.of("name", "Paracetamol")).then().statusCode(200);

        assertThat(eventsOf(TestKeys.ACTIVE, id).getList("items")).hasSize(1);
    }

    /** Events appended while the chain is read lie beyond the head the verification read first. */
    @Test
    void theChainVerifiesWhileEventsAreAppended() throws Exception {
        AtomicBoolean writing = new AtomicBoolean(true);
        CompletableFuture<Void> writes = CompletableFuture.runAsync(() -> {
            while (writing.get()) {
                MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201);
            }
        });
        try {
            for (int i = 0; i < 20; i++) {
                JsonPath verification = withKey(TestKeys.ACTIVE).get("/v1/audit-events/verification").then()
                        .statusCode(200).extract().jsonPath();
                assertThat(verification.getBoolean("valid")).as(verification.prettify()).isTrue();
            }
        } finally {
            writing.set(false);
            writes.get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void theChainVerifiesAndSequencesRunWithoutGaps() {
        MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201);

        JsonPath verification = withKey(TestKeys.ACTIVE).get("/v1/audit-events/verification").then().statusCode(200)
                .extract().jsonPath();
        assertThat(verification.getBoolean("valid")).isTrue();
        assertThat(verification.getLong("events")).isPositive();
        assertThat(verification.getString("brokenAt")).isNull();

        List<Long> sequences = withKey(TestKeys.ACTIVE).queryParam("limit", 200).get("/v1/audit-events").then()
                .extract().jsonPath().getList("items.sequence", Long.class);
        for (int i = 1; i < sequences.size(); i++) {
            assertThat(sequences.get(i)).isEqualTo(sequences.get(i - 1) + 1);
        }
    }

    @Test
    void anotherTenantSeesNoneOfTheseEvents() {
        String id = MaterialsTestData.create(TestKeys.ACTIVE).then().statusCode(201).extract().path("id");

        assertThat(eventsOf(TestKeys.ACME, id).getList("items")).isEmpty();
    }

    @Test
    void eventsCannotBeChangedOrDeletedOverHttp() {
        withKey(TestKeys.ACTIVE).contentType("application/json").body("{}").post("/v1/audit-events").then().statusCode(405);
        withKey(TestKeys.ACTIVE).delete("/v1/audit-events").then().statusCode(405);
    }

    @Test
    void readingNeedsAuditReadAndABadTimeIs422() {
        assertProblem(withKey(TestKeys.NO_SCOPE).get("/v1/audit-events"), 403, "insufficient_scope", "/v1/audit-events");
        assertProblem(withKey(TestKeys.ACTIVE).queryParam("from", "yesterday").get("/v1/audit-events"), 422,
                "validation_failed", "/v1/audit-events");
    }
}
