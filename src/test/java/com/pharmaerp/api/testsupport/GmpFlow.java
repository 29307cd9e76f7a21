package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/**
 * The people and master data of one tenant that the module tests share, made over HTTP as an
 * integrator would: a buyer, QA, a supervisor, a clerk and a QC analyst; a material (kg, 15–25 °C)
 * with an approved specification ({@link #SPEC_TESTS}), two storage locations and a cold room; a
 * supplier QA approved for the material.
 */
public final class GmpFlow {

    public final String key;
    public final String buyer;
    public final String qa;
    public final String supervisor;
    public final String clerk;
    public final String analyst;
    public final String material;
    public final String storeA;
    public final String storeB;
    /** 2–8 °C: outside the material's range. */
    public final String coldRoom;
    public final String supplier;
    /** The result {@link #oneOfEach} entered in its inspection lot: paths name it as {@code {resultId}}. */
    public String result;
    /** A step of a production order's recipe, for paths with {stepId}: steps are named by their numbers, not by ids. */
    public static final String STEP = "10.1";
    /** The consumption {@link #oneOfEach} charged into its production order: paths name it as {@code {consumptionId}}. */
    public String consumption;
    /** The CAPA action {@link #oneOfEach} made, for paths with {actionId}. */
    public String capaAction;
    /** The pending cleaning of the piece of equipment {@link #oneOfEach} made, for paths with {cleaningId}. */
    public String cleaning;
    /** The calibration of that piece, for paths with {calibrationId}. */
    public String calibration;
    /** The material's approved specification, revision 1. */
    public final String specification;
    private final Map<String, String> usernames = new HashMap<>();

    public GmpFlow(String key) {
        this.key = key;
        buyer = person("buyer");
        qa = person("qa");
        supervisor = person("supervisor");
        clerk = person("warehouse_clerk");
        analyst = person("qc_analyst");
        material = Json.at(asAdmin(key).contentType("application/json").body(Map.of("code", unique("MAT"), "name", "Paracetamol",
                "type", "raw", "baseUnit", "kg", "shelfLifeDays", 730, "retestIntervalDays", 365,
                "storage", Map.of("minCelsius", 15, "maxCelsius", 25))).post("/v1/materials").then().statusCode(201)
                .extract(), "id");
        storeA = location(15, 25);
        storeB = location(15, 25);
        coldRoom = location(2, 8);
        supplier = Json.at(as(buyer).body(Map.of("code", unique("SUP"), "name", "Acme Chemicals")).post("/v1/suppliers").then()
                .statusCode(201).extract(), "id");
        as(qa).header("If-Match", "\"1\"").body(Map.of("materialIds", List.of(material), "signature",
                signature(qa, "approval"))).post("/v1/suppliers/" + supplier + "/approve").then().statusCode(200);
        specification = approvedSpecification(material);
    }

    /**
     * Assay 98.0–102.0 % and appearance "white powder", both mandatory; water ≤ 0.5 %, optional.
     */
    public static final List<Map<String, Object>> SPEC_TESTS = List.of(
            Map.of("code", "ASSAY", "name", "Assay (HPLC)", "kind", "numeric", "min", "98.0", "max", "102.0", "unit", "%",
                    "mandatory", true),
            Map.of("code", "APPEARANCE", "name", "Appearance", "kind", "text", "expected", "white powder", "mandatory", true),
            Map.of("code", "WATER", "name", "Water (KF)", "kind", "numeric", "max", "0.5", "unit", "%", "mandatory", false));

    /** A draft of the material's specification with {@link #SPEC_TESTS}, written by the analyst. */
    public Response createSpecification(String materialId) {
        return as(analyst).body(Map.of("materialId", materialId, "tests", SPEC_TESTS)).post("/v1/specifications");
    }

    /** A specification of the material written by the analyst and approved by QA; its id. */
    public String approvedSpecification(String materialId) {
        String spec = Json.at(createSpecification(materialId).then().statusCode(201).extract(), "id");
        as(qa).header("If-Match", "\"1\"").body(Map.of("signature", signature(qa, "approval")))
                .post("/v1/specifications/" + spec + "/approve").then().statusCode(200);
        return spec;
    }

