package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.InspectionLotData;
import com.pharmaerp.api.quality.domain.InspectionResult;
import com.pharmaerp.api.quality.domain.Specification;
import com.pharmaerp.api.quality.domain.SpecificationData;
import com.pharmaerp.api.quality.domain.SpecificationTest;

/** Specifications, results and usage decisions as plain objects: exact judgement and the rules of deciding. */
class QualityDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final SpecificationTest ASSAY = new SpecificationTest("ASSAY", "Assay", "numeric", "98.0", "102.0", "%",
            null, true);
    private static final SpecificationTest APPEARANCE = new SpecificationTest("APPEARANCE", "Appearance", "text", null, null,
            null, "white powder", true);
    private static final SpecificationTest WATER = new SpecificationTest("WATER", "Water", "numeric", null, "0.5", "%", null,
            false);
    private static final Signature QA = new Signature("usr_qa", "Quinn QA", "approval", "Results reviewed", NOW, 3);

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
    void acceptingNeedsEveryMandatoryTestWithAValidPassingResultAndNoValidFailure() {
        InspectionLot lot = inspectionLot();
        lot.enter(result("res_1", ASSAY, "99.0"), NOW);
        assertCode(() -> lot.decide("accept", QA, specification(), NOW), "results_incomplete");

        lot.enter(result("res_2", APPEARANCE, "grey powder"), NOW);
        assertCode(() -> lot.decide("accept", QA, specification(), NOW), "results_failing");

        lot.invalidate("res_2", "usr_an", "Sample mixed up with another lot", NOW);
        lot.enter(result("res_3", APPEARANCE, "white powder"), NOW);
        lot.decide("accept", QA, specification(), NOW);

        assertThat(lot.status).isEqualTo("decided");
        assertThat(lot.decision().accepted()).isTrue();
        assertThat(lot.results).extracting(InspectionResult::id).containsExactly("res_1", "res_2", "res_3");
        assertThat(lot.results.get(1).valid()).isFalse();
        assertThat(lot.results.get(1).invalidation().reason()).isEqualTo("Sample mixed up with another lot");
    }

    @Test
    void anInspectionLotIsDecidedOnceAndTakesNoResultsAfterwards() {
        InspectionLot lot = inspectionLot();
        lot.decide("reject", QA, specification(), NOW);

        assertCode(() -> lot.decide("accept", QA, specification(), NOW), "invalid_transition");
        assertCode(() -> lot.enter(result("res_1", ASSAY, "99.0"), NOW), "invalid_transition");
    }

    @Test
    void aTestTakesASecondResultOnlyOnceTheFirstIsInvalidated() {
        InspectionLot lot = inspectionLot();
        lot.enter(result("res_1", ASSAY, "97.0"), NOW);

        assertCode(() -> lot.enter(result("res_2", ASSAY, "99.0"), NOW), "result_exists");
        lot.invalidate("res_1", "usr_an", "Instrument out of calibration", NOW);
        assertCode(() -> lot.invalidate("res_1", "usr_an", "again", NOW), "invalid_transition");
        assertCode(() -> lot.invalidate("res_9", "usr_an", "unknown", NOW), "not_found");
        lot.enter(result("res_2", ASSAY, "99.0"), NOW);
        assertThat(lot.analysts()).containsExactly("usr_an");
    }

    @Test
    void approvingARevisionSupersedesTheOlderApprovedOneButNeverANewerOne() {
        Specification first = specificationRevision(1);
        Specification second = specificationRevision(2);
        Specification third = specificationRevision(3);
        first.approve(QA, NOW);
        assertCode(() -> first.approve(QA, NOW), "invalid_transition");

        third.approve(QA, NOW);
        first.supersede(third.revision.number, NOW);
        assertThat(first.revision.status.id()).isEqualTo("superseded");
        assertCode(() -> third.supersede(second.revision.number, NOW), "invalid_transition");
    }

    private static InspectionResult result(String id, SpecificationTest test, String value) {
        return InspectionResult.entered(id, test, value, "usr_an", NOW);
    }

    private static InspectionLot inspectionLot() {
        return InspectionLot.open("insp_1", new InspectionLotData("IL-000001", "lot_1", "mat_1", "receipt", "spec_1"), NOW);
    }

    private static Specification specification() {
        return specificationRevision(1);
    }

    private static Specification specificationRevision(int revision) {
        return Specification.draft("spec_" + revision, new SpecificationData("mat_1", List.of(ASSAY, APPEARANCE, WATER)),
                Revision.draft(revision, "usr_an"), NOW);
    }

    private static void assertCode(Runnable action, String code) {
        assertThatThrownBy(action::run).isInstanceOfSatisfying(ProblemException.class,
                problem -> assertThat(problem.code().code()).isEqualTo(code));
    }
}
