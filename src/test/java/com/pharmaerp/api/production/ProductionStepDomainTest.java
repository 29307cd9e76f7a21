package com.pharmaerp.api.production;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.MasterRecord;
import com.pharmaerp.api.production.domain.Operation;
import com.pharmaerp.api.production.domain.PlannedStep;
import com.pharmaerp.api.production.domain.ProductionOrderEvent;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.StepDefinition;

/** Plain JUnit: a batch step's rules and the events its transitions return (docs/design/batch-execution.md). */
class ProductionStepDomainTest {

    private static final Instant NOW = Instant.parse("2027-03-01T10:00:00Z");
    private static final Duration LATE_AFTER = Duration.ofMinutes(30);
    private static final StepDefinition SPEED = new StepDefinition(1, "parameter", "Impeller speed", true, false, null, null,
            "impeller speed", null, "rpm", "100", "200", null, null);
    private static final StepDefinition HOLD = new StepDefinition(2, "hold", "Rest", false, false, null, null, null, null,
            null, null, null, 30, 120);
    private static final Operation OPERATION = new Operation(10, "Granulation", List.of(SPEED, HOLD));
    private static final PlannedStep SPEED_STEP = new PlannedStep("10.1", 1, OPERATION, SPEED);
    private static final PlannedStep HOLD_STEP = new PlannedStep("10.2", 2, OPERATION, HOLD);
    private static final Signature VERIFIER = new Signature("usr_op2", "O. Two", "verification", "Checked", NOW, 1);

    private static ProductionStep.Performance performed(String value, Instant at, String reason) {
        return new ProductionStep.Performance(value == null ? null : new BigDecimal(value), null, at, NOW, "usr_op1", null,
                reason, null);
    }

    private static ProductionStep done(String value) {
        ProductionStep.Performance performance = performed(value, NOW, null);
        return ProductionStep.complete("ord_1", SPEED_STEP, performance, ProductionStep.assess(SPEED_STEP, performance, null,
                LATE_AFTER), null, "in_progress", "in_progress").step();
    }

    @Test
    void aValueWithinItsLimitsInclusiveMakesNoException() {
        assertThat(ProductionStep.assess(SPEED_STEP, performed("200", NOW, null), null, LATE_AFTER)).isEmpty();
    }

    @Test
    void aValueOutsideItsLimitsWithoutAReasonIsRefused() {
        assertRefused(() -> ProductionStep.assess(SPEED_STEP, performed("200.000001", NOW, null), null, LATE_AFTER),
                "limit_exceeded");
    }

    @Test
    void aValueOutsideItsLimitsWithAReasonIsAnExceptionNeedingADeviation() {
        List<ProductionStep.Exception> exceptions = ProductionStep.assess(SPEED_STEP, performed("99", NOW, "Slow motor"), null,
                LATE_AFTER);

        assertThat(exceptions).containsExactly(ProductionStep.Exception.OUT_OF_LIMITS);
        assertThat(ProductionStep.needsDeviation(exceptions)).isTrue();
    }

    @Test
    void aMeasuredStepWithoutAValueIsRefused() {
        assertRefused(() -> ProductionStep.assess(SPEED_STEP, performed(null, NOW, null), null, LATE_AFTER),
                "validation_failed");
    }

    @Test
    void aPerformanceLongerAgoThanTheLateEntryLimitIsALateEntryWithoutDeviation() {
        List<ProductionStep.Exception> exceptions = ProductionStep.assess(SPEED_STEP, performed("150",
                NOW.minus(Duration.ofMinutes(31)), null), null, LATE_AFTER);

        assertThat(exceptions).containsExactly(ProductionStep.Exception.LATE_ENTRY);
        assertThat(ProductionStep.needsDeviation(exceptions)).isFalse();
    }

    @Test
    void aHoldShorterThanItsWindowIsAHoldTimeException() {
        List<ProductionStep.Exception> exceptions = ProductionStep.assess(HOLD_STEP, performed(null, NOW, "Pressed on"),
                NOW.minus(Duration.ofMinutes(10)), LATE_AFTER);

        assertThat(exceptions).containsExactly(ProductionStep.Exception.HOLD_TIME);
    }

    @Test
    void completingAStepReturnsItsEventWithTheOrderInProgress() {
        ProductionStep.Performance performance = performed("150", NOW, null);

        ProductionStep.Completed completed = ProductionStep.complete("ord_1", SPEED_STEP, performance, List.of(), null,
                "released", "in_progress");

        assertThat(completed.event().type()).isEqualTo(ProductionOrderEvent.StepCompleted.TYPE);
        assertThat(completed.event().entityId()).isEqualTo("ord_1");
        assertThat(completed.event().before().status()).isEqualTo("released");
        assertThat(completed.event().after().status()).isEqualTo("in_progress");
        assertThat(completed.event().after().step().value()).isEqualTo("150");
    }

    @Test
    void aSecondPersonsVerificationReturnsItsEvent() {
        ProductionStep step = done("150");

        ProductionOrderEvent.StepVerified verified = step.verify(VERIFIER, "in_progress");

        assertThat(changed(verified)).containsExactly("step");
        assertThat(verified.after().step().status()).isEqualTo("verified");
        assertThat(step.version()).isEqualTo(2);
    }

    @Test
    void aStepIsNotVerifiedTwice() {
        ProductionStep step = done("150");
        step.verify(VERIFIER, "in_progress");

        assertRefused(() -> step.verify(VERIFIER, "in_progress"), "invalid_transition");
    }

    @Test
    void aCorrectionKeepsTheOldValueAndUndoesTheVerification() {
        ProductionStep step = done("150");
        step.verify(VERIFIER, "in_progress");

        ProductionOrderEvent.StepCorrected corrected = step.correct(new BigDecimal("160"), "Misread", "usr_op1", NOW, null,
                "in_progress");

        assertThat(corrected.after().step().corrections()).singleElement()
                .satisfies(c -> assertThat(c.value()).isEqualTo("150"));
        assertThat(step.exceptions()).containsExactly(ProductionStep.Exception.CORRECTION);
        assertThat(step.awaitsVerification()).isTrue();
    }

    @Test
    void aCorrectionOutsideTheLimitsNeedsADeviationUnlessTheStepHasOne() {
        assertThat(done("150").correctionNeedsDeviation(new BigDecimal("250"))).isTrue();
        assertThat(done("150").correctionNeedsDeviation(new BigDecimal("190"))).isFalse();
    }

    @Test
    void incompleteStepsAreNamedNotDoneOrNotVerified() {
        ProductionStep speed = done("150");

        assertThat(ProductionStep.incomplete(List.of(SPEED_STEP, HOLD_STEP), List.of(speed)))
                .extracting(error -> error.field() + " " + error.message())
                .containsExactly("steps.10.1 not verified by a second person", "steps.10.2 not done");
    }

    @Test
    void operationsNumberedOutOfOrderAreRefusedNamingTheField() {
        List<Operation> operations = List.of(OPERATION, new Operation(5, "Drying", List.of(HOLD)));

        assertThat(MasterRecord.errors(operations, java.util.Set.of())).extracting(error -> error.field())
                .containsExactly("operations[1].no");
    }
}