    /** A recipe of 100 kg of the product from so many kg of the component, written by the supervisor and approved by QA. */
    public String approvedRecipe(String productId, String componentId, String kilograms) {
        String id = Json.at(as(supervisor).body(Map.of("productMaterialId", productId, "batchSize", Map.of("value", "100", "unit", "kg"),
                "components", List.of(Map.of("materialId", componentId, "quantity", Map.of("value", kilograms, "unit", "kg"))),
                "yieldLimits", Map.of("minPercent", 95, "maxPercent", 102))).post("/v1/recipes").then().statusCode(201)
                .extract(), "id");
        as(qa).header("If-Match", "\"1\"").body(Map.of("signature", signature(qa, "approval")))
                .post("/v1/recipes/" + id + "/approve").then().statusCode(200);
        return id;
    }

    /** A result entered by the user; the response. */
    public Response result(String user, String inspectionLot, String testCode, String value) {
        return as(user).body(Map.of("testCode", testCode, "value", value))
                .post("/v1/inspection-lots/" + inspectionLot + "/results");
    }

    /** The analyst's passing results of every test of {@link #SPEC_TESTS}. */
    public void passingResults(String inspectionLot) {
        result(analyst, inspectionLot, "ASSAY", "99.6").then().statusCode(201);
        result(analyst, inspectionLot, "APPEARANCE", "white powder").then().statusCode(201);
        result(analyst, inspectionLot, "WATER", "0.2").then().statusCode(201);
    }

    /** QA's Phase I of an OOS investigation at its current version; with an assignable cause, category instrument. */
    public Response phase1(String investigation, boolean assignableCause) {
        Map<String, Object> body = new HashMap<>(Map.of("assignableCause", assignableCause, "findings",
                "Balance and standard checked", "signature", signature(qa, "review")));
        if (assignableCause) {
            body.put("category", "instrument");
        }
        return as(qa).header("If-Match", "\"" + oosVersion(investigation) + "\"").body(body)
                .post("/v1/oos-investigations/" + investigation + "/phase-1");
    }

    /** QA's Phase II of an OOS investigation at its current version, naming no other lot. */
    public Response phase2(String investigation, String conclusion) {
        return as(qa).header("If-Match", "\"" + oosVersion(investigation) + "\"").body(Map.of("conclusion", conclusion,
                "rootCause", "Granulation drift", "findings", "Full-scale investigation of the batch", "affectedLotIds",
                List.of(), "signature", signature(qa, "approval")))
                .post("/v1/oos-investigations/" + investigation + "/phase-2");
    }

    /** The OOS investigation the failing result opened, concluded without a cause: the result stands. */
    public void confirmFailure(Response failingResult) {
        String investigation = Json.at(failingResult.then().statusCode(201).extract(), "oosInvestigationId");
        phase1(investigation, false).then().statusCode(200);
        phase2(investigation, "confirmed").then().statusCode(200);
    }

    /**
     * The analyst's failing assay, invalidated by QA's Phase I (an instrument fault), then passing
     * results of every test; the OOS investigation's id.
     */
    public String invalidatedFailureThenPassingResults(String inspectionLot) {
        String investigation = Json.at(result(analyst, inspectionLot, "ASSAY", "90.0").then().statusCode(201).extract(), "oosInvestigationId");
        phase1(investigation, true).then().statusCode(200);
        passingResults(inspectionLot);
        return investigation;
    }

    private int oosVersion(String investigation) {
        return Json.at(withKey(key).get("/v1/oos-investigations/" + investigation).then().statusCode(200).extract(), "version");
    }

    /** QA's triage of an open deviation at version 1, with a rationale when no CAPA is needed. */
    public Response triage(String deviation, String classification, boolean capaRequired) {
        Map<String, Object> body = new HashMap<>(Map.of("classification", classification, "capaRequired", capaRequired,
                "signature", signature(qa, "review")));
        if (!capaRequired) {
            body.put("rationale", "Contained; no recurrence expected");
        }
        return as(qa).header("If-Match", "\"1\"").body(body).post("/v1/deviations/" + deviation + "/triage");
    }

    /**
     * A deviation naming the records, triaged major without CAPA by QA and investigated by the supervisor
     * (root cause equipment, "Thermostat failed"); its id.
     */
    public String investigatedMajorDeviation(List<String> references) {
        String deviation = Json.at(as(clerk).body(Map.of("description", "Room 4 above 25 °C for six hours", "references", references))
                .post("/v1/deviations").then().statusCode(201).extract(), "id");
        triage(deviation, "major", false).then().statusCode(200);
        as(supervisor).header("If-Match", "\"2\"").body(Map.of("rootCauseCategory", "equipment", "rootCause",
                "Thermostat failed", "impactAssessment", "Lots in room 4 checked", "affectedLotIds", List.of()))
                .post("/v1/deviations/" + deviation + "/investigation").then().statusCode(200);
        return deviation;
    }

