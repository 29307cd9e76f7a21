package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.ProductBatches;
import com.pharmaerp.api.qms.domain.ProductQualityReview;
import com.pharmaerp.api.qms.domain.ProductQualityReviewEvent;
import com.pharmaerp.api.qms.domain.ReviewComputation;
import com.pharmaerp.api.qms.domain.ReviewContent;
import com.pharmaerp.api.qms.domain.Statistics;
import com.pharmaerp.api.quality.ProductQuality;
import com.pharmaerp.api.testsupport.EventChanges;
import com.pharmaerp.api.warehouse.LotFacts;

/**
 * A product quality review's statistics against hand computations, its content from a small known record, and its
 * moves: each returns its event, or refuses with its code.
 */
class ProductQualityReviewDomainTest {

    private static final Instant T0 = Instant.parse("2027-01-08T09:00:00Z");
    private static final LocalDate FROM = LocalDate.parse("2026-01-01");
    private static final LocalDate TO = LocalDate.parse("2026-12-31");
    private static final Signature REVIEW = new Signature("usr_qa", "Q. A.", "review", "Reviewed", T0, 1);
    private static final Signature APPROVAL = new Signature("usr_qp", "Q. P.", "approval", "Approved", T0, 2);
    private static final String SHA = "a".repeat(64);

    private static List<BigDecimal> decimals(String... values) {
        return List.of(values).stream().map(BigDecimal::new).toList();
    }

    @Test
    void meanAndSampleStandardDeviationMatchAHandComputation() {
        Statistics figures = Statistics.of(decimals("98", "99", "100", "101", "102"), null, null);

        assertThat(figures.n()).isEqualTo(5);
        assertThat(figures.mean()).isEqualByComparingTo("100.0000");
        assertThat(figures.standardDeviation()).as("by hand: √((4 + 1 + 0 + 1 + 4) / (5 − 1)) = 1.58113883")
                .isEqualByComparingTo("1.5811");
        assertThat(figures.minimum()).isEqualByComparingTo("98");
        assertThat(figures.maximum()).isEqualByComparingTo("102");
        assertThat(figures.cpk()).as("no limits, no Cpk").isNull();
    }

    @Test
    void cpkIsTheNearerLimitsDistanceOverThreeSigmas() {
        assertThat(Statistics.of(decimals("98", "99", "100", "101", "102"), new BigDecimal("95"), new BigDecimal("105")).cpk())
                .as("by hand: min(5, 5) / (3 × 1.58113883) = 1.05409").isEqualByComparingTo("1.0541");
        assertThat(Statistics.of(decimals("98", "99", "100", "101", "102"), new BigDecimal("96"), new BigDecimal("110")).cpk())
                .as("by hand: min(10, 4) / 4.74341649 = 0.84327").isEqualByComparingTo("0.8433");
    }

    @Test
    void twoValuesGiveADeviationAndACpk() {
        Statistics figures = Statistics.of(decimals("99.0", "100.0"), new BigDecimal("98.0"), new BigDecimal("102.0"));

        assertThat(figures.mean()).isEqualByComparingTo("99.5");
        assertThat(figures.standardDeviation()).isEqualByComparingTo("0.7071");
        assertThat(figures.cpk()).as("by hand: min(2.5, 1.5) / (3 × √0.5) = 0.70711").isEqualByComparingTo("0.7071");
    }

    @Test
    void cpkNeedsBothLimitsTwoValuesAndSomeSpread() {
        assertThat(Statistics.of(decimals("0.2", "0.3"), null, new BigDecimal("0.5")).cpk()).as("one limit").isNull();
        assertThat(Statistics.of(decimals("100"), BigDecimal.ONE, BigDecimal.TEN).standardDeviation()).as("one value").isNull();
        assertThat(Statistics.of(decimals("5", "5", "5"), BigDecimal.ONE, BigDecimal.TEN).cpk()).as("no spread").isNull();
        assertThat(Statistics.of(List.of(), BigDecimal.ONE, BigDecimal.TEN).n()).isZero();
    }

    @Test
    void aPeriodEndsAfterItStartsWithinFourHundredDaysAndNotAfterTheBusinessDate() {
        assertRefused(() -> ProductQualityReview.requirePeriod(TO, FROM, TO), PlatformProblem.VALIDATION_FAILED);
        assertRefused(() -> ProductQualityReview.requirePeriod(FROM, FROM.plusDays(401), FROM.plusDays(500)),
                QmsProblem.PERIOD_TOO_LONG);
        assertRefused(() -> ProductQualityReview.requirePeriod(FROM, TO, TO.minusDays(1)), QmsProblem.PERIOD_NOT_ENDED);
        ProductQualityReview.requirePeriod(FROM, FROM.plusDays(400), FROM.plusDays(400));
    }

    private static ProductQualityReview draft() {
        return ProductQualityReview.create("pqr_1", "PQR-000001", "mat_1", FROM, TO,
                new ProductQualityReview.Computed("{}", SHA, T0), "usr_qa", T0);
    }

