package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.BatchFlow;
import com.pharmaerp.api.testsupport.DocumentChecks;
import com.pharmaerp.api.testsupport.Json;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * A product's review over HTTP, from records made for it: three batches (yields 98, 100 and 101 %), their assays (99.0,
 * 99.6 after an invalidated 90.0, 100.2), in-process values their steps recorded, a deviation, a complaint with its CAPA,
 * and the specification and recipe approved in the period. The figures are checked against hand computations.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class ProductQualityReviewsTest {

    private static final String PATH = "/v1/product-quality-reviews";
    /** Which path opens a source id, by its prefix. */
    private static final Map<String, String> COLLECTIONS = Map.ofEntries(Map.entry("ord", "production-orders"),
            Map.entry("insp", "inspection-lots"), Map.entry("oos", "oos-investigations"), Map.entry("dev", "deviations"),
            Map.entry("cap", "capas"), Map.entry("cmp", "complaints"), Map.entry("rcl", "recalls"), Map.entry("ret", "returns"),
            Map.entry("spec", "specifications"), Map.entry("rcp", "recipes"), Map.entry("sup", "suppliers"),
            Map.entry("gr", "goods-receipts"), Map.entry("lot", "lots"), Map.entry("eq", "equipment"));

    /** The product's records, made once for the class: some hundred requests. */
    private static ProductionFlow flow;
    private static List<String> batches;
    private static String deviation;
    private static String complaint;
    private static String capa;
    private static String review;

    @BeforeEach
    void productOfAPeriod() throws SQLException {
        if (flow != null) {
            return;
        }
        flow = new ProductionFlow(TestKeys.ACTIVE);
        batches = List.of(batch("98", "99.0", "0.2"), batch("100", null, null), batch("101", "100.2", "0.3"));
        recordSteps();
        deviation = flow.deviation(batches.get(0));
        String lot = flow.read(batches.get(2)).getString("outputLotId");
        complaint = Json.at(flow.gmp.as(flow.gmp.qa).body(Map.of("receivedOn", today().minusDays(1).toString(), "category",
                "quality_defect", "description", "Tablets chipped", "country", "DE", "lotId", lot, "reporter",
                Map.of("name", "Apotheke Nord", "contact", "+49 40 1234"))).post("/v1/complaints").then().statusCode(201)
                .extract(), "id");
        capa = Json.at(flow.gmp.as(flow.gmp.qa).body(Map.of("title", "Chipping", "description", "Tablets chip in transport",
                "ownerId", flow.gmp.analyst, "sources", List.of(Map.of("type", "complaint", "id", complaint))))
                .post("/v1/capas").then().statusCode(201).extract(), "id");
        review = created(flow.gmp.qa).then().statusCode(201).extract().path("id");
    }

    private static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    /**
     * A completed batch of the yield, its output lot's assay and water entered (or, with none given, a failing assay
     * invalidated by QA's Phase I, then passing results) and accepted; the order's id.
     */
    private static String batch(String kilograms, String assay, String water) {
        String order = flow.verifiedOrder();
        flow.complete(order, kilograms, null).then().statusCode(200);
        String inspection = flow.read(order).getString("inspectionLotId");
        if (assay == null) {
            flow.gmp.invalidatedFailureThenPassingResults(inspection);
        } else {
            flow.gmp.result(flow.gmp.analyst, inspection, "ASSAY", assay).then().statusCode(201);
            flow.gmp.result(flow.gmp.analyst, inspection, "APPEARANCE", "white powder").then().statusCode(201);
            flow.gmp.result(flow.gmp.analyst, inspection, "WATER", water).then().statusCode(201);
        }
        flow.gmp.decide(inspection, "accept").then().statusCode(200);
        return order;
    }

    /** A pH control and a granulation time per batch, as batch execution records them (no HTTP way yet). */
    private static void recordSteps() throws SQLException {
        String[][] values = { { "7.0", "10" }, { "7.2", "12" }, { "6.8", "14" } };
        try (Connection owner = TestDatabase.connectAsOwner(); PreparedStatement insert = owner.prepareStatement(
                "INSERT INTO production_steps (tenant_id, order_id, step_id, position, kind, name, unit, min_value, max_value, "
                        + "status, value, performed_at, performed_by, recorded_at, exceptions, corrections, version) "
                        + "VALUES ('default', ?, ?, ?, ?, ?, ?, ?::numeric, ?::numeric, 'done', ?::numeric, now(), ?, now(), '[]', "
                        + "'[]', 1)")) {
            for (int i = 0; i < batches.size(); i++) {
                step(insert, batches.get(i), "20.1", 1, "in_process_control", "PH", "pH", "6.5", "7.5", values[i][0]);
                step(insert, batches.get(i), "10.3", 2, "parameter", "Granulation time", "min", "8", "13", values[i][1]);
            }
        }
    }

    private static void step(PreparedStatement insert, String order, String step, int position, String kind, String name,
            String unit, String min, String max, String value) throws SQLException {
        Object[] row = { order, step, position, kind, name, unit, min, max, value, flow.operator };
        for (int i = 0; i < row.length; i++) {
            insert.setObject(i + 1, row[i]);
        }
        insert.executeUpdate();
    }

    private static Response created(String user) {
        return flow.gmp.as(user).body(Map.of("productMaterialId", flow.product, "from", today().minusDays(30).toString(), "to",
                today().toString())).post(PATH);
    }

    private static JsonPath read(String id) {
        return withKey(TestKeys.ACTIVE).get(PATH + "/" + id).then().statusCode(200).extract().jsonPath();
    }

    /** The figure of the code among the review's results (tests or inProcess), as a path of its own. */
    private static JsonPath figure(JsonPath content, String list, String code) {
        List<String> codes = content.getList("content.results." + list + ".code");
        assertThat(codes).as(list).contains(code);
        return new JsonPath(content.prettify()).setRootPath("content.results." + list + "[" + codes.indexOf(code) + "]");
    }

    @Test
    void theReviewCountsExactlyTheBatchesResultsDeviationsComplaintsAndChangesMadeForTheProduct() {
        JsonPath pqr = read(review);

        assertThat(pqr.getString("number")).matches("PQR-\\d{6}");
        assertThat(pqr.getString("status")).isEqualTo("draft");
        assertThat(pqr.getString("contentSha256")).matches("[0-9a-f]{64}");
        assertThat(pqr.getList("content.batches.sources")).containsExactlyElementsOf(batches);
        assertThat(pqr.getInt("content.batches.count")).isEqualTo(3);
        assertThat(pqr.getInt("content.batches.open")).isEqualTo(3);
        assertThat(figure(pqr, "tests", "ASSAY").getInt("n")).isEqualTo(3);
        assertThat(figure(pqr, "tests", "ASSAY").getInt("invalidated")).isEqualTo(1);
        assertThat(figure(pqr, "tests", "APPEARANCE").getInt("n")).isEqualTo(3);
        assertThat(pqr.getInt("content.oos.count")).isEqualTo(1);
        assertThat(pqr.getList("content.deviations.sources")).containsExactly(deviation);
        assertThat(pqr.getInt("content.deviations.openAtPeriodEnd")).isEqualTo(1);
        assertThat(pqr.getList("content.complaints.sources")).containsExactly(complaint);
        assertThat(pqr.getList("content.capas.sources")).containsExactly(capa);
        assertThat(pqr.getList("content.changes.specifications")).hasSize(1);
        assertThat(pqr.getList("content.changes.recipes.id")).containsExactly(flow.recipe);
        assertThat(pqr.getString("content.startingMaterials.materials[0].materialId")).isEqualTo(flow.gmp.material);
        assertThat(pqr.getList("content.startingMaterials.materials[0].suppliers.id")).containsExactly(flow.gmp.supplier);
        assertThat(pqr.getInt("content.startingMaterials.materials[0].lotsReceived")).isEqualTo(3);
        assertThat(pqr.getList("content.notCovered")).isNotEmpty();
    }

    @Test
    void theStatisticsMatchAHandComputation() {
        JsonPath pqr = read(review);

        assertThat(pqr.getString("content.yield.figures.mean")).as("(98 + 100 + 101) / 3").isEqualTo("99.6667");
        assertThat(pqr.getString("content.yield.figures.standardDeviation")).as("√((2.7778 + 0.1111 + 1.7778) / 2)")
                .isEqualTo("1.5275");
        JsonPath assay = figure(pqr, "tests", "ASSAY");
        assertThat(assay.getString("mean")).as("(99.0 + 99.6 + 100.2) / 3").isEqualTo("99.6000");
        assertThat(assay.getString("standardDeviation")).as("√((0.36 + 0 + 0.36) / 2)").isEqualTo("0.6000");
        assertThat(assay.getString("cpk")).as("min(102.0 − 99.6, 99.6 − 98.0) / (3 × 0.6)").isEqualTo("0.8889");
        assertThat(figure(pqr, "tests", "WATER").getString("cpk")).as("an upper limit only").isNull();
        JsonPath ph = figure(pqr, "inProcess", "PH");
        assertThat(ph.getString("kind")).isEqualTo("in_process_control");
        assertThat(ph.getString("standardDeviation")).as("√((0 + 0.04 + 0.04) / 2)").isEqualTo("0.2000");
        assertThat(ph.getString("cpk")).as("min(0.5, 0.5) / 0.6").isEqualTo("0.8333");
        assertThat(figure(pqr, "inProcess", "Granulation time").getInt("outside")).as("14 min over 13").isEqualTo(1);
    }

    @Test
    void everySourceIdOpensItsRecord() {
        JsonPath pqr = read(review);
        Map<String, Object> content = pqr.getMap("content");
        int opened = 0;
        for (Object section : content.values()) {
            if (section instanceof Map<?, ?> map && map.get("sources") instanceof List<?> sources) {
                for (Object id : sources) {
                    String prefix = id.toString().substring(0, id.toString().indexOf('_'));
                    assertThat(COLLECTIONS).as("a collection for " + id).containsKey(prefix);
                    withKey(TestKeys.ACTIVE).get("/v1/" + COLLECTIONS.get(prefix) + "/" + id).then().statusCode(200);
                    opened++;
                }
            }
        }
        for (Map<String, Object> point : figure(pqr, "tests", "ASSAY").<Map<String, Object>>getList("points")) {
            withKey(TestKeys.ACTIVE).get("/v1/inspection-lots/" + point.get("inspectionLotId") + "/results/"
                    + point.get("source")).then().statusCode(200);
        }
        assertThat(opened).isGreaterThan(15);
    }

    @Test
    void aBatchExecutedStepByStepGivesTheReviewItsRecordedValuesAndTheEquipmentItClaimed() {
        BatchFlow executed = new BatchFlow(TestKeys.ACTIVE);
        String granulator = executed.cleanGranulator();
        String order = executed.completedOrder(granulator);

        JsonPath pqr = new JsonPath(executed.gmp.as(executed.gmp.qa).body(Map.of("productMaterialId", executed.production.product,
                "from", today().minusDays(1).toString(), "to", today().toString())).post(PATH).then().statusCode(201).extract()
                .asString());

        assertThat(pqr.getList("content.batches.sources")).containsExactly(order);
        assertThat(figure(pqr, "inProcess", "HARD").getString("kind")).isEqualTo("in_process_control");
        assertThat(figure(pqr, "inProcess", "HARD").getString("mean")).isEqualTo("10.0000");
        assertThat(figure(pqr, "inProcess", "impeller speed").getString("kind")).isEqualTo("parameter");
        assertThat(figure(pqr, "inProcess", "impeller speed").getString("upperLimit")).isEqualTo("200");
        assertThat(pqr.getList("content.equipment.sources")).containsExactly(granulator);
        assertThat(pqr.getInt("content.equipment.pieces[0].batches")).isEqualTo(1);
    }

    @Test
    void theReviewedHashIsRefusedOnceTheContentMovedAndTheApprovedReviewNeverChanges() throws SQLException {
        String id = created(flow.gmp.qa).then().statusCode(201).extract().path("id");
        String read = read(id).getString("contentSha256");
        flow.deviation(batches.get(1));
        JsonPath refreshed = flow.gmp.as(flow.gmp.qa).header("If-Match", "\"1\"").post(PATH + "/" + id + "/refresh").then()
                .statusCode(200).extract().jsonPath();
        assertThat(refreshed.getString("contentSha256")).isNotEqualTo(read);

        assertProblem(reviewed(id, 2, read), 409, "content_changed", PATH + "/" + id + "/review");
        String reviewer = flow.gmp.person("qa", "qp");
        flow.gmp.as(reviewer).header("If-Match", "\"2\"").body(reviewBody(reviewer, refreshed.getString("contentSha256")))
                .post(PATH + "/" + id + "/review").then().statusCode(200);
        assertProblem(approved(reviewer, id, 3), 403, "segregation_of_duties", PATH + "/" + id + "/approve");
        JsonPath approved = approved(flow.qp, id, 3).then().statusCode(200).extract().jsonPath();

        assertThat(approved.getString("status")).isEqualTo("approved");
        assertThat(approved.getString("approval.meaning")).isEqualTo("approval");
        assertThat(approved.getString("review.meaning")).isEqualTo("review");
        flow.deviation(batches.get(2));
        assertProblem(flow.gmp.as(flow.gmp.qa).header("If-Match", "\"4\"").post(PATH + "/" + id + "/refresh"), 409,
                "invalid_transition", PATH + "/" + id + "/refresh");
        assertThat(read(id).getString("contentSha256")).isEqualTo(refreshed.getString("contentSha256"));
        try (Connection owner = TestDatabase.connectAsOwner()) {
            assertThatThrownBy(() -> owner.createStatement().executeUpdate("UPDATE product_quality_reviews SET content = '{}' "
                    + "WHERE id = '" + id + "'")).hasMessageContaining("never changes");
        }
    }

    private static Map<String, Object> reviewBody(String user, String sha) {
        return Map.of("conclusions", "Process stable; no change of specification needed.", "contentSha256", sha, "signature",
                flow.gmp.signature(user, "review"));
    }

    private static Response reviewed(String id, int version, String sha) {
        return flow.gmp.as(flow.gmp.qa).header("If-Match", "\"" + version + "\"").body(reviewBody(flow.gmp.qa, sha))
                .post(PATH + "/" + id + "/review");
    }

    private static Response approved(String user, String id, int version) {
        return flow.gmp.as(user).header("If-Match", "\"" + version + "\"").body(Map.of("signature",
                flow.gmp.signature(user, "approval"))).post(PATH + "/" + id + "/approve");
    }

    @Test
    void thePdfIsAnA4PdfAWithTheStatisticsTablesTrendChartsAndTheContentsHash() {
        Response pdf = withKey(TestKeys.ACTIVE).header("Accept", "application/pdf").get(PATH + "/" + review);

        assertThat(pdf.statusCode()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        byte[] bytes = pdf.asByteArray();
        assertThat(DocumentChecks.pdfaFailures(bytes)).isEmpty();
        assertThat(DocumentChecks.pageSizes(bytes)).allMatch(size -> size.equals("595x842"));
        String text = DocumentChecks.text(bytes);
        assertThat(text).contains(read(review).getString("number"), read(review).getString("contentSha256"), "Cpk", "0.8889",
                "99.6667", "Trends over the batches", "Yield", "Test ASSAY", "in process control PH");
        String html = withKey(TestKeys.ACTIVE).header("Accept", "text/html").get(PATH + "/" + review).then().statusCode(200)
                .extract().asString();
        DocumentChecks.wellFormed(html);
        assertThat(html).contains("class=\"bar").contains("class=\"limit\"");
    }

    @Test
    void aPeriodNotEndedOrTooLongAnUnknownProductAndANonQaAreRefused() {
        Map<String, Object> future = Map.of("productMaterialId", flow.product, "from", today().toString(), "to",
                today().plusDays(1).toString());
        assertProblem(flow.gmp.as(flow.gmp.qa).body(future).post(PATH), 422, "period_not_ended", PATH);
        Map<String, Object> long_ = Map.of("productMaterialId", flow.product, "from", today().minusDays(401).toString(), "to",
                today().toString());
        assertProblem(flow.gmp.as(flow.gmp.qa).body(long_).post(PATH), 422, "period_too_long", PATH);
        Map<String, Object> unknown = Map.of("productMaterialId", "mat_unknown", "from", today().minusDays(1).toString(), "to",
                today().toString());
        assertProblem(flow.gmp.as(flow.gmp.qa).body(unknown).post(PATH), 422, "validation_failed", PATH);
        assertProblem(created(flow.gmp.supervisor), 403, "role_required", PATH);
    }

    @Test
    void theListFiltersByProductAndStatusWithoutTheContent() {
        JsonPath page = withKey(TestKeys.ACTIVE).queryParam("productMaterialId", flow.product).queryParam("status", "draft")
                .get(PATH).then().statusCode(200).extract().jsonPath();

        assertThat(page.getList("items.id")).contains(review);
        assertThat(page.getList("items.productMaterialId")).containsOnly(flow.product);
        assertThat(page.getList("items.content")).containsOnlyNulls();
        assertThat(new String(withKey(TestKeys.ACTIVE).get(PATH + "/" + review).asByteArray(), StandardCharsets.UTF_8))
                .contains("\"contentSha256\"");
    }
}
