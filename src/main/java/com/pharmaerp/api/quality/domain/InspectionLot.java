package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.QualityProblem;
import com.pharmaerp.api.quality.domain.InspectionLotEvent.ResultField;

/**
 * The quality check of one lot: opened by a receipt, a production order or a retest, tested
 * against the specification revision it was opened with, decided once by QA. Every result and the
 * decision move its version, so a result cannot slip in beside a decision (the write of the second
 * finds the version moved on) and no lot is decided twice. Each move returns its event.
 */
public final class InspectionLot {

    public static final String ID_PREFIX = "insp";
    public static final String NUMBER_PREFIX = "IL";
    public static final String NOUN = "inspection_lot";

    /** open → decided, once. */
    public enum Status {
        OPEN, DECIDED;

        public static final String PATTERN = "open|decided";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** What opened it: a goods receipt, a production order's release, or an analyst's retest. */
    public enum Origin {
        RECEIPT, PRODUCTION, RETEST;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Origin of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final InspectionLotData data;
    private Status status;
    /** Every result ever entered, invalidated ones included, oldest first. */
    private final List<InspectionResult> results;
    /** The usage decision; null while open. */
    private UsageDecision decision;

    private InspectionLot(String id, int version, Instant createdAt, Instant updatedAt, InspectionLotData data, Status status,
            List<InspectionResult> results, UsageDecision decision) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.data = data;
        this.status = status;
        this.results = new ArrayList<>(results);
        this.decision = decision;
    }

    /** A new, open inspection lot at version 1, numbered and tested against the revision its opening found. */
    public static InspectionLot open(String id, InspectionLotData data, Instant now) {
        return new InspectionLot(id, 1, now, now, data, Status.OPEN, List.of(), null);
    }

    /** As it was stored. */
    public static InspectionLot rehydrate(String id, int version, Instant createdAt, Instant updatedAt, InspectionLotData data,
            Status status, List<InspectionResult> results, UsageDecision decision) {
        return new InspectionLot(id, version, createdAt, updatedAt, data, status, results, decision);
    }

    /** The event of its opening. */
    public InspectionLotEvent.Created opened() {
        return new InspectionLotEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String number() {
        return data.number();
    }

    public String lotId() {
        return data.lotId();
    }

    public String materialId() {
        return data.materialId();
    }

    public Origin origin() {
        return data.origin();
    }

    public String specificationId() {
        return data.specificationId();
    }

    public Status status() {
        return status;
    }

    /** Oldest first, invalidated ones included. */
    public List<InspectionResult> results() {
        return List.copyOf(results);
    }

    /** @return null while open */
    public UsageDecision decision() {
        return decision;
    }

    /** Everyone who entered a result, valid or not: none of them may decide the lot. */
    public Set<String> analysts() {
        return results.stream().map(InspectionResult::enteredBy).collect(Collectors.toSet());
    }

    /**
     * Adds a result of one test of the lot's specification revision, judged on entry. The test and
     * the value are checked before the lot's state, as they always were.
     *
     * @param specification the revision the lot was opened with
     * @param investigationId the OOS investigation a failing result opens (the caller opens it)
     * @throws Refusal validation_failed for a test the revision does not have or a value no numeric
     *         test takes; invalid_transition once decided; result_exists while the test has a valid result
     */
    public InspectionLotEvent.ResultEntered enter(String resultId, String investigationId, Specification specification,
            String testCode, String value, String instrumentId, String userId, Instant now) {
        SpecificationTest test = specification.test(testCode).orElseThrow(() -> unjudgeable("testCode",
                "revision " + specification.revisionNumber() + " of the specification has no test " + testCode));
        String refusal = test.refusal(value);
        if (refusal != null) {
            throw unjudgeable("value", refusal);
        }
        requireOpen("results are entered only while it is open");
        if (results.stream().anyMatch(r -> r.valid() && r.testCode().equals(testCode))) {
            throw new Refusal(QualityProblem.RESULT_EXISTS, "Test " + testCode + " of inspection lot " + number()
                    + " has a valid result: it is invalidated before another is entered.");
        }
        InspectionResult result = InspectionResult.entered(resultId, test, value, instrumentId, userId, now, investigationId);
        results.add(result);
        touched(now);
        return new InspectionLotEvent.ResultEntered(id, new ResultField(result.state()));
    }

    /**
     * Whether a result may be invalidated directly, before anyone signs: only a valid, passing one (a
     * wrong sample, a transcription error). A failing result is its OOS investigation's to invalidate.
     *
     * @throws Refusal not_found for no such result of this lot; invalid_transition once decided or already
     *         invalid; investigation_required for a failing result
     */
    public InspectionResult requireDirectlyInvalidable(String resultId) {
        InspectionResult result = requireValid(resultId);
        if (!result.passed()) {
            throw new Refusal(QualityProblem.INVESTIGATION_REQUIRED, "Result " + resultId + " failed its specification: "
                    + "only its OOS investigation " + result.oosInvestigationId() + " invalidates it, by its conclusion.");
        }
        return result;
    }

    /**
     * Invalidates a passing result directly, with the signature of QA who did not enter it; it stays on record.
     *
     * @throws Refusal as {@link #requireDirectlyInvalidable}
     */
    public InspectionLotEvent.ResultInvalidated invalidate(String resultId, Signature signature, String reason, Instant now) {
        InspectionResult result = requireDirectlyInvalidable(resultId);
        return invalidated(result, new InspectionResult.Invalidation(signature.userId(), now, reason, null, null, signature));
    }

    /**
     * Invalidates the failing result an OOS investigation concluded was invalid; it stays on record.
     *
     * @throws Refusal not_found, invalid_transition as {@link #requireDirectlyInvalidable}
     */
    public InspectionLotEvent.ResultInvalidated invalidate(OosInvestigation investigation, Instant now) {
        InspectionResult result = requireValid(investigation.subject().resultId());
        Signature signature = investigation.concludingSignature();
        return invalidated(result, new InspectionResult.Invalidation(signature.userId(), now, signature.reason(),
                investigation.id(), investigation.invalidationCategory(), signature));
    }

    private InspectionResult requireValid(String resultId) {
        requireOpen("results are invalidated only while it is open");
        InspectionResult result = result(resultId);
        if (!result.valid()) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Result " + resultId + " is already invalid.");
        }
        return result;
    }

