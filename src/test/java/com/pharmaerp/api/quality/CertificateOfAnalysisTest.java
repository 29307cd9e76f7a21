package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.Api.withKey;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.DocumentChecks;
import com.pharmaerp.api.testsupport.DocumentChecks.Signed;
import com.pharmaerp.api.testsupport.GmpFlow;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

/** GET /v1/lots/{id}/certificate-of-analysis: for a released lot only, as a customer reads it. */
@QuarkusTest
@WithTestResource(TestKeys.class)
class CertificateOfAnalysisTest {

    private GmpFlow gmp;

    @BeforeEach
    void tenant() {
        gmp = new GmpFlow(TestKeys.ACTIVE);
    }

    private static Response certificate(String lot, String accept) {
        return withKey(TestKeys.ACTIVE).header("Accept", accept).get("/v1/lots/" + lot + "/certificate-of-analysis");
    }

    @Test
    void aReleasedLotsCertificateIsAPdfAShowingItsResultsAndTheJsonFormsHash() {
        String lot = gmp.releasedLot("25");
        String number = withKey(TestKeys.ACTIVE).get("/v1/lots/" + lot).path("number");
        byte[] json = certificate(lot, "application/json").then().statusCode(200).extract().asByteArray();

        byte[] pdf = certificate(lot, "application/pdf").then().statusCode(200).contentType("application/pdf").extract()
                .asByteArray();

        assertThat(DocumentChecks.pdfaFailures(pdf)).isEmpty();
        String text = DocumentChecks.text(pdf);
        assertThat(text).contains(number, "S-25", "Assay (HPLC)", "99.6", "98.0–102.0", DocumentChecks.sha256(json));
    }

    @Test
    void thePdfPrintsTheDecisionsSignatureWithItsSignerMeaningTimeAndReasonTogether() {
        String lot = gmp.releasedLot("25");
        List<Signed> signatures = DocumentChecks.signatures(certificate(lot, "application/json").asByteArray());

        String text = DocumentChecks.oneLine(DocumentChecks.text(certificate(lot, "application/pdf").asByteArray()));

        assertThat(signatures).singleElement().satisfies(signature -> {
            assertThat(signature.printedName()).isEqualTo(gmp.printedName(gmp.qa));
            assertThat(text).contains("Usage decision: accept " + signature.printed());
        });
    }

    @Test
    void theUsageDecisionPrintsTheFilesItsSignatureBoundWithTheirNameAndSha256() {
        String lot = gmp.receivedLot("25");
        String inspection = gmp.inspectionLotOf(lot);
        JsonPath file = gmp.attachedFile("inspection-lots", inspection, "hplc-run.csv", "injection,area\n1,10234\n");
        gmp.passingResults(inspection);
        gmp.decide(inspection, "accept").then().statusCode(200);

        JsonPath certificate = certificate(lot, "application/json").then().statusCode(200).extract().jsonPath();
        String pdf = DocumentChecks.oneLine(DocumentChecks.text(certificate(lot, "application/pdf").asByteArray()));
        String html = DocumentChecks.htmlText(certificate(lot, "text/html").asString());

        assertThat(certificate.getString("usageDecision.signature.attachments[0].sha256")).isEqualTo(file.getString("sha256"));
        assertThat(pdf).contains(DocumentChecks.boundEvidence(file));
        assertThat(html).contains(DocumentChecks.boundEvidence(file));
    }

    @Test
    void thePdfTextHasNoLigatureCharacters() {
        byte[] pdf = certificate(gmp.releasedLot("25"), "application/pdf").asByteArray();

        assertThat(DocumentChecks.ligatures(pdf)).isEmpty();
    }

    @Test
    void theJsonFormNamesTheSpecificationRevisionEachValidResultAndTheAcceptingSignature() {
        String lot = gmp.releasedLot("25");

        JsonPath certificate = certificate(lot, "application/json").then().statusCode(200).extract().jsonPath();

        assertThat(certificate.getString("documentNumber")).startsWith("COA-L-");
        assertThat(certificate.getString("lot.supplierLotNumber")).isEqualTo("S-25");
        assertThat(certificate.getInt("specification.revision")).isEqualTo(1);
        assertThat(certificate.getList("tests.result")).containsExactly("99.6", "white powder", "0.2");
        assertThat(certificate.getList("tests.outcome")).containsOnly("pass");
        assertThat(certificate.getString("usageDecision.decision")).isEqualTo("accept");
        assertThat(certificate.getString("usageDecision.signature.printedName")).isEqualTo(gmp.printedName(gmp.qa));
    }

    /** A lot whose failing assay QA's Phase I invalidated, accepted on passing results, named by a closed major deviation. */
    private String investigatedLot() {
        String lot = gmp.receivedLot("25");
        String inspection = gmp.inspectionLotOf(lot);
        gmp.invalidatedFailureThenPassingResults(inspection);
        gmp.decide(inspection, "accept").then().statusCode(200);
        gmp.closedMajorDeviation(List.of(lot));
        return lot;
    }

