package com.pharmaerp.api.reliability;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.Json;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.ProblemCodes;
import com.pharmaerp.api.testsupport.SchemaBodies;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/**
 * Seeded fuzzing of every documented write (POST, PATCH, PUT with a body): a plausible body made
 * from the operation's schema, one field at a time given a hostile value (wrong type, null, a
 * 100-digit decimal, negative and zero amounts, unknown units, impossible dates, huge strings and
 * arrays, Unicode), removed, or joined by an unknown one. Properties: never a 5xx; every refusal a
 * problem with a declared code; afterwards the ledger equals the balances and the audit chain is
 * whole (no half-written change). Replay with {@code -Dfuzz.seed=…}; size with {@code -Dfuzz.bodies}.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class BodyFuzzTest {

    private static final int PER_OPERATION = Integer.getInteger("fuzz.bodies", 40);
    private static final List<String> WRITES = List.of("post", "patch", "put");
    private static final Set<String> CODES = ProblemCodes.declared().stream().map(ProblemType::code)
            .collect(Collectors.toSet());

    @Test
    void fuzzedBodiesOfEveryWriteAreRefusedWithAKnownCodeNeverA5xxAndLeaveNoHalfWrite() throws Exception {
        long seed = Long.getLong("fuzz.seed", System.nanoTime());
        Random random = new Random(seed);
        JsonNode document = new ObjectMapper().readTree(Files.readString(Path.of("docs/openapi.json")));
        GmpFlow flow = new GmpFlow(TestKeys.FUZZ);
        Map<String, String> records = flow.oneOfEach();
        String everyone = flow.person("admin", "supervisor", "buyer", "qa", "warehouse_clerk", "qc_analyst", "qp", "operator");
        Map<String, String> ids = new HashMap<>(Map.of("materialId", flow.material, "supplierId", flow.supplier,
                "purchaseOrderId", records.get("purchase-orders"), "lotId", records.get("lots"), "locationId", flow.storeA,
                "fromLocationId", flow.storeA, "toLocationId", flow.storeB, "recipeId", records.get("recipes"), "customerId",
                records.get("customers")));
        SchemaBodies bodies = new SchemaBodies(document, ids, Map.of("username", flow.username(everyone)));

        Map<String, Integer> outcomes = new TreeMap<>();
        int operations = 0;
        try {
            for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext();) {
                Map.Entry<String, JsonNode> path = paths.next();
                String collection = GmpFlow.collectionOf(path.getKey());
                String target = "/v1" + path.getKey().replace("{id}", records.getOrDefault(collection, "none"))
                        .replace("{resultId}", flow.result).replace("{consumptionId}", flow.consumption)
                        .replace("{actionId}", flow.capaAction).replace("{cleaningId}", flow.cleaning)
                        .replace("{calibrationId}", flow.calibration).replace("{stepId}", GmpFlow.STEP);
                for (String method : WRITES) {
                    JsonNode content = path.getValue().path(method).path("requestBody").path("content");
                    if (content.isMissingNode()) {
                        continue;
                    }
                    operations++;
                    String mediaType = content.fieldNames().next();
                    JsonNode base = bodies.example(content.get(mediaType).path("schema"));
                    for (int i = 0; i < PER_OPERATION; i++) {
                        SchemaBodies.Mutated mutated = SchemaBodies.mutate(base, random);
                        Response answer = flow.as(everyone).contentType(mediaType).header("If-Match", "\"1\"")
                                .body(mutated.body().toString()).request(method.toUpperCase(), target);
                        String where = method.toUpperCase() + " " + path.getKey() + " with " + mutated.change() + " (seed "
                                + seed + ")";
                        outcomes.merge(answer.statusCode() + " " + check(answer, where), 1, Integer::sum);
                    }
                }
            }
        } finally {
            withKey(TestKeys.FUZZ).header("X-Acting-User", everyone).delete("/v1/sandbox/clock");
        }

        assertThat(operations).as("documented writes").isGreaterThanOrEqualTo(20);
        assertThat(withKey(TestKeys.FUZZ).get("/v1/audit-events/verification").jsonPath().getBoolean("valid"))
                .as("the fuzzed tenant's audit chain").isTrue();
        try (Connection owner = TestDatabase.connectAsOwner()) {
            assertThat(LedgerCheck.mismatches(owner)).as("balances that differ from the ledger").isZero();
            assertThat(LedgerCheck.negativeBalances(owner)).isZero();
        }
        System.out.println("body fuzzing, seed " + seed + ", " + operations + " operations x " + PER_OPERATION + ": " + outcomes);
    }

    @Test
    void everyListFilterWithHostileValuesIsAnsweredWithoutA5xx() throws Exception {
        JsonNode document = new ObjectMapper().readTree(Files.readString(Path.of("docs/openapi.json")));
        int sent = 0;
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext();) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (JsonNode parameter : path.getValue().path("get").path("parameters")) {
                if (!"query".equals(parameter.path("in").asText())) {
                    continue;
                }
                for (String value : List.of("\u0000", "x\u0000y", "' OR '1'='1", "%", "-1", "9".repeat(30), "𝔘")) {
                    Response answer = withKey(TestKeys.FUZZ).queryParam(parameter.path("name").asText(), value)
                            .get("/v1" + path.getKey().replace("{id}", "none"));
                    check(answer, "GET " + path.getKey() + "?" + parameter.path("name").asText() + "=" + value);
                    sent++;
                }
            }
        }
        assertThat(sent).as("hostile filter values sent").isGreaterThanOrEqualTo(100);
    }

    /**
     * Fails on a 5xx or a refusal that is not a problem with a declared code; returns a refusal's code, null for an
     * answer that was accepted. {@link Json} reads it: REST Assured's path evaluation compiles a Groovy script per
     * call, which at thousands of answers was most of this test's time.
     */
    private static String check(Response answer, String where) {
        if (answer.statusCode() >= 500) {
            fail(answer.statusCode() + " for " + where + ": " + answer.asString());
        }
        if (answer.statusCode() < 400) {
            return null;
        }
        assertThat(answer.contentType()).as(where).startsWith("application/problem+json");
        String code = Json.at(answer, "code");
        assertThat(CODES).as("code of " + where).contains(code);
        return code;
    }
}
