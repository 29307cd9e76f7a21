package com.pharmaerp.api.platform.files;

import static com.pharmaerp.api.platform.files.FilesTest.pdf;
import static com.pharmaerp.api.platform.files.FilesTest.upload;
import static com.pharmaerp.api.testsupport.Api.asAdmin;
import static com.pharmaerp.api.testsupport.Api.withKey;
import static io.restassured.RestAssured.given;
import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.Json;
import com.pharmaerp.api.testsupport.OutboundFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/**
 * The evidence an electronic signature binds, over HTTP: every signed operation of every record that takes
 * attachments, as the served contract lists them, binds the files attached to the record when it is signed, each
 * with its SHA-256. A new signed operation without a scenario here fails the suite instead of going unproven.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class SignatureEvidenceTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern ATTACHABLE = Pattern.compile("^(/[^/{}]+)/\\{id\\}/attachments$");
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");
    private static final AtomicLong FILES = new AtomicLong();

    /** Shared by the class: its people and master data take many calls to make. */
    private static GmpFlow flow;
    private static OutboundFlow outbound;
    private static SortedSet<String> signedOperations;
    private static String operator;

    /** A file attached to a record: what its signature must bind. */
    private record Evidence(String fileId, String sha256) {
    }

    /** What a scenario attached and the signed action's response. */
    private record Signed(Evidence evidence, Response response) {
    }

    @FunctionalInterface
    private interface Scenario {
        Signed run();
    }

    private final Map<String, Scenario> scenarios = Map.ofEntries(
            entry("POST /capas/{id}/actions/{actionId}/cancel", this::cancelCapaAction),
            entry("POST /capas/{id}/actions/{actionId}/extend", this::extendCapaAction),
            entry("POST /capas/{id}/cancel", this::cancelCapa),
            entry("POST /capas/{id}/close", this::closeCapa),
            entry("POST /capas/{id}/implement", this::implementCapa),
            entry("POST /complaints/{id}/assessment", this::assessComplaint),
            entry("POST /complaints/{id}/close", this::closeComplaint),
            entry("POST /complaints/{id}/escalate", this::escalateComplaint),
            entry("POST /customers/{id}/approve", this::approveCustomer),
            entry("POST /customers/{id}/suspend", this::suspendCustomer),
            entry("POST /deviations/{id}/cancel", this::cancelDeviation),
            entry("POST /deviations/{id}/close", this::closeDeviation),
            entry("POST /deviations/{id}/triage", this::triageDeviation),
            entry("POST /equipment/{id}/calibrations", this::calibrateEquipment),
            entry("POST /equipment/{id}/cleanings/{cleaningId}/verify", this::verifyEquipmentCleaning),
            entry("POST /equipment/{id}/qualification", this::qualifyEquipment),
            entry("POST /equipment/{id}/retire", this::retireEquipment),
            entry("POST /equipment/{id}/return-to-service", this::returnEquipmentToService),
            entry("POST /inspection-lots/{id}/results/{resultId}/invalidate", this::invalidateResult),
            entry("POST /inspection-lots/{id}/usage-decision", this::decideInspectionLot),
            entry("POST /oos-investigations/{id}/phase-1", this::phase1),
            entry("POST /oos-investigations/{id}/phase-2", this::phase2),
            entry("POST /returns/{id}/disposition", this::disposeReturn),
            entry("POST /suppliers/{id}/approve", this::approveSupplier),
            entry("POST /suppliers/{id}/suspend", this::suspendSupplier));

    @BeforeEach
    void tenant() {
        if (flow == null) {
            flow = new GmpFlow(TestKeys.ACTIVE);
        }
    }

    @Test
    void everySignedOperationOfAnAttachableRecordHasABindingScenario() {
        Set<String> missing = new TreeSet<>(signedOperations());
        missing.removeAll(scenarios.keySet());
        Set<String> gone = new TreeSet<>(scenarios.keySet());
        gone.removeAll(signedOperations());

        assertThat(missing).as("signed operations of attachable records without a binding scenario").isEmpty();
        assertThat(gone).as("scenarios of operations the contract no longer has").isEmpty();
    }

    @TestFactory
    Stream<DynamicTest> theSignatureGivenBindsTheFilesAttachedToTheRecord() {
        return signedOperations().stream().map(operation -> dynamicTest(operation, () -> {
            Scenario scenario = scenarios.get(operation);
            assertThat(scenario).as("a binding scenario for " + operation).isNotNull();

            Signed signed = scenario.run();

            Response response = signed.response();
            assertThat(response.statusCode()).as(operation + ": " + response.asString()).isBetween(200, 299);
            List<Map<String, Object>> given = newestSignatures(response.asString());
            assertThat(given).as(operation + " shows the signature it created: " + response.asString()).isNotEmpty();
            for (Map<String, Object> signature : given) {
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> bound = (List<Map<String, Object>>) signature.get("attachments");
                assertThat(bound).as(operation + "'s signature binds the attached file: " + signature).isNotNull()
                        .extracting("fileId", "sha256")
                        .contains(tuple(signed.evidence().fileId(), signed.evidence().sha256()));
            }
        }));
    }

    /**
     * The served contract's signed operations of the records that take attachments: an operation under an
     * attachable collection whose JSON body has a {@code signature}, as {@code METHOD /path}.
     */
    private static SortedSet<String> signedOperations() {
        if (signedOperations != null) {
            return signedOperations;
        }
        JsonNode contract = read(given().get("/q/openapi?format=json").then().statusCode(200).extract().asString());
        JsonNode schemas = contract.path("components").path("schemas");
        Set<String> bases = new HashSet<>();
        contract.path("paths").fieldNames().forEachRemaining(path -> {
            Matcher attachable = ATTACHABLE.matcher(path);
            if (attachable.matches()) {
                bases.add(attachable.group(1));
            }
        });
        assertThat(bases).as("the contract's attachable collections").isNotEmpty();
        SortedSet<String> found = new TreeSet<>();
        contract.path("paths").fields().forEachRemaining(path -> {
            if (bases.stream().noneMatch(base -> path.getKey().equals(base) || path.getKey().startsWith(base + "/"))) {
                return;
            }
            path.getValue().fields().forEachRemaining(operation -> {
                JsonNode body = operation.getValue().path("requestBody").path("content").path("application/json")
                        .path("schema");
                if (METHODS.contains(operation.getKey()) && hasSignature(body, schemas, new HashSet<>())) {
                    found.add(operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey());
                }
            });
        });
        signedOperations = found;
        return found;
    }

    /** Whether the schema, its reference or one of its parts has a {@code signature} property. */
    private static boolean hasSignature(JsonNode schema, JsonNode schemas, Set<String> seen) {
        if (schema.has("$ref")) {
            String name = schema.get("$ref").asText().substring(schema.get("$ref").asText().lastIndexOf('/') + 1);
            return seen.add(name) && hasSignature(schemas.path(name), schemas, seen);
        }
        if (schema.path("properties").has("signature")) {
            return true;
        }
        for (String combined : List.of("allOf", "oneOf", "anyOf")) {
            for (JsonNode part : schema.path(combined)) {
                if (hasSignature(part, schemas, seen)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The signatures of an answer (objects with a meaning, signer and time) given last: those of the action. */
    private static List<Map<String, Object>> newestSignatures(String body) {
        List<JsonNode> signatures = new ArrayList<>();
        collectSignatures(read(body), signatures);
        Instant newest = signatures.stream().map(s -> Instant.parse(s.get("signedAt").asText())).max(Instant::compareTo)
                .orElse(null);
        List<Map<String, Object>> given = new ArrayList<>();
        for (JsonNode signature : signatures) {
            if (Instant.parse(signature.get("signedAt").asText()).equals(newest)) {
                given.add(MAPPER.convertValue(signature, Map.class));
            }
        }
        return given;
    }

    private static void collectSignatures(JsonNode node, List<JsonNode> into) {
        if (node.isObject() && node.hasNonNull("meaning") && node.hasNonNull("signedAt") && node.hasNonNull("userId")) {
            into.add(node);
        }
        node.forEach(child -> collectSignatures(child, into));
    }

    private static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    // The scenarios: each makes a record in a state that allows its action, attaches a file, then signs.

    private Signed cancelCapaAction() {
        String capa = openCapa();
        String action = capaAction(capa);
        Evidence evidence = attach("capas", capa);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/capas/" + capa)).body(Map.of("reason",
                "Duplicate of another action", "signature", flow.signature(flow.qa, "rejection")))
                .post("/v1/capas/" + capa + "/actions/" + action + "/cancel"));
    }

    private Signed extendCapaAction() {
        String capa = openCapa();
        String action = capaAction(capa);
        Evidence evidence = attach("capas", capa);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/capas/" + capa)).body(Map.of("dueOn",
                today().plusDays(90).toString(), "reason", "Supplier audit moved", "signature",
                flow.signature(flow.qa, "approval"))).post("/v1/capas/" + capa + "/actions/" + action + "/extend"));
    }

    private Signed cancelCapa() {
        String capa = openCapa();
        Evidence evidence = attach("capas", capa);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/capas/" + capa)).body(Map.of("signature",
                flow.signature(flow.qa, "rejection"))).post("/v1/capas/" + capa + "/cancel"));
    }

    private Signed implementCapa() {
        String capa = capaWithItsActionDone();
        Evidence evidence = attach("capas", capa);
        return new Signed(evidence, implement(capa));
    }

    private Signed closeCapa() {
        String capa = capaWithItsActionDone();
        implement(capa).then().statusCode(200);
        Evidence evidence = attach("capas", capa);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/capas/" + capa)).body(Map.of("verdict",
                "effective", "signature", flow.signature(flow.qa, "approval"))).post("/v1/capas/" + capa + "/close"));
    }

    private Signed assessComplaint() {
        String complaint = complaint(Map.of("materialId", flow.material));
        Evidence evidence = attach("complaints", complaint);
        return new Signed(evidence, assess(complaint));
    }

    private Signed closeComplaint() {
        String complaint = complaint(Map.of("materialId", flow.material));
        assess(complaint).then().statusCode(200);
        flow.as(flow.qa).body(Map.of("findings", "Carton crushed in transit", "rootCauseCategory", "equipment",
                "confirmed", true)).post("/v1/complaints/" + complaint + "/investigation").then().statusCode(200);
        Evidence evidence = attach("complaints", complaint);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/complaints/" + complaint))
                .body(Map.of("responseToComplainant", "Replaced; the carrier was told", "signature",
                        flow.signature(flow.qa, "approval"))).post("/v1/complaints/" + complaint + "/close"));
    }

    /** The recall's initiation is signed on the complaint's evidence: it binds the complaint's files. */
    private Signed escalateComplaint() {
        String complaint = complaint(Map.of("lotId", flow.receivedLot("1")));
        Evidence evidence = attach("complaints", complaint);
        return new Signed(evidence, flow.as(flow.qa).body(Map.of("classification", "class_2", "reason",
                "Confirmed defect in a delivered lot", "signature", flow.signature(flow.qa, "rejection")))
                .post("/v1/complaints/" + complaint + "/escalate"));
    }

    private Signed approveCustomer() {
        String customer = Json.at(outbound().createCustomer(today().plusYears(1)).then().statusCode(201).extract(), "id");
        Evidence evidence = attach("customers", customer);
        return new Signed(evidence, outbound().signedCustomer(customer, "approve", "approval",
                etag("/v1/customers/" + customer)));
    }

    private Signed suspendCustomer() {
        String customer = outbound().approvedCustomer();
        Evidence evidence = attach("customers", customer);
        return new Signed(evidence, outbound().signedCustomer(customer, "suspend", "rejection",
                etag("/v1/customers/" + customer)));
    }

    private Signed cancelDeviation() {
        String deviation = deviation();
        Evidence evidence = attach("deviations", deviation);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/deviations/" + deviation))
                .body(Map.of("signature", flow.signature(flow.qa, "rejection"))).post("/v1/deviations/" + deviation
                        + "/cancel"));
    }

    private Signed closeDeviation() {
        String deviation = deviation();
        flow.triage(deviation, "minor", false).then().statusCode(200);
        Evidence evidence = attach("deviations", deviation);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/deviations/" + deviation))
                .body(Map.of("signature", flow.signature(flow.qa, "approval"))).post("/v1/deviations/" + deviation
                        + "/close"));
    }

    private Signed triageDeviation() {
        String deviation = deviation();
        Evidence evidence = attach("deviations", deviation);
        return new Signed(evidence, flow.triage(deviation, "minor", false));
    }

    /** QA invalidates a passing result the analyst entered: four eyes. */
    private Signed invalidateResult() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("1"));
        String result = Json.at(flow.result(flow.analyst, inspection, "ASSAY", "99.0").then().statusCode(201).extract(),
                "id");
        Evidence evidence = attach("inspection-lots", inspection);
        return new Signed(evidence, flow.as(flow.qa).body(Map.of("reason", "Sample taken from the wrong drum",
                "signature", flow.signature(flow.qa, "rejection")))
                .post("/v1/inspection-lots/" + inspection + "/results/" + result + "/invalidate"));
    }

    private Signed decideInspectionLot() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("1"));
        flow.passingResults(inspection);
        Evidence evidence = attach("inspection-lots", inspection);
        return new Signed(evidence, flow.decide(inspection, "accept"));
    }

    private Signed phase1() {
        String investigation = oosInvestigation();
        Evidence evidence = attach("oos-investigations", investigation);
        return new Signed(evidence, flow.phase1(investigation, false));
    }

    private Signed phase2() {
        String investigation = oosInvestigation();
        flow.phase1(investigation, false).then().statusCode(200);
        Evidence evidence = attach("oos-investigations", investigation);
        return new Signed(evidence, flow.phase2(investigation, "confirmed"));
    }

    private Signed disposeReturn() {
        String lot = outbound().releasedLot("2", today().plusYears(1), flow.storeA);
        String shipment = outbound().draft(outbound().approvedCustomer(), List.of(outbound().namedLine("1", lot, null)));
        outbound().ship(shipment).then().statusCode(200);
        String returned = Json.at(flow.as(flow.clerk).body(Map.of("shipmentId", shipment, "reason", "damaged", "lines",
                List.of(Map.of("lineNo", 1, "lotId", lot, "quantity", Map.of("value", "1", "unit", "kg")))))
                .post("/v1/returns").then().statusCode(201).extract(), "id");
        flow.as(flow.clerk).body(Map.of("locationId", returnsBay(), "receivedOn", today().toString(), "condition",
                Map.of("packagingIntact", false, "storageEvidence", "declared", "fileIds", List.of())))
                .post("/v1/returns/" + returned + "/receive").then().statusCode(200);
        Evidence evidence = attach("returns", returned);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/returns/" + returned)).body(Map.of(
                "lines", List.of(Map.of("lineNo", 1, "decision", "destroy")), "signature", flow.signature(flow.qa,
                        "approval"))).post("/v1/returns/" + returned + "/disposition"));
    }

    private Signed approveSupplier() {
        String supplier = supplier();
        Evidence evidence = attach("suppliers", supplier);
        return new Signed(evidence, approve(supplier));
    }

    private Signed suspendSupplier() {
        String supplier = supplier();
        approve(supplier).then().statusCode(200);
        Evidence evidence = attach("suppliers", supplier);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/suppliers/" + supplier))
                .body(Map.of("signature", flow.signature(flow.qa, "rejection"))).post("/v1/suppliers/" + supplier
                        + "/suspend"));
    }

    private Signed qualifyEquipment() {
        String piece = equipment();
        Evidence evidence = attach("equipment", piece);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/equipment/" + piece)).body(Map.of(
                "qualifiedUntil", today().plusYears(1).toString(), "summary", "IQ/OQ/PQ passed", "signature",
                flow.signature(flow.qa, "approval"))).post("/v1/equipment/" + piece + "/qualification"));
    }

    private Signed verifyEquipmentCleaning() {
        String piece = equipment();
        String cleaning = Json.at(flow.as(operator()).body(Map.of("type", "major", "procedure", "SOP-CLN-012"))
                .post("/v1/equipment/" + piece + "/cleanings").then().statusCode(201).extract(), "id");
        Evidence evidence = attach("equipment", piece);
        return new Signed(evidence, flow.as(flow.supervisor).header("If-Match", etag("/v1/equipment/" + piece))
                .body(Map.of("signature", flow.signature(flow.supervisor, "verification")))
                .post("/v1/equipment/" + piece + "/cleanings/" + cleaning + "/verify"));
    }

    private Signed calibrateEquipment() {
        String piece = equipment();
        Evidence evidence = attach("equipment", piece);
        return new Signed(evidence, flow.as(flow.supervisor).header("If-Match", etag("/v1/equipment/" + piece))
                .body(Map.of("performedOn", today().toString(), "result", "pass", "asFound", "within 0.5 %", "asLeft",
                        "within 0.5 %", "signature", flow.signature(flow.supervisor, "verification")))
                .post("/v1/equipment/" + piece + "/calibrations"));
    }

    private Signed returnEquipmentToService() {
        String piece = equipment();
        flow.as(flow.supervisor).header("If-Match", etag("/v1/equipment/" + piece)).body(Map.of("reason", "Seal leaks"))
                .post("/v1/equipment/" + piece + "/out-of-service").then().statusCode(200);
        Evidence evidence = attach("equipment", piece);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/equipment/" + piece)).body(Map.of(
                "signature", flow.signature(flow.qa, "approval"))).post("/v1/equipment/" + piece + "/return-to-service"));
    }

    private Signed retireEquipment() {
        String piece = equipment();
        Evidence evidence = attach("equipment", piece);
        return new Signed(evidence, flow.as(flow.qa).header("If-Match", etag("/v1/equipment/" + piece)).body(Map.of(
                "signature", flow.signature(flow.qa, "approval"))).post("/v1/equipment/" + piece + "/retire"));
    }

    // The records and steps the scenarios share.

    /** A granulator with a load cell, registered by the supervisor. */
    private static String equipment() {
        return Json.at(flow.as(flow.supervisor).body(Map.of("code", "GRN-" + UUID.randomUUID().toString().substring(0, 8),
                "name", "Granulator", "kind", "granulator", "locationId", flow.storeA, "productContact", true,
                "instrument", false, "cleaning", Map.of("cleanHoldHours", 72, "dirtyHoldHours", 24),
                "calibrationIntervalDays", 365)).post("/v1/equipment").then().statusCode(201).extract(), "id");
    }

    /** The class's operator, made by the first scenario that cleans. */
    private static String operator() {
        if (operator == null) {
            operator = flow.person("operator");
        }
        return operator;
    }

    /** A new file attached to the record; the evidence the attachment shows. */
    private static Evidence attach(String collection, String id) {
        String name = collection + "-" + FILES.incrementAndGet() + ".pdf";
        String file = Json.at(upload(TestKeys.ACTIVE, name, "application/pdf", pdf(2000, name.hashCode())).then()
                .statusCode(201).extract(), "id");
        Response attached = flow.as(flow.qa).body(Map.of("fileId", file)).post("/v1/" + collection + "/" + id
                + "/attachments");
        assertThat(attached.statusCode()).as(attached.asString()).isEqualTo(201);
        return new Evidence(Json.at(attached, "fileId"), Json.at(attached, "sha256"));
    }

    /** The record's current version as an If-Match value. */
    private static String etag(String path) {
        int version = Json.at(withKey(TestKeys.ACTIVE).get(path).then().statusCode(200).extract(), "version");
        return "\"" + version + "\"";
    }

    private static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    /** A ready outbound flow on the class's tenant, made by the first scenario that ships or qualifies customers. */
    private static OutboundFlow outbound() {
        if (outbound == null) {
            outbound = OutboundFlow.buying(flow);
        }
        return outbound;
    }

    /** An open CAPA that QA opened, owned by the analyst, so QA may sign its steps. */
    private static String openCapa() {
        return Json.at(flow.as(flow.qa).body(Map.of("title", "Seal failures", "description", "Seals wear early", "ownerId",
                flow.analyst, "sources", List.of(Map.of("type", "other", "reference", "Audit finding"))))
                .post("/v1/capas").then().statusCode(201).extract(), "id");
    }

    /** A corrective action of the CAPA owned by the analyst; its id. */
    private static String capaAction(String capa) {
        return Json.at(flow.as(flow.qa).body(Map.of("kind", "corrective", "description", "Second seal supplier", "ownerId",
                flow.analyst, "dueOn", today().plusDays(60).toString())).post("/v1/capas/" + capa + "/actions").then()
                .statusCode(201).extract(), "id");
    }

    /** An open CAPA whose only action its owner completed. */
    private static String capaWithItsActionDone() {
        String capa = openCapa();
        flow.as(flow.analyst).body(Map.of("evidence", "New supplier qualified", "fileIds", List.of()))
                .post("/v1/capas/" + capa + "/actions/" + capaAction(capa) + "/complete").then().statusCode(200);
        return capa;
    }

    private static Response implement(String capa) {
        return flow.as(flow.qa).header("If-Match", etag("/v1/capas/" + capa)).body(Map.of("signature",
                flow.signature(flow.qa, "approval"))).post("/v1/capas/" + capa + "/implement");
    }

    /** A complaint received today, on the lot or material given. */
    private static String complaint(Map<String, Object> subject) {
        Map<String, Object> body = new HashMap<>(Map.of("receivedOn", today().toString(), "category", "packaging",
                "description", "Crushed carton", "country", "DE", "reporter", Map.of("name", "Apotheke Nord", "contact",
                        "+49 40 1234")));
        body.putAll(subject);
        return Json.at(flow.as(flow.qa).body(body).post("/v1/complaints").then().statusCode(201).extract(), "id");
    }

    private static Response assess(String complaint) {
        return flow.as(flow.qa).header("If-Match", etag("/v1/complaints/" + complaint)).body(Map.of("reportable", false,
                "authority", "BfArM", "rationale", "No risk to patients", "signature", flow.signature(flow.qa, "review")))
                .post("/v1/complaints/" + complaint + "/assessment");
    }

    private static String deviation() {
        return Json.at(flow.as(flow.clerk).body(Map.of("description", "Broken seal", "references", List.of()))
                .post("/v1/deviations").then().statusCode(201).extract(), "id");
    }

    /** The OOS investigation the analyst's failing assay opened, in Phase I. */
    private static String oosInvestigation() {
        String inspection = flow.inspectionLotOf(flow.receivedLot("1"));
        return Json.at(flow.result(flow.analyst, inspection, "ASSAY", "90.0").then().statusCode(201).extract(),
                "oosInvestigationId");
    }

    private static String returnsBay() {
        return Json.at(asAdmin(TestKeys.ACTIVE).contentType("application/json").body(Map.of("code", "RET-"
                + UUID.randomUUID().toString().substring(0, 8), "name", "Returns bay", "kind", "returns", "storage",
                Map.of("minCelsius", 15, "maxCelsius", 25))).post("/v1/locations").then().statusCode(201).extract(), "id");
    }

    /** A new supplier the buyer entered, pending QA's approval. */
    private static String supplier() {
        return Json.at(flow.as(flow.buyer).body(Map.of("code", "SUP-" + UUID.randomUUID().toString().substring(0, 8), "name",
                "Beta Chemicals")).post("/v1/suppliers").then().statusCode(201).extract(), "id");
    }

    private static Response approve(String supplier) {
        return flow.as(flow.qa).header("If-Match", etag("/v1/suppliers/" + supplier)).body(Map.of("materialIds",
                List.of(flow.material), "signature", flow.signature(flow.qa, "approval")))
                .post("/v1/suppliers/" + supplier + "/approve");
    }
}