    /** A deviation as {@link #investigatedMajorDeviation}, then closed by QA; its id. */
    public String closedMajorDeviation(List<String> references) {
        String deviation = investigatedMajorDeviation(references);
        as(qa).header("If-Match", "\"3\"").body(Map.of("signature", signature(qa, "approval")))
                .post("/v1/deviations/" + deviation + "/close").then().statusCode(200);
        return deviation;
    }

    /** QA's usage decision at the inspection lot's current version. */
    public Response decide(String inspectionLot, String decision) {
        int version = Json.at(withKey(key).get("/v1/inspection-lots/" + inspectionLot).then().statusCode(200).extract(), "version");
        return as(qa).header("If-Match", "\"" + version + "\"").body(Map.of("decision", decision, "signature",
                signature(qa, "accept".equals(decision) ? "approval" : "rejection")))
                .post("/v1/inspection-lots/" + inspectionLot + "/usage-decision");
    }

    /** The open inspection lot of a lot. */
    public String inspectionLotOf(String lot) {
        return Json.at(withKey(key).queryParam("lotId", lot).queryParam("status", "open").get("/v1/inspection-lots").then()
                .statusCode(200).extract(), "items[0].id");
    }

    /** Receives so many kg into store A, tests and releases the lot; its id. */
    public String releasedLot(String kilograms) {
        String lot = receivedLot(kilograms);
        String inspection = inspectionLotOf(lot);
        passingResults(inspection);
        decide(inspection, "accept").then().statusCode(200);
        return lot;
    }

    /** A new user of the tenant with the roles, whose signature {@link #signature} can enter. */
    public String person(String... roles) {
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        String username = roles[0].charAt(0) + "." + suffix;
        // A printed name of their own, so a document shows whose signature is whose.
        String printedName = Character.toUpperCase(roles[0].charAt(0)) + roles[0].substring(1).replace('_', ' ') + " " + suffix;
        String id = TestUsers.create(key, username, printedName, List.of(roles));
        usernames.put(id, username);
        return id;
    }

    /** A new material of the type (kg, 15–25 °C, two years' shelf life, retest yearly); its id. */
    public String material(String type) {
        return Json.at(asAdmin(key).contentType("application/json").body(Map.of("code", unique("MAT"), "name", "Tablets 500 mg",
                "type", type, "baseUnit", "kg", "shelfLifeDays", 730, "retestIntervalDays", 365,
                "storage", Map.of("minCelsius", 15, "maxCelsius", 25))).post("/v1/materials").then().statusCode(201)
                .extract(), "id");
    }

    /** A new storage location of the tenant with that range; its id. */
    public String location(int min, int max) {
        return Json.at(asAdmin(key).contentType("application/json").body(Map.of("code", unique("LOC"), "name", "Store",
                "kind", "storage", "storage", Map.of("minCelsius", min, "maxCelsius", max))).post("/v1/locations").then()
                .statusCode(201).extract(), "id");
    }

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** The printed name of a user this flow made, e.g. {@code Qa 1a2b3c4d}. */
    public String printedName(String user) {
        return Json.at(withKey(key).get("/v1/users/" + user).then().statusCode(200).extract(), "printedName");
    }

    /** The username of a user this flow made. */
    public String username(String user) {
        return usernames.get(user);
    }

    /** A JSON write by the user. */
    public RequestSpecification as(String user) {
        return withKey(key).header("X-Acting-User", user).contentType("application/json");
    }

    /** The user's signature with the meaning, as they would enter it. */
    public Map<String, Object> signature(String user, String meaning) {
        return Map.of("username", usernames.get(user), "password", TestUsers.PASSWORD, "meaning", meaning, "reason",
                "Checked against the documents");
    }

    public Response createOrder(String kilograms) {
        return as(buyer).body(orderBody(kilograms)).post("/v1/purchase-orders");
    }

    public Map<String, Object> orderBody(String kilograms) {
        return Map.of("supplierId", supplier, "lines", List.of(Map.of("lineNo", 1, "materialId", material, "quantity",
                Map.of("value", kilograms, "unit", "kg"), "dueDate", LocalDate.now().plusDays(30).toString())));
    }

