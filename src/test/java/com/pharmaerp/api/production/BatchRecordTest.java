package com.pharmaerp.api.production;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.DocumentChecks;
import com.pharmaerp.api.testsupport.DocumentChecks.Column;
import com.pharmaerp.api.testsupport.DocumentChecks.Signed;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.ProductionFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/**
 * GET /v1/production-orders/{id}/batch-record, checked as a QA reviewer or an inspector would:
 * the PDF's text, its PDF/A conformance, the HTML's form, the JSON's hash on every page.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class BatchRecordTest {

    private static final List<String> ANNEX_HEADINGS = List.of("Seq.", "When (UTC)", "Action · record", "By", "Changes");

    /** One certified batch for the class: making one takes some forty requests. */
    private static ProductionFlow flow;
    private static String order;
    /** A completed batch whose output lot's failing assay QA's Phase I invalidated, named by a closed major deviation. */
    private static String investigated;

    @BeforeEach
    void certifiedBatch() {
        if (order == null) {
            flow = new ProductionFlow(TestKeys.ACTIVE);
            order = flow.certifiedBatch();
        }
    }

    private static Response batchRecord(String id, String accept) {
        var request = withKey(TestKeys.ACTIVE);
        if (accept != null) {
            request.header("Accept", accept);
        }
        return request.get("/v1/production-orders/" + id + "/batch-record");
    }

    private static String investigatedBatch() {
        if (investigated == null) {
            investigated = flow.completedBatch();
            String inspection = flow.read(investigated).getString("inspectionLotId");
            flow.gmp.invalidatedFailureThenPassingResults(inspection);
            flow.gmp.decide(inspection, "accept").then().statusCode(200);
            flow.gmp.closedMajorDeviation(List.of(investigated));
        }
        return investigated;
    }

    private static String jsonHash() {
        return DocumentChecks.sha256(batchRecord(order, "application/json").then().statusCode(200).extract().asByteArray());
    }

    @Test
    void withoutAcceptTheRecordIsAnA4PdfAThatVeraPdfPasses() {
        Response pdf = batchRecord(order, null);

        assertThat(pdf.statusCode()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        byte[] bytes = pdf.asByteArray();
        assertThat(DocumentChecks.pdfaFailures(bytes)).isEmpty();
        assertThat(DocumentChecks.unembeddedFonts(bytes)).isEmpty();
        assertThat(DocumentChecks.pageSizes(bytes)).allMatch(size -> size.equals("595x842"));
    }

    @Test
    void thePdfTextNamesTheBatchWhoChargedTheMaterialAndTheJsonFormsHash() {
        String text = DocumentChecks.text(batchRecord(order, "application/pdf").asByteArray());
        JsonPath record = flow.read(order);

        assertThat(text).contains(record.getString("number"), "BR-" + record.getString("number"), jsonHash());
        assertThat(text).contains(flow.gmp.printedName(flow.operator)).as("who charged the material");
        assertThat(text).containsPattern("Page 1 of \\d+");
    }

    @Test
    void thePdfPrintsEachSignatureOfTheJsonFormWithItsOwnSignerMeaningTimeAndReason() {
        List<Signed> signatures = DocumentChecks.signatures(batchRecord(order, "application/json").asByteArray());

        String text = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(order, "application/pdf").asByteArray()));

        assertThat(signatures).extracting(Signed::meaning).contains("approval", "verification", "review", "responsibility");
        assertThat(signatures).allSatisfy(signature -> assertThat(text).contains(signature.printed()));
    }

    @Test
    void aRejectedBatchsRecordPrintsTheQpsRejectionWithTheQpsName() {
        String rejected = flow.completedBatch();
        flow.signed(flow.qp, rejected, "certify", "rejection", Map.of("decision", "reject")).then().statusCode(200);
        List<Signed> signatures = DocumentChecks.signatures(batchRecord(rejected, "application/json").asByteArray());

        String text = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(rejected, "application/pdf").asByteArray()));

        assertThat(signatures).filteredOn(signature -> signature.meaning().equals("rejection")).singleElement()
                .satisfies(rejection -> {
                    assertThat(rejection.printedName()).isEqualTo(flow.gmp.printedName(flow.qp));
                    assertThat(text).contains("QP certification " + rejection.printed());
                });
    }

    @Test
    void theJsonFormListsTheOutputLotsOosInvestigationInvalidatedByItsPhaseIWithItsSignature() {
        JsonPath record = batchRecord(investigatedBatch(), "application/json").then().statusCode(200).extract().jsonPath();

        assertThat(record.getList("inspection.investigations")).hasSize(1);
        assertThat(record.getString("inspection.investigations[0].number")).matches("OOS-\\d{6}");
        assertThat(record.getString("inspection.investigations[0].testCode")).isEqualTo("ASSAY");
        assertThat(record.getString("inspection.investigations[0].conclusion")).isEqualTo("invalidated");
        assertThat(record.getBoolean("inspection.investigations[0].phase1.assignableCause")).isTrue();
        assertThat(record.getString("inspection.investigations[0].phase1.signature.meaning")).isEqualTo("review");
        assertThat(record.getString("inspection.investigations[0].phase1.signature.printedName"))
                .isEqualTo(flow.gmp.printedName(flow.gmp.qa));
        assertThat(record.getString("inspection.investigations[0].phase2")).isNull();
    }

    @Test
    void theJsonFormListsTheBatchsDeviationWithItsClassificationRootCauseAndClosure() {
        JsonPath record = batchRecord(investigatedBatch(), "application/json").then().statusCode(200).extract().jsonPath();

        DocumentChecks.listsTheClosedEquipmentDeviation(record);
    }

    @Test
    void thePdfPrintsTheInvestigationsPhaseIAndTheDeviationsRootCauseWithEverySignature() {
        byte[] json = batchRecord(investigatedBatch(), "application/json").asByteArray();
        JsonPath record = JsonPath.from(new String(json, StandardCharsets.UTF_8));

        String text = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(investigated, "application/pdf").asByteArray()));

        assertThat(text).contains(record.getString("inspection.investigations[0].number")
                + " · closed · conclusion: invalidated", "ASSAY: 90.0", "assignable cause: instrument",
                record.getString("deviations[0].number"), "equipment: Thermostat failed");
        assertThat(DocumentChecks.signatures(json)).extracting(Signed::meaning).contains("review", "approval");
        assertThat(DocumentChecks.signatures(json)).allSatisfy(signature -> assertThat(text).contains(signature.printed()));
    }

    @Test
    void eachSignaturePrintsTheFilesItBoundWithTheirNameAndSha256() {
        String batch = flow.completedBatch();
        GmpFlow gmp = flow.gmp;
        String deviation = gmp.as(gmp.clerk).body(Map.of("description", "Sieve torn", "references", List.of(batch)))
                .post("/v1/deviations").then().statusCode(201).extract().path("id");
        JsonPath file = gmp.attachedFile("deviations", deviation, "sieve-check.csv", "sieve,mesh\nS-2,torn\n");
        gmp.triage(deviation, "minor", false).then().statusCode(200);
        gmp.as(gmp.qa).header("If-Match", "\"2\"").body(Map.of("signature", gmp.signature(gmp.qa, "approval")))
                .post("/v1/deviations/" + deviation + "/close").then().statusCode(200);

        JsonPath record = batchRecord(batch, "application/json").then().statusCode(200).extract().jsonPath();
        String pdf = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(batch, "application/pdf").asByteArray()));
        String html = DocumentChecks.htmlText(batchRecord(batch, "text/html").asString());

        assertThat(record.getMap("deviations[0].closure.attachments[0]")).containsExactly(Map.entry("fileId",
                file.getString("id")), Map.entry("filename", "sieve-check.csv"), Map.entry("sha256", file.getString("sha256")));
        assertThat(pdf).contains(DocumentChecks.boundEvidence(file));
        assertThat(html).contains(DocumentChecks.boundEvidence(file));
    }

    @Test
    void thePdfPrintsAPhaseIIThatConfirmedTheFailureWithItsRootCauseAndSignature() {
        String confirmed = flow.completedBatch();
        String inspection = flow.read(confirmed).getString("inspectionLotId");
        flow.gmp.confirmFailure(flow.gmp.result(flow.gmp.analyst, inspection, "ASSAY", "90.0"));
        byte[] json = batchRecord(confirmed, "application/json").then().statusCode(200).extract().asByteArray();
        JsonPath record = JsonPath.from(new String(json, StandardCharsets.UTF_8));

        String text = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(confirmed, "application/pdf").asByteArray()));

        assertThat(record.getString("inspection.investigations[0].conclusion")).isEqualTo("confirmed");
        assertThat(record.getString("inspection.investigations[0].phase2.signature.meaning")).isEqualTo("approval");
        assertThat(text).contains("conclusion: confirmed", "no assignable cause", "root cause: Granulation drift",
                "findings: Full-scale investigation of the batch");
        assertThat(DocumentChecks.signatures(json)).allSatisfy(signature -> assertThat(text).contains(signature.printed()));
    }

    @Test
    void aRecordListingInvestigationsAndDeviationsIsStillPdfAAndWellFormedXhtml() {
        byte[] pdf = batchRecord(investigatedBatch(), "application/pdf").asByteArray();

        assertThat(DocumentChecks.pdfaFailures(pdf)).isEmpty();
        assertThat(DocumentChecks.wellFormed(batchRecord(investigated, "text/html").asString())
                .getElementsByTagName("table").getLength()).isGreaterThan(3);
    }

    @Test
    void aRecordWithoutInvestigationsOrDeviationsSaysSo() {
        String text = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(order, "application/pdf").asByteArray()));

        assertThat(text).contains("Deviations None linked to this batch.",
                "OOS investigations None: no result of this inspection lot failed.");
    }

    @Test
    void thePdfTextHasNoLigatureCharacters() {
        byte[] pdf = batchRecord(order, "application/pdf").asByteArray();

        assertThat(DocumentChecks.ligatures(pdf)).isEmpty();
    }

    @Test
    void theAnnexPrintsEachChangeAsAFieldFromToRowRatherThanJson() {
        String text = DocumentChecks.oneLine(DocumentChecks.text(batchRecord(order, "application/pdf").asByteArray()));

        String annex = text.substring(text.indexOf("Annex: audit trail"));

        assertThat(annex).contains("status: reviewed → certified", "certification.meaning: — → responsibility");
        assertThat(annex).doesNotContain("{", "}", "\"field\"");
    }

    @Test
    void noTextOfAnAnnexColumnReachesIntoTheNextColumn() {
        byte[] pdf = batchRecord(order, "application/pdf").asByteArray();

        List<Column> columns = DocumentChecks.columns(DocumentChecks.runs(pdf), ANNEX_HEADINGS,
                "BR-" + flow.read(order).getString("number"));

        assertThat(columns).extracting(Column::heading).containsExactlyElementsOf(ANNEX_HEADINGS);
        assertThat(columns.get(3).cells()).as("the By column names the users").anyMatch(run -> run.text().contains("(usr_"));
        for (int i = 0; i + 1 < columns.size(); i++) {
            float next = columns.get(i + 1).left();
            assertThat(columns.get(i).cells()).as(columns.get(i).heading() + " ends left of " + columns.get(i + 1).heading())
                    .allSatisfy(cell -> assertThat(cell.right()).as(cell.text()).isLessThan(next));
        }
    }

    @Test
    void theJsonFormIsTheSameBytesEveryTimeAndItsEtagIsTheirSha256() {
        Response first = batchRecord(order, "application/json");
        Response second = batchRecord(order, "application/json");

        assertThat(first.asByteArray()).isEqualTo(second.asByteArray());
        assertThat(first.header("ETag")).isEqualTo("\"" + DocumentChecks.sha256(first.asByteArray()) + "\"");
        assertThat(first.header("Vary")).isEqualTo("Accept");
    }

    @Test
    void theJsonFormHoldsTheChargesSignaturesInspectionAndTheAnnexInSequenceOrder() {
        JsonPath record = batchRecord(order, "application/json").then().statusCode(200).extract().jsonPath();

        assertThat(record.getString("status")).isEqualTo("certified");
        assertThat(record.getString("consumptions[0].performedBy.printedName")).isEqualTo(flow.gmp.printedName(flow.operator));
        assertThat(record.getString("consumptions[0].verification.meaning")).isEqualTo("verification");
        assertThat(record.getString("consumptions[0].allocations[0].lotNumber")).startsWith("L-");
        assertThat(record.getString("recipe.approval.meaning")).isEqualTo("approval");
        assertThat(record.getString("inspection.usageDecision.decision")).isEqualTo("accept");
        assertThat(record.getList("inspection.tests.code")).containsExactly("ASSAY", "APPEARANCE", "WATER");
        assertThat(record.getBoolean("yieldWithinLimits")).isTrue();
        assertThat(record.getString("certification.meaning")).isEqualTo("responsibility");
        List<Long> sequences = record.getList("auditTrail.sequence", Long.class);
        assertThat(sequences).isSorted().doesNotHaveDuplicates();
        assertThat(record.getList("auditTrail.action", String.class)).contains("production_order.consumed",
                "production_order.certified", "lot.released");
    }

    @Test
    void theAnnexHoldsTheAuditEventsOfTheStockMovementsTheBatchPosted() {
        JsonPath record = batchRecord(order, "application/json").then().statusCode(200).extract().jsonPath();

        List<String> posted = record.getList("auditTrail.findAll { it.action == 'stock_movement.created' }.entityId",
                String.class);

        assertThat(posted).containsExactlyInAnyOrderElementsOf(movementsOf(record));
    }

    @Test
    void thePdfAnnexShowsTheStockMovementsTheBatchPosted() {
        List<String> movements = movementsOf(batchRecord(order, "application/json").jsonPath());

        String text = DocumentChecks.withoutWhiteSpace(DocumentChecks.text(batchRecord(order, "application/pdf").asByteArray()));

        assertThat(movements).allSatisfy(movement -> assertThat(text).contains("stock_movement.created" + movement));
    }

    /** The movements the batch posted: its consumptions' issues (as the record lists them) and its output. */
    private static List<String> movementsOf(JsonPath record) {
        List<String> movements = new ArrayList<>(record.getList("consumptions.allocations.flatten().movementId", String.class));
        movements.add(withKey(TestKeys.ACTIVE).queryParam("lotId", record.getString("outputLot.lotId"))
                .get("/v1/stock-movements").then().statusCode(200).extract().jsonPath()
                .getString("items.find { it.type == 'output' }.id"));
        assertThat(movements).hasSize(2).doesNotContainNull();
        return movements;
    }

    @Test
    void theHtmlFormIsWellFormedXhtmlWithTheHashPrinted() {
        Response html = batchRecord(order, "text/html");

        assertThat(html.statusCode()).isEqualTo(200);
        assertThat(html.contentType()).startsWith("text/html");
        assertThat(DocumentChecks.wellFormed(html.asString()).getElementsByTagName("table").getLength()).isGreaterThan(3);
        assertThat(html.asString()).contains(jsonHash());
    }

    @Test
    void aMediaTypeNoFormMatchesIs406() {
        assertProblem(batchRecord(order, "text/plain"), 406, "not_acceptable", "/v1/production-orders/" + order
                + "/batch-record");
    }

    @Test
    void aMediaRangeMatchesTheFirstFormInIt() {
        assertThat(batchRecord(order, "text/*").contentType()).startsWith("text/html");
        assertThat(batchRecord(order, "application/json;q=0.5, application/pdf;q=0").contentType())
                .isEqualTo("application/json");
    }

    @Test
    void anOrderNotYetCompletedHasNoBatchRecord() {
        String released = flow.releasedOrder(flow.recipe, "100");

        assertProblem(batchRecord(released, "application/pdf"), 409, "invalid_transition", "/v1/production-orders/" + released
                + "/batch-record");
    }

    @Test
    void anUnknownOrderIs404() {
        assertProblem(batchRecord("ord_00000000000000", null), 404, "not_found",
                "/v1/production-orders/ord_00000000000000/batch-record");
    }

    @Test
    void readingTheRecordWritesNoAuditEvent() {
        long before = lastSequence();

        batchRecord(order, "application/pdf").then().statusCode(200);

        assertThat(lastSequence()).isEqualTo(before);
    }

    private static long lastSequence() {
        return withKey(TestKeys.ACTIVE).get("/v1/audit-events/verification").then().statusCode(200).extract().jsonPath()
                .getLong("events");
    }
}
