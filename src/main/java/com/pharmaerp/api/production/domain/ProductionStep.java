package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.ProductionProblem;

/**
 * One step of an order as it was executed (docs/design/batch-execution.md, "Executing a batch"): done once, with the
 * value, piece of equipment and times it was performed with and the exceptions they made; verified by a second person
 * where the recipe asks; corrected before QA's review, each replaced value kept. Business time throughout: performed,
 * recorded and corrected on the sandbox-aware clock.
 */
public final class ProductionStep {

    /** Exceptions a step itself can carry; the order's exception report adds those of the rest of its record. */
    public enum Exception {
        OUT_OF_LIMITS("out_of_limits"), HOLD_TIME("hold_time"), LATE_ENTRY("late_entry"), CORRECTION("correction");

        private final String id;

        Exception(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    public enum Status {
        DONE("done"), VERIFIED("verified");

        private final String id;

        Status(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static Status of(String id) {
            return id.equals(VERIFIED.id) ? VERIFIED : DONE;
        }
    }

    /** A value a correction replaced, with who replaced it, when and why. */
    public record Correction(String value, String correctedTo, String reason, String by, Instant at) {
    }

    /**
     * What the performer sends, resolved: the value a decimal, times in business time.
     *
     * @param value null unless the step is measured
     * @param equipmentId null unless the step claims a piece
     * @param exceptionReason why a value outside its limits, or a wait outside its window, is accepted; null for none
     * @param signature the performer's, where the step asks for one; null otherwise
     */
    public record Performance(BigDecimal value, String equipmentId, Instant performedAt, Instant recordedAt,
            String performedBy, String note, String exceptionReason, Signature signature) {

        public Performance signed(Signature performer) {
            return new Performance(value, equipmentId, performedAt, recordedAt, performedBy, note, exceptionReason, performer);
        }
    }

    /** A step just completed, and its event. */
    public record Completed(ProductionStep step, ProductionOrderEvent.StepCompleted event) {
    }

    private final String orderId;
    private final PlannedStep planned;
    private Status status;
    private BigDecimal value;
    private final String equipmentId;
    private final Instant performedAt;
    private final String performedBy;
    private final Instant recordedAt;
    private final String note;
    private final List<Exception> exceptions;
    private final String exceptionReason;
    private String deviationId;
    private final Signature signature;
    private Signature verification;
    private final List<Correction> corrections;
    private int version;

    /** A step as stored. */
    public record Stored(String orderId, PlannedStep planned, Status status, BigDecimal value, String equipmentId,
            Instant performedAt, String performedBy, Instant recordedAt, String note, List<Exception> exceptions,
            String exceptionReason, String deviationId, Signature signature, Signature verification,
            List<Correction> corrections, int version) {
    }

    private ProductionStep(Stored stored) {
        this.orderId = stored.orderId();
        this.planned = stored.planned();
        this.status = stored.status();
        this.value = stored.value();
        this.equipmentId = stored.equipmentId();
        this.performedAt = stored.performedAt();
        this.performedBy = stored.performedBy();
        this.recordedAt = stored.recordedAt();
        this.note = stored.note();
        this.exceptions = new ArrayList<>(stored.exceptions());
        this.exceptionReason = stored.exceptionReason();
        this.deviationId = stored.deviationId();
        this.signature = stored.signature();
        this.verification = stored.verification();
        this.corrections = new ArrayList<>(stored.corrections());
        this.version = stored.version();
    }

    public static ProductionStep rehydrate(Stored stored) {
        return new ProductionStep(stored);
    }

    /**
     * The exceptions a performance makes of the step, or the refusal of it: a value or wait outside its limits without
     * a reason is limit_exceeded, nothing recorded. The caller opens the deviation those outside their limits need.
     *
     * @param previous when the step before it was performed; null for the first step
     * @param lateAfter how long after its performance a step may be recorded without being a late entry
     * @throws Refusal validation_failed for a missing or needless value or piece, or a performance in the future;
     *         limit_exceeded
     */
    public static List<Exception> assess(PlannedStep planned, Performance performance, Instant previous, Duration lateAfter) {
        StepDefinition definition = planned.definition();
        StepKind kind = definition.kindOf();
        if (kind.measured() != (performance.value() != null)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "value", kind.measured()
                    ? "step " + planned.stepId() + " records a value: send it in value"
                    : "step " + planned.stepId() + " records no value");
        }
        if ((kind == StepKind.EQUIPMENT) != (performance.equipmentId() != null)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "equipmentId", kind == StepKind.EQUIPMENT
                    ? "step " + planned.stepId() + " claims a piece of kind " + definition.equipmentKind() + ": name it"
                    : "step " + planned.stepId() + " claims no equipment");
        }
        if (performance.performedAt().isAfter(performance.recordedAt())) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "performedAt", "is in the future");
        }
        List<Exception> found = new ArrayList<>();
        if (kind.measured() && !definition.within(performance.value())) {
            requireReason(performance.exceptionReason(), outside(definition, performance.value()));
            found.add(Exception.OUT_OF_LIMITS);
        }
        if (kind == StepKind.HOLD) {
            Duration waited = Duration.between(previous == null ? performance.performedAt() : previous,
                    performance.performedAt());
            if (!definition.withinWindow(waited)) {
                requireReason(performance.exceptionReason(), "A wait of " + waited.toMinutes()
                        + " min since the step before is outside " + definition.window());
                found.add(Exception.HOLD_TIME);
            }
        }
        if (Duration.between(performance.performedAt(), performance.recordedAt()).compareTo(lateAfter) > 0) {
            found.add(Exception.LATE_ENTRY);
        }
        return found;
    }

    private static String outside(StepDefinition definition, BigDecimal value) {
        return definition.measure() + " " + value.toPlainString() + " " + definition.unit() + " is outside "
                + definition.limits();
    }

    private static void requireReason(String reason, String outside) {
        if (reason == null) {
            throw new Refusal(ProductionProblem.LIMIT_EXCEEDED, outside + ": nothing was recorded. To record it as an "
                    + "exception, which opens a deviation, send exceptionReason.");
        }
    }

    /** Whether the exceptions need a deviation opened in the same unit of work. */
    public static boolean needsDeviation(List<Exception> exceptions) {
        return exceptions.contains(Exception.OUT_OF_LIMITS) || exceptions.contains(Exception.HOLD_TIME);
    }

    /**
     * The step done, as assessed.
     *
     * @param deviationId the deviation opened for it; null for none
     * @param statusBefore the order's status before, and {@code statusAfter} once the step is done
     */
    public static Completed complete(String orderId, PlannedStep planned, Performance performance,
            List<Exception> exceptions, String deviationId, String statusBefore, String statusAfter) {
        ProductionStep step = new ProductionStep(new Stored(orderId, planned, Status.DONE, performance.value(),
                performance.equipmentId(), performance.performedAt(), performance.performedBy(), performance.recordedAt(),
                performance.note(), exceptions, exceptions.isEmpty() ? null : performance.exceptionReason(), deviationId,
                performance.signature(), null, List.of(), 1));
        return new Completed(step, new ProductionOrderEvent.StepCompleted(orderId, new StepChange(statusBefore, null),
                new StepChange(statusAfter, step.state()), step.exceptionReason));
    }

    /**
     * A second person's signed verification (who did not perform it: the service checks four eyes).
     *
     * @throws Refusal invalid_transition for a step the recipe asks no verification of, or one already verified
     */
    public ProductionOrderEvent.StepVerified verify(Signature signed, String orderStatus) {
        if (!planned.definition().verification()) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Step " + planned.stepId() + " asks for no "
                    + "verification.");
        }
        if (status == Status.VERIFIED) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Step " + planned.stepId() + " is already verified.");
        }
        StepState before = state();
        status = Status.VERIFIED;
        verification = signed;
        version++;
        return new ProductionOrderEvent.StepVerified(orderId, new StepChange(orderStatus, before),
                new StepChange(orderStatus, state()), signed.reason());
    }

    /**
     * A measured step's value replaced before QA's review (the order's status checks that): the old value stays in its
     * corrections, a verified step needs verifying again, and a value outside the limits is an exception.
     *
     * @param deviationId the deviation opened for a new value outside the limits; null when none was needed
     * @throws Refusal validation_failed for a step that records no value
     */
    public ProductionOrderEvent.StepCorrected correct(BigDecimal corrected, String reason, String by, Instant at,
            String deviation, String orderStatus) {
        StepState before = state();
        corrections.add(new Correction(value.toPlainString(), corrected.toPlainString(), reason, by, at));
        value = corrected;
        addException(Exception.CORRECTION);
        if (!planned.definition().within(corrected)) {
            addException(Exception.OUT_OF_LIMITS);
        }
        if (deviation != null) {
            deviationId = deviation;
        }
        status = Status.DONE;
        verification = null;
        version++;
        return new ProductionOrderEvent.StepCorrected(orderId, new StepChange(orderStatus, before),
                new StepChange(orderStatus, state()), reason);
    }

    /**
     * Whether replacing the value with this one needs a deviation: outside the limits, with none opened for it yet.
     *
     * @throws Refusal validation_failed for a step that records no value
     */
    public boolean correctionNeedsDeviation(BigDecimal corrected) {
        if (!planned.definition().kindOf().measured()) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "value", "step " + planned.stepId() + " records no value");
        }
        return !planned.definition().within(corrected) && deviationId == null;
    }

    /**
     * Each planned step not done, or done but awaiting the second person the recipe asks for, as a field error naming
     * it; empty when the batch's steps are complete.
     *
     * @param executed the order's executed steps
     */
    public static List<Problem.FieldError> incomplete(List<PlannedStep> planned, List<ProductionStep> executed) {
        List<Problem.FieldError> errors = new ArrayList<>();
        for (PlannedStep step : planned) {
            ProductionStep done = executed.stream().filter(e -> e.stepId().equals(step.stepId())).findFirst().orElse(null);
            if (done == null) {
                errors.add(new Problem.FieldError("steps." + step.stepId(), "not done"));
            } else if (done.awaitsVerification()) {
                errors.add(new Problem.FieldError("steps." + step.stepId(), "not verified by a second person"));
            }
        }
        return errors;
    }

    /** Whether the recipe's second person still has to verify it. */
    public boolean awaitsVerification() {
        return planned.definition().verification() && status != Status.VERIFIED;
    }

    private void addException(Exception exception) {
        if (!exceptions.contains(exception)) {
            exceptions.add(exception);
        }
    }

    public String orderId() {
        return orderId;
    }

    public PlannedStep planned() {
        return planned;
    }

    public String stepId() {
        return planned.stepId();
    }

    public Status status() {
        return status;
    }

    /** Null unless measured. */
    public BigDecimal value() {
        return value;
    }

    public String equipmentId() {
        return equipmentId;
    }

    public Instant performedAt() {
        return performedAt;
    }

    public String performedBy() {
        return performedBy;
    }

    public Instant recordedAt() {
        return recordedAt;
    }

    public String note() {
        return note;
    }

    public List<Exception> exceptions() {
        return List.copyOf(exceptions);
    }

    public String exceptionReason() {
        return exceptionReason;
    }

    public String deviationId() {
        return deviationId;
    }

    public Signature signature() {
        return signature;
    }

    public Signature verification() {
        return verification;
    }

    public List<Correction> corrections() {
        return List.copyOf(corrections);
    }

    public int version() {
        return version;
    }

    /** As the audit trail records it. */
    private StepState state() {
        return new StepState(planned.stepId(), planned.definition().kind(), status.id(),
                value == null ? null : value.toPlainString(), equipmentId, performedAt, performedBy, recordedAt, note,
                exceptions.stream().map(Exception::id).toList(), exceptionReason, deviationId, signature, verification,
                List.copyOf(corrections));
    }
}