    @Test
    void aReviewSignsTheCurrentContentsHashAndRefusesAnother() {
        ProductQualityReview review = draft();

        assertRefused(() -> review.review("Stable", "b".repeat(64), REVIEW, T0), QmsProblem.CONTENT_CHANGED);
        ProductQualityReviewEvent.Reviewed event = review.review("Stable", SHA, REVIEW, T0);

        assertThat(event.type()).isEqualTo(ProductQualityReviewEvent.Reviewed.TYPE);
        assertThat(EventChanges.changed(event)).containsExactly("status", "conclusions", "review");
        assertThat(event.after().status()).isEqualTo("reviewed");
        assertThat(event.reason()).isEqualTo("Reviewed");
        assertRefused(() -> review.refresh(new ProductQualityReview.Computed("{}", SHA, T0), T0),
                PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void onlyAReviewedReviewIsApprovedAndAnApprovedOneMovesNoMore() {
        ProductQualityReview review = draft();
        assertRefused(() -> review.approve(APPROVAL, T0), PersistenceProblem.INVALID_TRANSITION);
        review.review("Stable", SHA, REVIEW, T0);

        ProductQualityReviewEvent.Approved approved = review.approve(APPROVAL, T0);

        assertThat(approved.after().status()).isEqualTo("approved");
        assertThat(approved.after().contentSha256()).isEqualTo(SHA);
        assertRefused(() -> review.approve(APPROVAL, T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(() -> review.review("Again", SHA, REVIEW, T0), PersistenceProblem.INVALID_TRANSITION);
        assertRefused(review::requireDraft, PersistenceProblem.INVALID_TRANSITION);
    }

    @Test
    void aRefreshedDraftCarriesTheNewHash() {
        ProductQualityReview review = draft();

        ProductQualityReviewEvent.Refreshed event = review.refresh(new ProductQualityReview.Computed("{\"a\":1}", "c".repeat(64),
                T0.plusSeconds(60)), T0.plusSeconds(60));

        assertThat(EventChanges.changed(event)).contains("contentSha256", "computedAt");
        assertThat(review.version()).isEqualTo(2);
    }

    /** Two batches in the period, an invalidated result and an in-process control outside its limits. */
    @Test
    void theContentCountsTheBatchesResultsAndControlsOfTheRecordGiven() {
        List<LotFacts> lots = List.of(lot("lot_1", "L-000001", "ord_1", "2026-03-01"), lot("lot_2", "L-000002", "ord_2",
                "2026-04-01"));
        List<ProductBatches.Batch> batches = List.of(batch("ord_1", "B-000001", "certified", "lot_1", "99.000"),
                batch("ord_2", "B-000002", "completed", "lot_2", "101.000"));
        List<ProductQuality.Result> results = List.of(result("res_1", "insp_1", "lot_1", "99.0", "pass", true),
                result("res_2", "insp_2", "lot_2", "90.0", "fail", false), result("res_3", "insp_2", "lot_2", "100.0", "pass", true));
        List<ProductQuality.SpecifiedTest> tests = List.of(new ProductQuality.SpecifiedTest("spec_1", 1, "approved", "ASSAY",
                "Assay", "numeric", "98.0", "102.0", "%", APPROVAL));
        List<ProductBatches.StepValue> steps = List.of(step("ord_1", "7.0"), step("ord_2", "7.8"));

        ReviewContent content = ReviewComputation.compute(new ReviewComputation.Found(FROM, TO, lots, batches, steps, results,
                tests, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), Map.of(), List.of(),
                List.of(), List.of(), Map.of(), List.of()));

        assertThat(content.batches().count()).isEqualTo(2);
        assertThat(content.batches().certified()).isEqualTo(1);
        assertThat(content.batches().open()).isEqualTo(1);
        assertThat(content.batches().sources()).containsExactly("ord_1", "ord_2");
        assertThat(content.yield().figures().mean()).isEqualTo("100.0000");
        assertThat(content.yield().figures().standardDeviation()).isEqualTo("1.4142");
        ReviewContent.Statistic assay = content.results().tests().get(0);
        assertThat(assay.n()).isEqualTo(2);
        assertThat(assay.invalidated()).isEqualTo(1);
        assertThat(assay.outside()).as("the invalidated failure is counted apart").isZero();
        assertThat(assay.mean()).isEqualTo("99.5000");
        assertThat(assay.cpk()).isEqualTo("0.7071");
        assertThat(assay.points()).extracting(ReviewContent.Point::source).containsExactly("res_1", "res_2", "res_3");
        ReviewContent.Statistic control = content.results().inProcess().get(0);
        assertThat(control.kind()).isEqualTo("in_process_control");
        assertThat(control.outside()).isEqualTo(1);
        assertThat(content.results().sources()).containsExactly("insp_1", "insp_2", "ord_1", "ord_2");
        assertThat(content.changes().specifications()).isEmpty();
        assertThat(content.notCovered()).isNotEmpty();
    }

    private static LotFacts lot(String id, String number, String order, String made) {
        return new LotFacts(id, number, "mat_1", "production", order, null, LocalDate.parse(made),
                LocalDate.parse(made).plusYears(2), LocalDate.parse(made).plusYears(1), "released");
    }

    private static ProductBatches.Batch batch(String order, String number, String status, String lot, String yield) {
        return new ProductBatches.Batch(order, number, status, lot, new BigDecimal(yield), "rcp_1", 1, new BigDecimal("95"),
                new BigDecimal("102"), null, List.of("mat_raw"));
    }

    private static ProductQuality.Result result(String id, String inspection, String lot, String value, String outcome,
            boolean valid) {
        return new ProductQuality.Result(id, inspection, lot, "spec_1", "ASSAY", value, outcome, valid, T0);
    }

    private static ProductBatches.StepValue step(String order, String value) {
        return new ProductBatches.StepValue(order, "10.20", "in_process_control", "PH", null, new BigDecimal("6.5"),
                new BigDecimal("7.5"), new BigDecimal(value), T0);
    }
}