    /** A purchase order of so many kg, created by the buyer and approved by the supervisor; its id. */
    public String approvedOrder(String kilograms) {
        String order = Json.at(createOrder(kilograms).then().statusCode(201).extract(), "id");
        as(supervisor).header("If-Match", "\"1\"").body(Map.of("signature", signature(supervisor, "approval")))
                .post("/v1/purchase-orders/" + order + "/approve").then().statusCode(200);
        return order;
    }

    /** A receipt body of one line of the order's line 1 into the location, from a lot made 10 days ago expiring in 700. */
    public Map<String, Object> receiptBody(String order, String kilograms, String location) {
        return Map.of("purchaseOrderId", order, "deliveryNote", "DN-1", "lines", List.of(receiptLine(kilograms, location,
                LocalDate.now().minusDays(10), LocalDate.now().plusDays(700))));
    }

    public static Map<String, Object> receiptLine(String kilograms, String location, LocalDate manufacturedOn,
            LocalDate expiresOn) {
        return Map.of("lineNo", 1, "quantity", Map.of("value", kilograms, "unit", "kg"), "supplierLotNumber", "S-" + kilograms,
                "manufacturedOn", manufacturedOn.toString(), "expiresOn", expiresOn.toString(), "locationId", location);
    }

    public Response receive(Map<String, Object> body) {
        return as(clerk).body(body).post("/v1/goods-receipts");
    }

    /** Receives so many kg of a new approved order into store A; the new lot's id. */
    public String receivedLot(String kilograms) {
        return Json.at(receive(receiptBody(approvedOrder(kilograms), kilograms, storeA)).then().statusCode(201).extract(), "lines[0].lotId");
    }

    /** The collection a path template's records belong to: its first segment, the first two under /training. */
    public static String collectionOf(String template) {
        String[] segments = template.split("/");
        return segments[1].equals("training") ? segments[1] + "/" + segments[2] : segments[1];
    }

    /**
     * One record of each collection of the tenant, by collection name as in the paths
     * ({@code lots}, {@code purchase-orders}, ...): an order received in full, its receipt, lot and movement.
     */
    public Map<String, String> oneOfEach() {
        String order = approvedOrder("10");
        Response receipt = receive(receiptBody(order, "10", storeA));
        String lot = Json.at(receipt, "lines[0].lotId");
        String movement = Json.at(withKey(key).queryParam("lotId", lot).get("/v1/stock-movements"), "items[0].id");
        String inspection = Json.at(receipt, "lines[0].inspectionLotId");
        result = Json.at(result(analyst, inspection, "ASSAY", "99.0").then().statusCode(201).extract(), "id");
        String deviation = Json.at(as(clerk).body(Map.of("description", "Seal broken on delivery", "references", List.of(lot)))
                .post("/v1/deviations").then().statusCode(201).extract(), "id");
        String product = material("finished");
        approvedSpecification(product);
        String recipe = approvedRecipe(product, material, "80");
        String productionOrder = Json.at(as(supervisor).body(Map.of("recipeId", recipe, "plannedQuantity", Map.of("value", "100",
                "unit", "kg"))).post("/v1/production-orders").then().statusCode(201).extract(), "id");
        as(supervisor).post("/v1/production-orders/" + productionOrder + "/release").then().statusCode(200);
        releasedLot("5");
        consumption = Json.at(as(person("operator")).body(Map.of("materialId", material, "quantity", Map.of("value", "1", "unit", "kg")))
                .post("/v1/production-orders/" + productionOrder + "/consumptions").then().statusCode(201).extract(), "id");
        String customer = Json.at(as(clerk).body(Map.of("code", unique("CUS"), "name", "Apotheke Nord", "country", "DE",
                "licenseNumber", "DE-GH-1", "licenseExpiresOn", LocalDate.now().plusYears(1).toString()))
                .post("/v1/customers").then().statusCode(201).extract(), "id");
        String shipment = Json.at(as(clerk).body(Map.of("customerId", customer, "lines", List.of(Map.of("lineNo", 1, "materialId",
                product, "quantity", Map.of("value", "1", "unit", "kg"))))).post("/v1/shipments").then().statusCode(201)
                .extract(), "id");
        String recall = Json.at(as(qa).body(Map.of("lotId", receivedLot("1"), "classification", "class_3", "reason", "Label misprint",
                "signature", signature(qa, "rejection"))).post("/v1/recalls").then().statusCode(201).extract(), "id");
        String adjustment = Json.at(as(clerk).body(Map.of("lotId", lot, "locationId", storeA, "quantity", Map.of("value", "-1",
                "unit", "kg"), "reasonCode", "damage", "reason", "Drum punctured")).post("/v1/stock-adjustments").then()
                .statusCode(201).extract(), "id");
        // A location of its own, so the open count blocks nothing another step of a test uses.
        String count = Json.at(as(clerk).body(Map.of("locationId", location(15, 25))).post("/v1/inventory-counts").then()
                .statusCode(201).extract(), "id");
        String review = Json.at(as(qa).body(Map.of("productMaterialId", product, "from", LocalDate.now().minusDays(31).toString(),
                "to", LocalDate.now().minusDays(1).toString())).post("/v1/product-quality-reviews").then().statusCode(201)
                .extract(), "id");
        String event = Json.at(withKey(key).queryParam("entityId", lot).get("/v1/audit-events"), "items[0].id");
        String equipment = equipmentOfEach();
        Map<String, String> quality = qualitySystemOfEach(deviation);
        return Map.ofEntries(Map.entry("oos-investigations", quality.get("oos-investigations")),
                Map.entry("capas", quality.get("capas")), Map.entry("complaints", quality.get("complaints")),
                Map.entry("returns", quality.get("returns")), Map.entry("files", quality.get("files")),
                Map.entry("training/courses", quality.get("training/courses")),
                Map.entry("training/records", quality.get("training/records")),
                Map.entry("training/requirements", quality.get("training/requirements")),
                Map.entry("materials", material), Map.entry("locations", storeA),
                Map.entry("suppliers", supplier), Map.entry("purchase-orders", order),
                Map.entry("goods-receipts", (String) Json.at(receipt, "id")), Map.entry("lots", lot),
                Map.entry("stock-movements", movement), Map.entry("users", buyer),
                Map.entry("specifications", specification), Map.entry("inspection-lots", inspection),
                Map.entry("deviations", deviation), Map.entry("recipes", recipe),
                Map.entry("production-orders", productionOrder), Map.entry("events", event),
                Map.entry("customers", customer), Map.entry("shipments", shipment), Map.entry("recalls", recall),
                Map.entry("stock-adjustments", adjustment), Map.entry("inventory-counts", count),
                Map.entry("equipment", equipment), Map.entry("product-quality-reviews", review),
                Map.entry("webhook-endpoints", quietWebhookEndpoint()));
    }

