package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.Api.withKey;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.restassured.response.Response;

/**
 * A tenant ready to ship, over HTTP: the people of {@link GmpFlow}; a finished product with an
 * approved specification that the flow's supplier is approved for, so released lots of it are
 * bought, tested and accepted in a few calls; customers pending or approved by QA.
 */
public final class OutboundFlow {

    public final GmpFlow gmp;
    public final String product;

    private OutboundFlow(GmpFlow gmp, String product) {
        this.gmp = gmp;
        this.product = product;
    }

    /** A new tenant's flow whose supplier QA approved for a new finished product: its lots are bought. */
    public static OutboundFlow buying(String key) {
        return buying(new GmpFlow(key));
    }

    /** The tenant's flow, its supplier QA approved for a new finished product: its lots are bought. */
    public static OutboundFlow buying(GmpFlow gmp) {
        String product = gmp.material("finished");
        gmp.approvedSpecification(product);
        int version = Json.at(withKey(gmp.key).get("/v1/suppliers/" + gmp.supplier).then().statusCode(200).extract(), "version");
        gmp.as(gmp.qa).header("If-Match", "\"" + version + "\"").body(Map.of("materialIds", List.of(product), "signature",
                gmp.signature(gmp.qa, "approval"))).post("/v1/suppliers/" + gmp.supplier + "/approve").then().statusCode(200);
        return new OutboundFlow(gmp, product);
    }

    /** The production flow's product, its lots made by certified batches. */
    public static OutboundFlow making(ProductionFlow production) {
        return new OutboundFlow(production.gmp, production.product);
    }

    /** A released lot of the product: so many kg bought, received into the location expiring on the day, tested, accepted. */
    public String releasedLot(String kilograms, LocalDate expiresOn, String location) {
        String lot = receivedLot(kilograms, expiresOn, location);
        String inspection = gmp.inspectionLotOf(lot);
        gmp.passingResults(inspection);
        gmp.decide(inspection, "accept").then().statusCode(200);
        return lot;
    }

    /** A lot of the product in quarantine: so many kg bought and received into the location, expiring on the day. */
    public String receivedLot(String kilograms, LocalDate expiresOn, String location) {
        String order = Json.at(gmp.as(gmp.buyer).body(Map.of("supplierId", gmp.supplier, "lines", List.of(Map.of("lineNo", 1,
                "materialId", product, "quantity", Map.of("value", kilograms, "unit", "kg"), "dueDate",
                LocalDate.now().plusDays(30).toString())))).post("/v1/purchase-orders").then().statusCode(201).extract(), "id");
        gmp.as(gmp.supervisor).header("If-Match", "\"1\"").body(Map.of("signature", gmp.signature(gmp.supervisor, "approval")))
                .post("/v1/purchase-orders/" + order + "/approve").then().statusCode(200);
        return Json.at(gmp.receive(Map.of("purchaseOrderId", order, "deliveryNote", "DN", "lines", List.of(GmpFlow.receiptLine(
                kilograms, location, LocalDate.now().minusDays(5), expiresOn)))).then().statusCode(201).extract(), "lines[0].lotId");
    }

    /** A new customer, pending, licensed until the day; the response. */
    public Response createCustomer(LocalDate licenseExpiresOn) {
        return gmp.as(gmp.clerk).body(Map.of("code", "CUS-" + UUID.randomUUID().toString().substring(0, 8), "name",
                "Pharma Nord " + UUID.randomUUID().toString().substring(0, 4), "country", "DE", "licenseNumber", "DE-GH-4711",
                "licenseExpiresOn", licenseExpiresOn.toString())).post("/v1/customers");
    }

    /** A customer QA approved, licensed for a year; its id. */
    public String approvedCustomer() {
        String customer = Json.at(createCustomer(LocalDate.now().plusYears(1)).then().statusCode(201).extract(), "id");
        signedCustomer(customer, "approve", "approval", "\"1\"").then().statusCode(200);
        return customer;
    }

    public Response signedCustomer(String customer, String action, String meaning, String ifMatch) {
        return gmp.as(gmp.qa).header("If-Match", ifMatch).body(Map.of("signature", gmp.signature(gmp.qa, meaning)))
                .post("/v1/customers/" + customer + "/" + action);
    }

    /** A line of so many kg of the product, FEFO's choice. */
    public Map<String, Object> line(int lineNo, String kilograms) {
        return Map.of("lineNo", lineNo, "materialId", product, "quantity", Map.of("value", kilograms, "unit", "kg"));
    }

    /** A line of so many kg from the named lot, with a reason to override FEFO, or none (null). */
    public Map<String, Object> namedLine(String kilograms, String lot, String overrideReason) {
        Map<String, Object> line = new HashMap<>(line(1, kilograms));
        line.put("lotId", lot);
        if (overrideReason != null) {
            line.put("fefoOverrideReason", overrideReason);
        }
        return line;
    }

    public Response createShipment(String customer, List<Map<String, Object>> lines) {
        return gmp.as(gmp.clerk).body(Map.of("customerId", customer, "lines", lines)).post("/v1/shipments");
    }

    /** A draft to the customer; its id. */
    public String draft(String customer, List<Map<String, Object>> lines) {
        return Json.at(createShipment(customer, lines).then().statusCode(201).extract(), "id");
    }

    public Response ship(String shipment) {
        return gmp.as(gmp.clerk).post("/v1/shipments/" + shipment + "/ship");
    }

    /** QA's recall of the lot, class 2; the response. */
    public Response recall(String user, String lot) {
        return gmp.as(user).body(Map.of("lotId", lot, "classification", "class_2", "reason", "Particles found in retained "
                + "samples", "signature", gmp.signature(user, "rejection"))).post("/v1/recalls");
    }

    /** What the lot holds in all locations, in kg. */
    public String onHand(String lot) {
        return Json.at(withKey(gmp.key).get("/v1/lots/" + lot).then().statusCode(200).extract(), "quantity.value");
    }
}
