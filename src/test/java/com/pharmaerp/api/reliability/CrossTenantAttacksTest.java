package com.pharmaerp.api.reliability;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/**
 * Every operation of the committed OpenAPI document on a record ({@code …/{id}…}), tried by another
 * tenant on the first tenant's ids, by the owner with ids of another type or with SQL and path
 * fragments: always 404, and nothing of the first tenant changes. Every list refuses a tampered
 * cursor. Driven by the document, so a new operation is attacked as soon as it is documented.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CrossTenantAttacksTest {

    private static final Path DOCUMENT = Path.of("docs/openapi.json");
    private static final List<String> METHODS = List.of("get", "post", "put", "patch", "delete");
    private static final List<String> HOSTILE_IDS = List.of("mat_' OR '1'='1", "lot_0000000000000000; DROP TABLE lots",
            "..%2F..%2Fusers", "usr_%00", "x".repeat(300));

    /** The first tenant's records, one per collection, made once for the class. */
    private static Map<String, String> victimIds;
    /** The victim's inspection result, for paths with {resultId}. */
    private static String victimResult;
    /** The victim's consumption, for paths with {consumptionId}. */
    private static String victimConsumption;
    /** The victim's CAPA action, for paths with {actionId}. */
    private static String victimAction;
    /** The victim's equipment cleaning and calibration, for paths with {cleaningId} and {calibrationId}. */
    private static String victimCleaning;
    private static String victimCalibration;

    @BeforeEach
    void victim() {
        if (victimIds != null) {
            return;
        }
        GmpFlow victim = new GmpFlow(TestKeys.ACTIVE);
        victimIds = victim.oneOfEach();
        victimResult = victim.result;
        victimConsumption = victim.consumption;
        victimAction = victim.capaAction;
        victimCleaning = victim.cleaning;
        victimCalibration = victim.calibration;
    }

    @Test
    void anotherTenantGets404OnEveryOperationOnTheFirstTenantsRecordsAndChangesNothing() throws IOException {
        Map<String, JsonNode> before = readAll(TestKeys.ACTIVE);
        long eventsBefore = withKey(TestKeys.ACTIVE).get("/v1/audit-events/verification").jsonPath().getLong("events");
        String attacker = TestUsers.adminOf(TestKeys.ACME);

        List<String> tried = new ArrayList<>();
        for (Operation operation : recordOperations()) {
            String path = operation.path(victimIds.get(operation.collection()));
            Response answer = send(withKey(TestKeys.ACME).header("X-Acting-User", attacker), operation, path);
            assertThat(answer.statusCode()).as(operation + " by another tenant: " + answer.asString()).isEqualTo(404);
            assertThat(answer.jsonPath().getString("code")).as(operation.toString()).isEqualTo("not_found");
            tried.add(operation.toString());
        }

        assertThat(tried).as("operations on records in the document").hasSizeGreaterThanOrEqualTo(20);
        assertThat(readAll(TestKeys.ACTIVE)).as("the first tenant's records").isEqualTo(before);
        assertThat(withKey(TestKeys.ACTIVE).get("/v1/audit-events/verification").jsonPath().getLong("events"))
                .as("no audit event was written for the first tenant").isEqualTo(eventsBefore);
    }

    @Test
    void idsOfAnotherTypeAndHostileIdsAre404EvenForTheOwner() throws IOException {
        String admin = TestUsers.adminOf(TestKeys.ACTIVE);
        for (Operation operation : recordOperations()) {
            String wrongType = victimIds.entrySet().stream().filter(e -> !e.getKey().equals(operation.collection()))
                    .findFirst().orElseThrow().getValue();
            List<String> ids = new ArrayList<>(HOSTILE_IDS);
            ids.add(wrongType);
            for (String id : ids) {
                Response answer = send(withKey(TestKeys.ACTIVE).header("X-Acting-User", admin),
                        operation, operation.path(id));
                assertThat(answer.statusCode()).as(operation + " with id " + id + ": " + answer.asString()).isEqualTo(404);
                assertThat(answer.contentType()).as(operation + " with id " + id).startsWith("application/problem+json");
            }
        }
    }

    @Test
    void everyListRefusesATamperedCursor() throws IOException {
        String genuine = withKey(TestKeys.ACTIVE).queryParam("limit", 1).get("/v1/users").path("nextCursor");
        assertThat(genuine).isNotNull();
        List<String> tampered = List.of("not a cursor", genuine.substring(0, genuine.length() - 3) + "!!!",
                "MjAyNi0wMS0wMVQwMDowMDowMFo", genuine + genuine);
        List<String> lists = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = document().path("paths").fields(); paths.hasNext();) {
            Map.Entry<String, JsonNode> path = paths.next();
            JsonNode get = path.getValue().path("get");
            if (!path.getKey().contains("{") && get.path("parameters").toString().contains("\"cursor\"")) {
                lists.add("/v1" + path.getKey());
            }
        }
        assertThat(lists).as("lists in the document").hasSizeGreaterThanOrEqualTo(9);
        for (String list : lists) {
            for (String cursor : tampered) {
                Response answer = withKey(TestKeys.ACTIVE).queryParam("cursor", cursor).get(list);
                assertThat(answer.statusCode()).as(list + " with cursor " + cursor + ": " + answer.asString()).isEqualTo(400);
                assertThat(answer.jsonPath().getString("code")).isEqualTo("invalid_cursor");
            }
        }
    }

    /** An operation of the document on one record: its method, path template and collection. */
    private record Operation(String method, String template, boolean body) {

        String collection() {
            return GmpFlow.collectionOf(template);
        }

        String path(String id) {
            return "/v1" + template.replace("{id}", id).replace("{resultId}", victimResult)
                    .replace("{consumptionId}", victimConsumption).replace("{actionId}", victimAction)
                    .replace("{cleaningId}", victimCleaning).replace("{calibrationId}", victimCalibration)
                    .replace("{stepId}", GmpFlow.STEP);
        }

        @Override
        public String toString() {
            return method.toUpperCase() + " " + template;
        }
    }

    private static List<Operation> recordOperations() throws IOException {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = document().path("paths").fields(); paths.hasNext();) {
            Map.Entry<String, JsonNode> path = paths.next();
            if (!path.getKey().contains("{id}")) {
                continue;
            }
            for (String method : METHODS) {
                JsonNode operation = path.getValue().path(method);
                if (!operation.isMissingNode()) {
                    operations.add(new Operation(method, path.getKey(), operation.has("requestBody")));
                }
            }
        }
        Set<String> collections = victimIds.keySet();
        assertThat(operations).as("every collection with records has a victim id: add one when the document grows")
                .allSatisfy(operation -> assertThat(collections).contains(operation.collection()));
        return operations;
    }

    private static Response send(RequestSpecification request, Operation operation, String path) {
        if (operation.body()) {
            request = request.contentType(operation.method().equals("patch") ? "application/merge-patch+json"
                    : "application/json").body("{}");
        }
        return request.header("If-Match", "\"1\"").request(operation.method().toUpperCase(), path);
    }

    /** Every record of the victim as its owner reads it. */
    private static Map<String, JsonNode> readAll(String key) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Map<String, JsonNode> records = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : victimIds.entrySet()) {
            records.put(entry.getKey(), json.readTree(withKey(key).get("/v1/" + entry.getKey() + "/" + entry.getValue())
                    .then().statusCode(200).extract().asString()));
        }
        return records;
    }

    private static JsonNode document() throws IOException {
        return new ObjectMapper().readTree(Files.readString(DOCUMENT));
    }
}