    private InspectionLotEvent.ResultInvalidated invalidated(InspectionResult result, InspectionResult.Invalidation why) {
        InspectionResult invalidated = result.invalidated(why);
        results.set(results.indexOf(result), invalidated);
        touched(why.at());
        return new InspectionLotEvent.ResultInvalidated(id, new ResultField(result.state()),
                new ResultField(invalidated.state()), why.reason());
    }

    /** @throws Refusal not_found for no such result of this lot */
    public InspectionResult result(String resultId) {
        return results.stream().filter(result -> result.id().equals(resultId)).findFirst()
                .orElseThrow(() -> new Refusal(PlatformProblem.NOT_FOUND, "Inspection lot " + number()
                        + " has no result " + resultId + "."));
    }

    /**
     * QA's usage decision, never while an OOS investigation of it is open. To accept, every
     * mandatory test of the specification has a valid result and no valid result fails (a failure
     * stands unless its investigation invalidates it: no testing into compliance).
     *
     * @param openInvestigations the numbers of its open OOS investigations
     * @return {@link InspectionLotEvent.Accepted} or {@link InspectionLotEvent.Rejected}
     * @throws Refusal invalid_transition once decided; investigation_open; results_incomplete; results_failing
     */
    public InspectionLotEvent decide(UsageDecision.Verdict verdict, Signature signature, Specification specification,
            List<String> openInvestigations, Instant now) {
        requireOpen("it is decided once");
        if (!openInvestigations.isEmpty()) {
            throw new Refusal(QualityProblem.INVESTIGATION_OPEN, "Inspection lot " + number() + " has the open OOS "
                    + "investigations " + String.join(", ", openInvestigations) + ": they are concluded first.");
        }
        if (verdict == UsageDecision.Verdict.ACCEPT) {
            requireAcceptable(specification);
        }
        InspectionLotState before = state();
        status = Status.DECIDED;
        decision = new UsageDecision(verdict.id(), signature);
        touched(now);
        return decision.accepted() ? new InspectionLotEvent.Accepted(id, before, state(), signature.reason())
                : new InspectionLotEvent.Rejected(id, before, state(), signature.reason());
    }

    private void requireAcceptable(Specification specification) {
        List<InspectionResult> valid = results.stream().filter(InspectionResult::valid).toList();
        List<String> missing = specification.tests().stream().filter(SpecificationTest::mandatory).map(SpecificationTest::code)
                .filter(code -> valid.stream().noneMatch(result -> result.testCode().equals(code))).toList();
        if (!missing.isEmpty()) {
            throw new Refusal(QualityProblem.RESULTS_INCOMPLETE, "Inspection lot " + number() + " has no valid "
                    + "result of the mandatory tests " + String.join(", ", missing) + ".");
        }
        List<String> failing = valid.stream().filter(result -> !result.passed()).map(InspectionResult::testCode).toList();
        if (!failing.isEmpty()) {
            throw new Refusal(QualityProblem.RESULTS_FAILING, "Inspection lot " + number() + " has failing "
                    + "results of " + String.join(", ", failing) + ": they stand unless an OOS investigation invalidates them.");
        }
    }

    private InspectionLotState state() {
        return new InspectionLotState(number(), lotId(), materialId(), origin().id(), specificationId(), status.id(), decision);
    }

    private void requireOpen(String rule) {
        if (status != Status.OPEN) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Inspection lot " + number() + " is " + status.id()
                    + "; " + rule + ".");
        }
    }

    private static Refusal unjudgeable(String field, String message) {
        return new Refusal(PlatformProblem.VALIDATION_FAILED, "The result cannot be judged: " + field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }
}