    /** A granulator with a load cell: calibrated once (pass), and a cleaning an operator recorded, pending. */
    private String equipmentOfEach() {
        String piece = Json.at(as(supervisor).body(Map.of("code", unique("GRN"), "name", "Granulator", "kind",
                "granulator", "locationId", storeA, "productContact", true, "instrument", false, "cleaning",
                Map.of("cleanHoldHours", 72, "dirtyHoldHours", 24), "calibrationIntervalDays", 365))
                .post("/v1/equipment").then().statusCode(201).extract(), "id");
        calibration = Json.at(as(supervisor).header("If-Match", "\"1\"").body(Map.of("performedOn",
                LocalDate.now().toString(), "result", "pass", "asFound", "within 0.5 %", "asLeft", "within 0.5 %",
                "signature", signature(supervisor, "verification"))).post("/v1/equipment/" + piece + "/calibrations")
                .then().statusCode(201).extract(), "id");
        cleaning = Json.at(as(person("operator")).body(Map.of("type", "major", "procedure", "SOP-CLN-012"))
                .post("/v1/equipment/" + piece + "/cleanings").then().statusCode(201).extract(), "id");
        return piece;
    }

    /**
     * One record of each quality-system collection: an OOS investigation, a CAPA with an action, a
     * complaint, a return of a shipped shipment, a file, and a training course, record and requirement
     * (the requirement retired at once, so it gates nobody's signature).
     */
    private Map<String, String> qualitySystemOfEach(String deviation) {
        String failingLot = receivedLot("2");
        String inspection = Json.at(withKey(key).queryParam("lotId", failingLot).get("/v1/inspection-lots"), "items[0].id");
        String oos = Json.at(result(analyst, inspection, "ASSAY", "90.0").then().statusCode(201).extract(), "oosInvestigationId");
        String capa = Json.at(as(qa).body(Map.of("title", "Seal failures", "description", "Seals wear early", "ownerId", analyst,
                "sources", List.of(Map.of("type", "deviation", "id", deviation)))).post("/v1/capas").then().statusCode(201)
                .extract(), "id");
        capaAction = Json.at(as(qa).body(Map.of("kind", "corrective", "description", "Second seal supplier", "ownerId", analyst,
                "dueOn", LocalDate.now().plusDays(60).toString())).post("/v1/capas/" + capa + "/actions").then().statusCode(201)
                .extract(), "id");
        String complaint = Json.at(as(qa).body(Map.of("receivedOn", LocalDate.now().minusDays(1).toString(), "category", "packaging",
                "description", "Crushed carton", "country", "DE", "lotId", failingLot, "reporter", Map.of("name",
                "Apotheke Nord", "contact", "+49 40 1234"))).post("/v1/complaints").then().statusCode(201).extract(), "id");
        OutboundFlow outbound = OutboundFlow.buying(this);
        String customer = outbound.approvedCustomer();
        String shippedLot = outbound.releasedLot("5", LocalDate.now().plusYears(1), storeA);
        String shipment = outbound.draft(customer, List.of(outbound.line(1, "2")));
        outbound.ship(shipment).then().statusCode(200);
        String returned = Json.at(as(clerk).body(Map.of("shipmentId", shipment, "reason", "damaged", "lines", List.of(Map.of("lineNo",
                1, "lotId", shippedLot, "quantity", Map.of("value", "1", "unit", "kg"))))).post("/v1/returns").then()
                .statusCode(201).extract(), "id");
        String file = Json.at(asAdmin(key).queryParam("filename", "note.txt").contentType("text/plain").body("Evidence".getBytes(
                java.nio.charset.StandardCharsets.UTF_8)).post("/v1/files").then().statusCode(201).extract(), "id");
        String course = Json.at(asAdmin(key).body(Map.of("code", unique("CRS"), "title", "GMP basics", "validityMonths", 12))
                .contentType("application/json").post("/v1/training/courses").then().statusCode(201).extract(), "id");
        String record = Json.at(as(supervisor).body(Map.of("userId", analyst, "courseId", course, "completedOn",
                LocalDate.now().minusDays(1).toString(), "signature", signature(supervisor, "verification")))
                .post("/v1/training/records").then().statusCode(201).extract(), "id");
        String requirement = Json.at(as(qa).body(Map.of("entityType", "lot", "meaning", "verification", "courseIds", List.of(course),
                "signature", signature(qa, "approval"))).post("/v1/training/requirements").then().statusCode(201)
                .extract(), "id");
        as(qa).header("If-Match", "\"1\"").body(Map.of("signature", signature(qa, "approval")))
                .post("/v1/training/requirements/" + requirement + "/retire")
                .then().statusCode(200);
        return Map.of("oos-investigations", oos, "capas", capa, "complaints", complaint, "returns", returned, "files", file,
                "training/courses", course, "training/records", record, "training/requirements", requirement);
    }

