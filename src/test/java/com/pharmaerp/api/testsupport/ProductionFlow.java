package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.Api.withKey;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.restassured.response.Response;

/**
 * A tenant ready to make batches, over HTTP: the people and materials of {@link GmpFlow}; two
 * operators and a QP; a finished product with an approved specification; an approved recipe of
 * 100 kg from 80 kg of the raw material, yield 95–102 %.
 */
public final class ProductionFlow {

    public final GmpFlow gmp;
    public final String operator;
    public final String secondOperator;
    public final String qp;
    public final String product;
    public final String recipe;

    public ProductionFlow(String key) {
        gmp = new GmpFlow(key);
        operator = gmp.person("operator");
        secondOperator = gmp.person("operator");
        qp = gmp.person("qp");
        product = gmp.material("finished");
        gmp.approvedSpecification(product);
        recipe = gmp.approvedRecipe(product, gmp.material, "80");
    }

    /** A released lot of the raw material: so many kg received into store A expiring on the day, tested and released. */
    public String releasedLot(String kilograms, LocalDate expiresOn) {
        String lot = Json.at(gmp.receive(Map.of("purchaseOrderId", gmp.approvedOrder(kilograms), "deliveryNote", "DN", "lines",
                List.of(GmpFlow.receiptLine(kilograms, gmp.storeA, LocalDate.now().minusDays(5), expiresOn))))
                .then().statusCode(201).extract(), "lines[0].lotId");
        String inspection = gmp.inspectionLotOf(lot);
        gmp.passingResults(inspection);
        gmp.decide(inspection, "accept").then().statusCode(200);
        return lot;
    }

    /** A planned order of so many kg of the recipe's product; its id. */
    public String plannedOrder(String recipeId, String kilograms) {
        return Json.at(gmp.as(gmp.supervisor).body(Map.of("recipeId", recipeId, "plannedQuantity", Map.of("value", kilograms,
                "unit", "kg"))).post("/v1/production-orders").then().statusCode(201).extract(), "id");
    }

    /** A released order of so many kg of the recipe's product; its id. */
    public String releasedOrder(String recipeId, String kilograms) {
        String order = plannedOrder(recipeId, kilograms);
        gmp.as(gmp.supervisor).post("/v1/production-orders/" + order + "/release").then().statusCode(200);
        return order;
    }

    /** A charge by the operator; the response. */
    public Response consume(String order, Map<String, Object> body) {
        return gmp.as(operator).body(body).post("/v1/production-orders/" + order + "/consumptions");
    }

    /** The second operator's verification of a charge at its version 1. */
    public Response verify(String order, String consumption) {
        return gmp.as(secondOperator).header("If-Match", "\"1\"").body(Map.of("signature",
                gmp.signature(secondOperator, "verification")))
                .post("/v1/production-orders/" + order + "/consumptions/" + consumption + "/verify");
    }

    /** A released order of 100 kg and the operator's charge of so many kg of the raw material into it. */
    public record Charged(String order, String consumption) {
    }

    /**
     * A released order of 100 kg with one charge by the operator of 80 kg from a new released lot of
     * the raw material, not yet verified.
     */
    public Charged chargedOrder() {
        releasedLot("80", LocalDate.now().plusDays(400));
        String order = releasedOrder(recipe, "100");
        String consumption = Json.at(consume(order, charge(gmp.material, "80")).then().statusCode(201).extract(), "id");
        return new Charged(order, consumption);
    }

    /** A released order of 100 kg with its 80 kg charge verified by the second operator: in progress, ready to complete. */
    public String verifiedOrder() {
        Charged charged = chargedOrder();
        verify(charged.order(), charged.consumption()).then().statusCode(200);
        return charged.order();
    }

    /**
     * A completed batch of 100 kg (yield 100 %) from 80 kg of a new released lot of the raw material,
     * charged by the operator and verified by the second operator; the order's id.
     */
    public String completedBatch() {
        String order = verifiedOrder();
        complete(order, "100", null).then().statusCode(200);
        return order;
    }

    /** {@link #completedBatch()} reviewed by QA; the order's id. */
    public String reviewedBatch() {
        String order = completedBatch();
        signed(gmp.qa, order, "review", "review", Map.of()).then().statusCode(200);
        return order;
    }

    /** A charge of so many kg of a material, first expiry first out. */
    public static Map<String, Object> charge(String material, String kilograms) {
        return Map.of("materialId", material, "quantity", Map.of("value", kilograms, "unit", "kg"));
    }

    /** The supervisor's completion of the order with so many kg into store B; the deviation null for none. */
    public Response complete(String order, String kilograms, String deviation) {
        Map<String, Object> body = new HashMap<>(Map.of("actualQuantity", Map.of("value", kilograms, "unit", "kg"),
                "locationId", gmp.storeB));
        if (deviation != null) {
            body.put("deviationId", deviation);
        }
        return gmp.as(gmp.supervisor).body(body).post("/v1/production-orders/" + order + "/complete");
    }

    /** An open deviation the supervisor reports against the order; its id. */
    public String deviation(String order) {
        return Json.at(gmp.as(gmp.supervisor).body(Map.of("description", "Sieve blocked; 10 kg lost", "references", List.of(order)))
                .post("/v1/deviations").then().statusCode(201).extract(), "id");
    }

    /** QA's acceptance of the order's output lot, its results passing. */
    public void acceptOutput(String order) {
        String inspection = read(order).getString("inspectionLotId");
        gmp.passingResults(inspection);
        gmp.decide(inspection, "accept").then().statusCode(200);
    }

    /** {@link #reviewedBatch()}, its output lot tested and accepted, certified by the QP; the order's id. */
    public String certifiedBatch() {
        String order = reviewedBatch();
        acceptOutput(order);
        signed(qp, order, "certify", "responsibility", Map.of("decision", "certify")).then().statusCode(200);
        return order;
    }

    /** A signed step of the order by the user, at the order's current version. */
    public Response signed(String user, String order, String action, String meaning, Map<String, Object> extra) {
        Map<String, Object> body = new HashMap<>(extra);
        body.put("signature", gmp.signature(user, meaning));
        int version = read(order).getInt("version");
        return gmp.as(user).header("If-Match", "\"" + version + "\"").body(body).post("/v1/production-orders/" + order + "/"
                + action);
    }

    /** The order as read now. */
    public io.restassured.path.json.JsonPath read(String order) {
        return withKey(gmp.key).get("/v1/production-orders/" + order).then().statusCode(200).extract().jsonPath();
    }
}
