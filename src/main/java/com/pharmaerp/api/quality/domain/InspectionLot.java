package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.QualityProblem;

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
    public static final String OPEN = "open";
    public static final String DECIDED = "decided";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String lotId;
    public String materialId;
    public String origin;
    public String specificationId;
    public String status = OPEN;
    /** Every result ever entered, invalidated ones included, oldest first. */
    public List<InspectionResult> results = new ArrayList<>();
    /** The usage decision; null while open. */
    public UsageDecision decision;

    /** A new, open inspection lot at version 1. */
    public static InspectionLot open(String id, InspectionLotData data, Instant now) {
        InspectionLot inspection = new InspectionLot();
        inspection.id = id;
        inspection.version = 1;
        inspection.createdAt = now;
        inspection.updatedAt = now;
        inspection.number = data.number();
        inspection.lotId = data.lotId();
        inspection.materialId = data.materialId();
        inspection.origin = data.origin();
        inspection.specificationId = data.specificationId();
        return inspection;
    }

    public DomainEvent opened() {
        return DomainEvent.created(NOUN, id, Recorded.of("number", number, "lotId", lotId, "materialId", materialId,
                "origin", origin, "specificationId", specificationId, "status", status), null);
    }

    public UsageDecision decision() {
        return decision;
    }

    /** Everyone who entered a result, valid or not: none of them may decide the lot. */
    public Set<String> analysts() {
        return results.stream().map(InspectionResult::enteredBy).collect(Collectors.toSet());
    }

    /**
     * Adds a result.
     *
     * @throws ProblemException 409 invalid_transition once decided; 409 result_exists while the test has a valid result
     */
    public DomainEvent enter(InspectionResult result, Instant now) {
        requireOpen("results are entered only while it is open");
        if (results.stream().anyMatch(r -> r.valid() && r.testCode().equals(result.testCode()))) {
            throw new ProblemException(QualityProblem.RESULT_EXISTS, "Test " + result.testCode() + " of inspection lot "
                    + number + " has a valid result: invalidate it, with a reason, before entering another.");
        }
        results.add(result);
        touched(now);
        return new DomainEvent(NOUN + ".result_entered", NOUN, id, List.of(new Change("result", null, result.recorded())),
                null);
    }

    /**
     * Invalidates a valid result; it stays on record.
     *
     * @return the event; the result as it now reads is {@link #result(String)}
     * @throws ProblemException 404 for no such result of this lot; 409 invalid_transition once decided or already invalid
     */
    public DomainEvent invalidate(String resultId, String userId, String reason, Instant now) {
        requireOpen("results are invalidated only while it is open");
        InspectionResult result = result(resultId);
        if (!result.valid()) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Result " + resultId + " is already invalid.");
        }
        InspectionResult invalidated = result.invalidated(userId, reason, now);
        results.set(results.indexOf(result), invalidated);
        touched(now);
        return new DomainEvent(NOUN + ".result_invalidated", NOUN, id,
                List.of(new Change("result", result.recorded(), invalidated.recorded())), reason);
    }

    /** @throws ProblemException 404 for no such result of this lot */
    public InspectionResult result(String resultId) {
        return results.stream().filter(result -> result.id().equals(resultId)).findFirst()
                .orElseThrow(() -> new ProblemException(PlatformProblem.NOT_FOUND, "Inspection lot " + number
                        + " has no result " + resultId + "."));
    }

    /**
     * QA's usage decision. To accept, every mandatory test of the specification has a valid
     * result and no valid result fails (a failure stands until invalidated with a reason: no
     * testing into compliance).
     *
     * @throws ProblemException 409 invalid_transition once decided; 409 results_incomplete; 409 results_failing
     */
    public DomainEvent decide(String decided, Signature signature, Specification specification, Instant now) {
        requireOpen("it is decided once");
        if (UsageDecision.ACCEPT.equals(decided)) {
            List<InspectionResult> valid = results.stream().filter(InspectionResult::valid).toList();
            List<String> missing = specification.tests.stream().filter(SpecificationTest::mandatory)
                    .map(SpecificationTest::code)
                    .filter(code -> valid.stream().noneMatch(result -> result.testCode().equals(code))).toList();
            if (!missing.isEmpty()) {
                throw new ProblemException(QualityProblem.RESULTS_INCOMPLETE, "Inspection lot " + number + " has no valid "
                        + "result of the mandatory tests " + String.join(", ", missing) + ".");
            }
            List<String> failing = valid.stream().filter(result -> !result.passed()).map(InspectionResult::testCode).toList();
            if (!failing.isEmpty()) {
                throw new ProblemException(QualityProblem.RESULTS_FAILING, "Inspection lot " + number + " has failing "
                        + "results of " + String.join(", ", failing) + ": reject it, or invalidate a result with a reason.");
            }
        }
        JsonNode before = Recorded.of("status", status, "decision", null);
        status = DECIDED;
        decision = new UsageDecision(decided, signature);
        touched(now);
        String type = decision.accepted() ? ".accepted" : ".rejected";
        return DomainEvent.changed(NOUN + type, NOUN, id, before, Recorded.of("status", status, "decision", decision),
                signature.reason());
    }

    private void requireOpen(String rule) {
        if (!OPEN.equals(status)) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Inspection lot " + number + " is " + status
                    + "; " + rule + ".");
        }
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }
}