    @Test
    void theJsonFormListsTheOosInvestigationInvalidatedByItsPhaseIWithItsSignature() {
        String lot = investigatedLot();

        JsonPath certificate = certificate(lot, "application/json").then().statusCode(200).extract().jsonPath();

        assertThat(certificate.getList("investigations")).hasSize(1);
        assertThat(certificate.getString("investigations[0].number")).matches("OOS-\\d{6}");
        assertThat(certificate.getString("investigations[0].testCode")).isEqualTo("ASSAY");
        assertThat(certificate.getString("investigations[0].value")).isEqualTo("90.0");
        assertThat(certificate.getString("investigations[0].status")).isEqualTo("closed");
        assertThat(certificate.getString("investigations[0].conclusion")).isEqualTo("invalidated");
        assertThat(certificate.getBoolean("investigations[0].phase1.assignableCause")).isTrue();
        assertThat(certificate.getString("investigations[0].phase1.category")).isEqualTo("instrument");
        assertThat(certificate.getString("investigations[0].phase1.signature.meaning")).isEqualTo("review");
        assertThat(certificate.getString("investigations[0].phase1.signature.printedName")).isEqualTo(gmp.printedName(gmp.qa));
        assertThat(certificate.getString("investigations[0].phase2")).isNull();
        assertThat(certificate.getList("tests.result")).containsExactly("99.6", "white powder", "0.2");
    }

    @Test
    void theJsonFormListsTheDeviationNamingTheLotWithItsClassificationRootCauseAndClosure() {
        String lot = investigatedLot();

        JsonPath certificate = certificate(lot, "application/json").then().statusCode(200).extract().jsonPath();

        DocumentChecks.listsTheClosedEquipmentDeviation(certificate);
    }

    @Test
    void thePdfPrintsTheInvestigationsPhaseIAndTheDeviationsRootCauseWithEverySignature() {
        String lot = investigatedLot();
        byte[] json = certificate(lot, "application/json").asByteArray();
        JsonPath certificate = JsonPath.from(new String(json, StandardCharsets.UTF_8));

        String text = DocumentChecks.oneLine(DocumentChecks.text(certificate(lot, "application/pdf").asByteArray()));

        assertThat(text).contains(certificate.getString("investigations[0].number") + " · closed · conclusion: invalidated",
                "ASSAY: 90.0", "assignable cause: instrument", "findings: Balance and standard checked",
                certificate.getString("deviations[0].number"), "major", "equipment: Thermostat failed");
        assertThat(DocumentChecks.signatures(json)).hasSize(3)
                .allSatisfy(signature -> assertThat(text).contains(signature.printed()));
    }

    @Test
    void aCertificateWithoutInvestigationsOrDeviationsSaysSo() {
        String lot = gmp.releasedLot("25");

        String text = DocumentChecks.oneLine(DocumentChecks.text(certificate(lot, "application/pdf").asByteArray()));

        assertThat(text).contains("OOS investigations None: no result of this inspection lot failed.",
                "Deviations None names this lot or the record that made it.");
    }

    @Test
    void aLotInQuarantineHasNoCertificate() {
        String lot = gmp.receivedLot("25");

        assertProblem(certificate(lot, "application/pdf"), 409, "lot_not_released", "/v1/lots/" + lot
                + "/certificate-of-analysis");
    }

    @Test
    void aRejectedLotHasNoCertificate() {
        String lot = gmp.receivedLot("25");
        String inspection = gmp.inspectionLotOf(lot);
        gmp.confirmFailure(gmp.result(gmp.analyst, inspection, "ASSAY", "90.0"));
        gmp.decide(inspection, "reject").then().statusCode(200);

        assertProblem(certificate(lot, "application/json"), 409, "lot_not_released", "/v1/lots/" + lot
                + "/certificate-of-analysis");
    }

    @Test
    void anOpenRetestIsIgnoredUntilItIsDecided() {
        String lot = gmp.releasedLot("25");
        String accepted = certificate(lot, "application/json").path("inspectionLotNumber");
        gmp.as(gmp.analyst).body(Map.of("lotId", lot)).post("/v1/inspection-lots").then().statusCode(201);

        JsonPath certificate = certificate(lot, "application/json").then().statusCode(200).extract().jsonPath();

        assertThat(certificate.getString("inspectionLotNumber")).isEqualTo(accepted);
    }

    @Test
    void aDecidedRetestGivesTheLotANewCertificate() {
        String lot = gmp.releasedLot("25");
        String retest = gmp.as(gmp.analyst).body(Map.of("lotId", lot)).post("/v1/inspection-lots").then().statusCode(201)
                .extract().path("id");
        gmp.passingResults(retest);
        gmp.decide(retest, "accept").then().statusCode(200);

        JsonPath certificate = certificate(lot, "application/json").then().statusCode(200).extract().jsonPath();

        assertThat(certificate.getString("inspectionLotId")).isEqualTo(retest);
        assertThat(certificate.getString("documentNumber")).endsWith(certificate.getString("inspectionLotNumber"));
    }

    @Test
    void theHtmlFormIsWellFormedXhtml() {
        String lot = gmp.releasedLot("25");

        String html = certificate(lot, "text/html").then().statusCode(200).extract().asString();

        assertThat(DocumentChecks.wellFormed(html).getElementsByTagName("title").item(0).getTextContent())
                .startsWith("Certificate of analysis COA-");
    }

    @Test
    void anUnknownLotIs404() {
        assertProblem(certificate("lot_00000000000000", "application/json"), 404, "not_found",
                "/v1/lots/lot_00000000000000/certificate-of-analysis");
    }
}
