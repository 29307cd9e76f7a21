package com.pharmaerp.api.quality;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.EventChanges.from;
import static com.pharmaerp.api.testsupport.EventChanges.to;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.InspectionLotEvent;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.OosInvestigation;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationData;
import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.UsageDecision.Verdict;

/** Specification tests and inspection lots as plain objects: exact judgement, results, and the rules of deciding. */
class QualityDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);
    private static final SpecificationTest ASSAY = new SpecificationTest("ASSAY", "Assay", "numeric", "98.0", "102.0", "%",
            null, true);
    private static final SpecificationTest APPEARANCE = new SpecificationTest("APPEARANCE", "Appearance", "text", null, null,
            null, "white powder", true);
    private static final SpecificationTest WATER = new SpecificationTest("WATER", "Water", "numeric", null, "0.5", "%", null,
            false);
    private static final Specification SPECIFICATION = Specification.draft("spec_1",
            new SpecificationData("mat_1", List.of(ASSAY, APPEARANCE, WATER)), 1, "usr_an", NOW);
    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "Results reviewed", NOW, 3);
    private static final Signature REJECTION = new Signature("usr_qa2", "Quill QA", "rejection", "Transcription error", NOW,
            2);

    @Test
    void numericLimitsAreInclusiveAndComparedExactly() {
        assertThat(ASSAY.passes("98")).isTrue();
        assertThat(ASSAY.passes("98.000000")).isTrue();
        assertThat(ASSAY.passes("102.0")).isTrue();
        assertThat(ASSAY.passes("97.999999")).isFalse();
        assertThat(ASSAY.passes("102.000001")).isFalse();
        assertThat(WATER.passes("-0.1")).as("no lower limit").isTrue();
        assertThat(WATER.passes("0.500001")).isFalse();
    }

    @Test
    void aTextResultPassesOnlyWhenItReadsExactlyAsExpected() {
        assertThat(APPEARANCE.passes("white powder")).isTrue();
        assertThat(APPEARANCE.passes("White powder")).isFalse();
        assertThat(APPEARANCE.passes("white powder ")).isFalse();
    }

    @Test
    void aNumericTestRefusesAValueThatIsNoDecimal() {
        assertThat(ASSAY.refusal("99.5")).isNull();
        assertThat(ASSAY.refusal("1e2")).contains("decimal");
        assertThat(ASSAY.refusal("99.1234567")).contains("decimal");
        assertThat(APPEARANCE.refusal("anything")).isNull();
    }

    @Test
    void openingRecordsEveryFieldOfTheNewInspectionLot() {
        InspectionLotEvent.Created opened = inspectionLot().opened();

        assertThat(opened.type()).isEqualTo(InspectionLotEvent.Created.TYPE);
        assertThat(opened.entityId()).isEqualTo("insp_1");
        assertThat(changed(opened)).containsExactly("number", "lotId", "materialId", "origin", "specificationId",
                "status");
        assertThat(from(opened, "status")).isNull();
        assertThat(to(opened, "origin").asText()).isEqualTo("receipt");
        assertThat(to(opened, "status").asText()).isEqualTo("open");
    }

    @Test
    void enteringAResultRecordsItJudgedOnEntryAndMovesTheVersion() {
        InspectionLot lot = inspectionLot();

        InspectionLotEvent.ResultEntered entered = lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", LATER);

        assertThat(entered.type()).isEqualTo(InspectionLotEvent.ResultEntered.TYPE);
        assertThat(changed(entered)).containsExactly("result");
        assertThat(from(entered, "result")).isNull();
        assertThat(to(entered, "result").get("id").asText()).isEqualTo("res_1");
        assertThat(to(entered, "result").get("outcome").asText()).isEqualTo("pass");
        assertThat(to(entered, "result").get("valid").asBoolean()).isTrue();
        assertThat(lot.version()).isEqualTo(2);
        assertThat(lot.updatedAt()).isEqualTo(LATER);
    }

    @Test
    void aResultOutsideTheLimitsIsEnteredAsAFailure() {
        InspectionLotEvent.ResultEntered entered = inspectionLot().enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "97.0", null, "usr_an",
                NOW);

        assertThat(to(entered, "result").get("outcome").asText()).isEqualTo("fail");
    }

    @Test
    void aResultOfATestTheRevisionDoesNotHaveIsRefusedNamingTheTestCode() {
        assertThat(assertRefused(() -> inspectionLot().enter("res_1", "oos_1", SPECIFICATION, "PH", "7", null, "usr_an", NOW),
                "validation_failed").fields()).containsExactly("testCode");
    }

    @Test
    void aNumericTestsResultThatIsNoDecimalIsRefusedNamingTheValue() {
        assertThat(assertRefused(() -> inspectionLot().enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "1e2", null, "usr_an", NOW),
                "validation_failed").fields()).containsExactly("value");
    }

    @Test
    void aTestWithAValidResultTakesNoSecondOne() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "97.0", null, "usr_an", NOW);

        assertRefused(() -> lot.enter("res_2", "oos_2", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW), "result_exists");
    }

    @Test
    void invalidatingAPassingResultKeepsItOnRecordWithTheSignatureAndWhy() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);

        InspectionLotEvent.ResultInvalidated invalidated = lot.invalidate("res_1", REJECTION, "Sample from the wrong container",
                LATER);

        assertThat(invalidated.type()).isEqualTo(InspectionLotEvent.ResultInvalidated.TYPE);
        assertThat(invalidated.reason()).isEqualTo("Sample from the wrong container");
        assertThat(changed(invalidated)).containsExactly("result");
        assertThat(from(invalidated, "result").get("valid").asBoolean()).isTrue();
        assertThat(to(invalidated, "result").get("valid").asBoolean()).isFalse();
        assertThat(to(invalidated, "result").get("invalidation").get("userId").asText()).isEqualTo("usr_qa2");
        assertThat(to(invalidated, "result").get("invalidation").get("signature").get("meaning").asText())
                .isEqualTo("rejection");
        assertThat(to(invalidated, "result").get("invalidation").get("investigationId").isNull()).isTrue();
        assertThat(to(invalidated, "result").get("invalidation").get("reason").asText())
                .isEqualTo("Sample from the wrong container");
        assertThat(lot.results()).extracting(InspectionResult::id).containsExactly("res_1");
        assertThat(lot.result("res_1").version()).isEqualTo(2);
    }

    @Test
    void aResultIsInvalidatedOnlyOnce() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);
        lot.invalidate("res_1", REJECTION, "Transcription error", NOW);

        assertRefused(() -> lot.invalidate("res_1", REJECTION, "again", NOW), "invalid_transition");
    }

    @Test
    void aFailingResultOpensItsInvestigationAndIsNeverInvalidatedDirectly() {
        InspectionLot lot = inspectionLot();
        InspectionLotEvent.ResultEntered entered = lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "97.0", null, "usr_an", NOW);

        assertThat(to(entered, "result").get("oosInvestigationId").asText()).isEqualTo("oos_1");
        assertRefused(() -> lot.invalidate("res_1", REJECTION, "re-run", NOW), "investigation_required");
    }

    @Test
    void aPassingResultNamesNoInvestigation() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);

        assertThat(lot.result("res_1").oosInvestigationId()).isNull();
    }

    @Test
    void anInvestigationsAssignableCauseInvalidatesTheFailingResultNamingItAndTheCategory() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "97.0", null, "usr_an", NOW);
        OosInvestigation investigation = OosInvestigationDomainTest.investigation();
        investigation.concludePhase1(true, "instrument", "Balance out of calibration", OosInvestigationDomainTest.REVIEW,
                LATER);

        InspectionLotEvent.ResultInvalidated invalidated = lot.invalidate(investigation, LATER);

        assertThat(invalidated.type()).isEqualTo(InspectionLotEvent.ResultInvalidated.TYPE);
        assertThat(to(invalidated, "result").get("valid").asBoolean()).isFalse();
        assertThat(to(invalidated, "result").get("invalidation").get("investigationId").asText()).isEqualTo("oos_1");
        assertThat(to(invalidated, "result").get("invalidation").get("category").asText()).isEqualTo("instrument");
        assertThat(to(invalidated, "result").get("invalidation").get("userId").asText()).isEqualTo("usr_qa2");
    }

    @Test
    void noDecisionWhileAnInvestigationOfTheInspectionLotIsOpen() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "97.0", null, "usr_an", NOW);

        assertRefused(() -> lot.decide(Verdict.REJECT, QA, SPECIFICATION, List.of("OOS-000001"), NOW), "investigation_open");
    }

    @Test
    void invalidatingAResultTheInspectionLotDoesNotHaveIsNotFound() {
        assertRefused(() -> inspectionLot().invalidate("res_9", REJECTION, "unknown", NOW), "not_found");
    }

    @Test
    void onceItsResultIsInvalidatedATestTakesANewOne() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);
        lot.invalidate("res_1", REJECTION, "Transcription error", NOW);

        lot.enter("res_2", "oos_2", SPECIFICATION, "ASSAY", "99.1", null, "usr_an", NOW);

        assertThat(lot.results()).extracting(InspectionResult::id).containsExactly("res_1", "res_2");
    }

    @Test
    void everyoneWhoEnteredAResultIsAnAnalystOfTheInspectionLot() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);
        lot.enter("res_2", "oos_2", SPECIFICATION, "APPEARANCE", "white powder", null, "usr_an2", NOW);

        assertThat(lot.analysts()).containsExactlyInAnyOrder("usr_an", "usr_an2");
    }

    @Test
    void acceptingRecordsTheDecisionWithItsSignature() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);
        lot.enter("res_2", "oos_2", SPECIFICATION, "APPEARANCE", "white powder", null, "usr_an", NOW);

        InspectionLotEvent accepted = lot.decide(Verdict.ACCEPT, QA, SPECIFICATION, List.of(), LATER);

        assertThat(accepted).isInstanceOf(InspectionLotEvent.Accepted.class);
        assertThat(accepted.type()).isEqualTo(InspectionLotEvent.Accepted.TYPE);
        assertThat(accepted.reason()).isEqualTo("Results reviewed");
        assertThat(changed(accepted)).containsExactly("status", "decision");
        assertThat(to(accepted, "status").asText()).isEqualTo("decided");
        assertThat(to(accepted, "decision").get("decision").asText()).isEqualTo("accept");
        assertThat(to(accepted, "decision").get("signature").get("userId").asText()).isEqualTo("usr_qa");
        assertThat(lot.status()).isEqualTo(InspectionLot.Status.DECIDED);
        assertThat(lot.decision().accepted()).isTrue();
    }

    @Test
    void rejectingNeedsNoResults() {
        InspectionLotEvent rejected = inspectionLot().decide(Verdict.REJECT, QA, SPECIFICATION, List.of(), NOW);

        assertThat(rejected).isInstanceOf(InspectionLotEvent.Rejected.class);
        assertThat(changed(rejected)).containsExactly("status", "decision");
        assertThat(to(rejected, "decision").get("decision").asText()).isEqualTo("reject");
    }

    @Test
    void acceptingNeedsAValidResultOfEveryMandatoryTest() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);

        assertRefused(() -> lot.decide(Verdict.ACCEPT, QA, SPECIFICATION, List.of(), NOW), "results_incomplete");
    }

    @Test
    void aValidFailingResultStandsInTheWayOfAccepting() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);
        lot.enter("res_2", "oos_2", SPECIFICATION, "APPEARANCE", "grey powder", null, "usr_an", NOW);

        assertRefused(() -> lot.decide(Verdict.ACCEPT, QA, SPECIFICATION, List.of(), NOW), "results_failing");
    }

    @Test
    void anInvalidatedFailureNoLongerStandsInTheWayOfAccepting() {
        InspectionLot lot = inspectionLot();
        lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW);
        lot.enter("res_2", "oos_2", SPECIFICATION, "APPEARANCE", "grey powder", null, "usr_an", NOW);
        OosInvestigation investigation = OosInvestigation.open("oos_2", new OosInvestigation.Subject("OOS-000002", "insp_1",
                "lot_1", "res_2", "APPEARANCE", "grey powder", "reads white powder"), NOW.atZone(ZoneOffset.UTC)
                        .toLocalDate(), NOW);
        investigation.concludePhase1(true, "sample_preparation", "Sample mixed up with another lot",
                OosInvestigationDomainTest.REVIEW, NOW);
        lot.invalidate(investigation, NOW);
        lot.enter("res_3", "oos_3", SPECIFICATION, "APPEARANCE", "white powder", null, "usr_an", NOW);

        assertThat(lot.decide(Verdict.ACCEPT, QA, SPECIFICATION, List.of(), NOW)).isInstanceOf(InspectionLotEvent.Accepted.class);
    }

    @Test
    void anInspectionLotIsDecidedOnce() {
        InspectionLot lot = inspectionLot();
        lot.decide(Verdict.REJECT, QA, SPECIFICATION, List.of(), NOW);

        assertRefused(() -> lot.decide(Verdict.REJECT, QA, SPECIFICATION, List.of(), NOW), "invalid_transition");
    }

    @Test
    void aDecidedInspectionLotTakesNoResults() {
        InspectionLot lot = inspectionLot();
        lot.decide(Verdict.REJECT, QA, SPECIFICATION, List.of(), NOW);

        assertRefused(() -> lot.enter("res_1", "oos_1", SPECIFICATION, "ASSAY", "99.0", null, "usr_an", NOW), "invalid_transition");
    }

    private static InspectionLot inspectionLot() {
        return InspectionLot.open("insp_1", new InspectionLotData("IL-000001", "lot_1", "mat_1", InspectionLot.Origin.RECEIPT,
                "spec_1"), NOW);
    }
}