    /**
     * A webhook endpoint subscribed to a type no flow emits (a deviation closed), once its cursor has
     * moved over every event so far: nothing changes it while a test looks.
     */
    private String quietWebhookEndpoint() {
        String id = Json.at(asAdmin(key).contentType("application/json").body(Map.of("url", "http://127.0.0.1:9/hooks",
                "eventTypes", List.of("deviation.closed"))).post("/v1/webhook-endpoints").then().statusCode(201)
                .extract(), "id");
        await().atMost(Duration.ofSeconds(30)).until(() -> {
            Number through = Json.at(withKey(key).get("/v1/webhook-endpoints/" + id), "deliveredThrough");
            return Json.<List<?>>at(withKey(key).queryParam("after", through.longValue()).get("/v1/events"), "items").isEmpty();
        });
        return id;
    }

    public Response transfer(String lot, String from, String to, String kilograms) {
        return as(clerk).body(Map.of("lotId", lot, "fromLocationId", from, "toLocationId", to, "quantity",
                Map.of("value", kilograms, "unit", "kg"))).post("/v1/stock-movements");
    }

    /** A CSV file uploaded and attached to a record of the collection (e.g. {@code deviations}); the file as uploaded. */
    public JsonPath attachedFile(String collection, String record, String filename, String csv) {
        JsonPath file = asAdmin(key).queryParam("filename", filename).contentType("text/csv")
                .body(csv.getBytes(StandardCharsets.UTF_8)).post("/v1/files").then().statusCode(201).extract().jsonPath();
        as(clerk).body(Map.of("fileId", file.getString("id"), "description", "Evidence"))
                .post("/v1/" + collection + "/" + record + "/attachments").then().statusCode(201);
        return file;
    }
}
