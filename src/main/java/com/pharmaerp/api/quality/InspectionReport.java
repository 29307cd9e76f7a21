package com.pharmaerp.api.quality;

import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.platform.users.Person;
import com.pharmaerp.api.platform.users.Signature;

/**
 * An inspection lot as documents show it: each test of the specification revision it was opened
 * with, the results entered for it (invalidated ones included, with who invalidated them and why),
 * the OOS investigations its failing results opened, by number, and QA's usage decision.
 *
 * @param decision null while open
 */
public record InspectionReport(String inspectionLotId, String number, String origin, String status, String specificationId,
        int specificationRevision, List<TestReport> tests, List<OosInvestigationReport> investigations, Decision decision) {

    /**
     * One test: its limits (a numeric test) or expected text, and its results, oldest first.
     *
     * @param min inclusive, a decimal string; null for none
     * @param max inclusive, a decimal string; null for none
     */
    public record TestReport(String code, String name, String kind, String min, String max, String unit, String expected,
            boolean mandatory, List<ResultReport> results) {

        /** The result that counts: the valid one; null when none is. */
        public ResultReport validResult() {
            return results.stream().filter(ResultReport::valid).findFirst().orElse(null);
        }
    }

    /** @param invalidatedBy null while valid */
    public record ResultReport(String resultId, String value, String outcome, Person enteredBy, Instant enteredAt,
            boolean valid, Person invalidatedBy, Instant invalidatedAt, String invalidationReason) {
    }

    /** @param decision {@code accept} or {@code reject} */
    public record Decision(String decision, Signature signature) {
    }
}
