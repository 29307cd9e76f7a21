package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.Api.withKey;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * Batches executed step by step, over HTTP: {@link ProductionFlow}'s tenant with a recipe whose master batch record
 * has one step of each kind, and a qualified, clean granulator to claim. The recipe's steps, in order: 10.1 an
 * instruction; 10.2 the granulator (verified by a second person); 10.3 the charge of the raw material; 20.1 the
 * impeller speed 100–200 rpm; 20.2 a hold of at most 120 min; 20.3 the tablet hardness 8–12 kN (in-process control,
 * signed by its performer).
 */
public final class BatchFlow {

    public final ProductionFlow production;
    public final GmpFlow gmp;
    public final String recipe;

    public BatchFlow(String key) {
        production = new ProductionFlow(key);
        gmp = production.gmp;
        recipe = approvedRecipeWithOperations();
    }

    /** The master batch record the recipe carries: one step of each kind. */
    public List<Map<String, Object>> operations() {
        return List.of(
                Map.of("no", 10, "name", "Granulation", "steps", List.of(
                        Map.of("no", 1, "kind", "instruction", "text", "Check the sieve is 1.0 mm"),
                        Map.of("no", 2, "kind", "equipment", "text", "Use a granulator", "equipmentKind", "granulator",
                                "verification", true),
                        Map.of("no", 3, "kind", "charge", "text", "Charge the API", "materialId", gmp.material))),
                Map.of("no", 20, "name", "Compression", "steps", List.of(
                        Map.of("no", 1, "kind", "parameter", "text", "Impeller speed", "name", "impeller speed", "unit", "rpm",
                                "min", "100", "max", "200"),
                        Map.of("no", 2, "kind", "hold", "text", "Rest the granulate", "maxMinutes", 120),
                        Map.of("no", 3, "kind", "in_process_control", "text", "Tablet hardness", "testCode", "HARD",
                                "unit", "kN", "min", "8", "max", "12", "signature", true))));
    }

    /** A recipe revision's body of 100 kg of the product from 80 kg of the raw material, with the operations given. */
    public Map<String, Object> recipeBody(List<Map<String, Object>> operations) {
        return recipeBody(production.product, operations);
    }

    private Map<String, Object> recipeBody(String product, List<Map<String, Object>> operations) {
        return Map.of("productMaterialId", product, "batchSize", Map.of("value", "100", "unit", "kg"),
                "components", List.of(Map.of("materialId", gmp.material, "quantity", Map.of("value", "80", "unit", "kg"))),
                "yieldLimits", Map.of("minPercent", 95, "maxPercent", 102), "operations", operations);
    }

    private String approvedRecipeWithOperations() {
        return approved(recipeBody(operations()));
    }

    /**
     * An approved recipe with the operations given, of a product of its own with an approved specification (so that
     * the flow's recipe stays the approved revision of its product); its id.
     */
    public String approvedRecipeOfItsOwn(List<Map<String, Object>> operations) {
        String product = gmp.material("finished");
        gmp.approvedSpecification(product);
        return approved(recipeBody(product, operations));
    }

    private String approved(Map<String, Object> body) {
        String id = Json.at(gmp.as(gmp.supervisor).body(body).post("/v1/recipes").then().statusCode(201).extract(), "id");
        gmp.as(gmp.qa).header("If-Match", "\"1\"").body(Map.of("signature", gmp.signature(gmp.qa, "approval")))
                .post("/v1/recipes/" + id + "/approve").then().statusCode(200);
        return id;
    }

    /** A qualified granulator in product contact, cleaned and the cleaning verified: usable; its id. */
    public String cleanGranulator() {
        String id = Json.at(gmp.as(gmp.supervisor).body(Map.of("code", "GRN-" + UUID.randomUUID().toString().substring(0, 8),
                "name", "High-shear granulator", "kind", "granulator", "locationId", gmp.storeA, "productContact", true,
                "instrument", false, "cleaning", Map.of("cleanHoldHours", 72, "dirtyHoldHours", 24))).post("/v1/equipment")
                .then().statusCode(201).extract(), "id");
        gmp.as(gmp.qa).header("If-Match", "\"1\"").body(Map.of("qualifiedUntil", LocalDate.now(ZoneOffset.UTC).plusYears(1)
                .toString(), "summary", "IQ/OQ/PQ passed", "signature", gmp.signature(gmp.qa, "approval")))
                .post("/v1/equipment/" + id + "/qualification").then().statusCode(200);
        String cleaning = Json.at(gmp.as(production.operator).body(Map.of("type", "major", "procedure", "SOP-CLN-012"))
                .post("/v1/equipment/" + id + "/cleanings").then().statusCode(201).extract(), "id");
        gmp.as(gmp.supervisor).header("If-Match", "\"" + equipmentVersion(id) + "\"").body(Map.of("signature",
                gmp.signature(gmp.supervisor, "verification"))).post("/v1/equipment/" + id + "/cleanings/" + cleaning + "/verify")
                .then().statusCode(200);
        return id;
    }

