package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.QualityProblem;

/**
 * The quality check of one lot: opened by a receipt, a production order or a retest, tested
 * against the specification revision it was opened with, decided once by QA. Results and the
 * decision change it only through the methods here, under its row lock, so a result cannot slip
 * in beside a decision and no lot is decided twice.
 */
@Entity
@Table(name = "inspection_lots")
public class InspectionLot extends TenantEntity<InspectionLotData> {

    public static final String ID_PREFIX = "insp";
    public static final String NUMBER_PREFIX = "IL";
    public static final String OPEN = "open";
    public static final String DECIDED = "decided";

    private static final TypeReference<List<InspectionResult>> RESULTS = new TypeReference<>() {
    };

    public String number;
    @Column(name = "lot_id")
    public String lotId;
    @Column(name = "material_id")
    public String materialId;
    public String origin;
    @Column(name = "specification_id")
    public String specificationId;
    public String status = OPEN;
    /** Every result ever entered, invalidated ones included, as JSON (see {@link #results()}). */
    @Column(name = "results")
    public String resultsJson = "[]";
    /** The usage decision as JSON; null while open. */
    @Column(name = "decision")
    public String decisionJson;

    public List<InspectionResult> results() {
        return StoredJson.read(resultsJson, RESULTS);
    }

    public UsageDecision decision() {
        return UsageDecision.fromJson(decisionJson);
    }

    /** Everyone who entered a result, valid or not: none of them may decide the lot. */
    public Set<String> analysts() {
        return results().stream().map(InspectionResult::enteredBy).collect(Collectors.toSet());
    }

    /**
     * Adds a result.
     *
     * @throws ProblemException 409 invalid_transition once decided; 409 result_exists while the test has a valid result
     */
    public void enter(InspectionResult result, Instant now) {
        requireOpen("results are entered only while it is open");
        List<InspectionResult> results = results();
        if (results.stream().anyMatch(r -> r.valid() && r.testCode().equals(result.testCode()))) {
            throw new ProblemException(QualityProblem.RESULT_EXISTS, "Test " + result.testCode() + " of inspection lot "
                    + number + " has a valid result: invalidate it, with a reason, before entering another.");
        }
        results.add(result);
        setResults(results, now);
    }

    /**
     * Invalidates a valid result; it stays on record.
     *
     * @return the result as it now reads
     * @throws ProblemException 404 for no such result of this lot; 409 invalid_transition once decided or already invalid
     */
    public InspectionResult invalidate(String resultId, String userId, String reason, Instant now) {
        requireOpen("results are invalidated only while it is open");
        List<InspectionResult> results = new ArrayList<>();
        InspectionResult changed = null;
        for (InspectionResult result : results()) {
            if (result.id().equals(resultId)) {
                if (!result.valid()) {
                    throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Result " + resultId
                            + " is already invalid.");
                }
                changed = result.invalidated(userId, reason, now);
                results.add(changed);
            } else {
                results.add(result);
            }
        }
        if (changed == null) {
            throw new ProblemException(PlatformProblem.NOT_FOUND, "Inspection lot " + number + " has no result " + resultId
                    + ".");
        }
        setResults(results, now);
        return changed;
    }

    /**
     * QA's usage decision. To accept, every mandatory test of the specification has a valid
     * result and no valid result fails (a failure stands until invalidated with a reason: no
     * testing into compliance).
     *
     * @throws ProblemException 409 invalid_transition once decided; 409 results_incomplete; 409 results_failing
     */
    public void decide(String decision, Signature signature, Specification specification, Instant now) {
        requireOpen("it is decided once");
        if (UsageDecision.ACCEPT.equals(decision)) {
            List<InspectionResult> valid = results().stream().filter(InspectionResult::valid).toList();
            List<String> missing = specification.tests().stream().filter(SpecificationTest::mandatory)
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
        status = DECIDED;
        decisionJson = new UsageDecision(decision, signature).toJson();
        touched(now);
    }

    private void requireOpen(String rule) {
        if (!OPEN.equals(status)) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Inspection lot " + number + " is " + status
                    + "; " + rule + ".");
        }
    }

    private void setResults(List<InspectionResult> results, Instant now) {
        resultsJson = StoredJson.write(results);
        touched(now);
    }

    @Override
    public InspectionLotData data() {
        return new InspectionLotData(number, lotId, materialId, origin, specificationId);
    }

    @Override
    protected void apply(InspectionLotData data) {
        number = data.number();
        lotId = data.lotId();
        materialId = data.materialId();
        origin = data.origin();
        specificationId = data.specificationId();
    }
}