    public int equipmentVersion(String id) {
        return withKey(gmp.key).get("/v1/equipment/" + id).then().statusCode(200).extract().jsonPath().getInt("version");
    }

    /** A released order of 100 kg of the recipe with operations, with 80 kg of a new released lot in stock; its id. */
    public String releasedOrder() {
        production.releasedLot("80", LocalDate.now().plusDays(400));
        return production.releasedOrder(recipe, "100");
    }

    /** The line clearance of the order by the supervisor, on store B; the response. */
    public Response clearLine(String order) {
        return gmp.as(gmp.supervisor).header("If-Match", "\"" + production.read(order).getInt("version") + "\"")
                .body(Map.of("locationId", gmp.storeB, "checklist", List.of(Map.of("item", "Previous batch removed",
                        "confirmed", true), Map.of("item", "Line cleaned", "confirmed", true)), "signature",
                        gmp.signature(gmp.supervisor, "verification")))
                .post("/v1/production-orders/" + order + "/line-clearance");
    }

    /** {@link #releasedOrder()} with its line cleared; its id. */
    public String clearedOrder() {
        String order = releasedOrder();
        clearLine(order).then().statusCode(200);
        return order;
    }

    /** The operator's completion of a step with the body given; the response. */
    public Response complete(String order, String step, Map<String, Object> body) {
        return complete(production.operator, order, step, body);
    }

    public Response complete(String user, String order, String step, Map<String, Object> body) {
        return gmp.as(user).body(body).post("/v1/production-orders/" + order + "/steps/" + step + "/complete");
    }

    /** The second operator's verification of a step at its current version. */
    public Response verify(String order, String step) {
        return gmp.as(production.secondOperator).header("If-Match", "\"" + step(order, step).getInt("version") + "\"")
                .body(Map.of("signature", gmp.signature(production.secondOperator, "verification")))
                .post("/v1/production-orders/" + order + "/steps/" + step + "/verify");
    }

    /** The step as read now. */
    public JsonPath step(String order, String step) {
        return withKey(gmp.key).get("/v1/production-orders/" + order + "/steps").then().statusCode(200).extract().jsonPath()
                .setRootPath("items.find { it.id == '" + step + "' }");
    }

    /** 10.1 and the granulator claimed and verified: the order in progress, its charge step next. */
    public String orderAtTheCharge(String granulator) {
        String order = clearedOrder();
        complete(order, "10.1", Map.of()).then().statusCode(200);
        complete(order, "10.2", Map.of("equipmentId", granulator)).then().statusCode(200);
        verify(order, "10.2").then().statusCode(200);
        return order;
    }

    /** Every step of the order done within its limits and verified where asked, the 80 kg charge verified. */
    public String executedOrder(String granulator) {
        String order = orderAtTheCharge(granulator);
        String consumption = Json.at(production.consume(order, ProductionFlow.charge(gmp.material, "80")).then()
                .statusCode(201).extract(), "id");
        production.verify(order, consumption).then().statusCode(200);
        complete(order, "10.3", Map.of()).then().statusCode(200);
        complete(order, "20.1", Map.of("value", "150")).then().statusCode(200);
        complete(order, "20.2", Map.of()).then().statusCode(200);
        complete(order, "20.3", signed(Map.of("value", "10"))).then().statusCode(200);
        return order;
    }

    /** The body with the operator's signature, meaning responsibility. */
    public Map<String, Object> signed(Map<String, Object> body) {
        Map<String, Object> signed = new HashMap<>(body);
        signed.put("signature", gmp.signature(production.operator, "responsibility"));
        return signed;
    }

    /** {@link #executedOrder} completed with 100 kg; its id. */
    public String completedOrder(String granulator) {
        String order = executedOrder(granulator);
        production.complete(order, "100", null).then().statusCode(200);
        return order;
    }

    /** The exception report of the order as read now. */
    public JsonPath exceptions(String order) {
        return withKey(gmp.key).get("/v1/production-orders/" + order + "/exceptions").then().statusCode(200).extract()
                .jsonPath();
    }

    /** QA's review by exception with the hash given, at the order's current version. */
    public Response review(String order, String exceptionsSha256) {
        Map<String, Object> body = new HashMap<>(Map.of("signature", gmp.signature(gmp.qa, "review")));
        if (exceptionsSha256 != null) {
            body.put("exceptionsSha256", exceptionsSha256);
        }
        return gmp.as(gmp.qa).header("If-Match", "\"" + production.read(order).getInt("version") + "\"").body(body)
                .post("/v1/production-orders/" + order + "/review");
    }
}
