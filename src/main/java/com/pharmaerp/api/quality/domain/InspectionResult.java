package com.pharmaerp.api.quality.domain;

import java.time.Instant;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A result of one test of an inspection lot, a row of its own. Never edited or deleted: a wrong
 * one is invalidated, and a new one entered (the database's trigger refuses anything else). A
 * failing result is invalidated only by the conclusion of its OOS investigation.
 *
 * @param outcome {@code pass} or {@code fail}, computed against the lot's specification revision when entered
 * @param instrumentId the instrument the value was measured on; null when none was named
 * @param oosInvestigationId the investigation a failing result opened; null for a passing one
 * @param invalidation who invalidated it, when and why; null while valid
 * @param version 1 when entered, 2 once invalidated
 */
public record InspectionResult(String id, String testCode, String value, String outcome, String enteredBy,
        Instant enteredAt, String instrumentId, String oosInvestigationId, boolean valid, Invalidation invalidation, int version,
        Instant updatedAt) {

    public static final String ID_PREFIX = "res";

    /**
     * Who invalidated a result, when and why: through an OOS investigation (its id and the cause's
     * category), or directly with a signature (a passing result).
     *
     * @param investigationId null for a direct invalidation
     * @param category the assignable cause's category; null for a direct invalidation
     * @param signature the signature that invalidated it
     */
    public record Invalidation(String userId, Instant at, String reason, String investigationId, String category,
            Signature signature) {
    }

    /** A result as the audit trail records it: without its bookkeeping. */
    public record State(String id, String testCode, String value, String outcome, String enteredBy,
            String instrumentId, String oosInvestigationId, boolean valid, Invalidation invalidation) {
    }

    /** @param investigationId the investigation it opens when it fails */
    static InspectionResult entered(String id, SpecificationTest test, String value, String instrumentId,
            String enteredBy, Instant now, String investigationId) {
        boolean passes = test.passes(value);
        return new InspectionResult(id, test.code(), value, passes ? "pass" : "fail", enteredBy, now, instrumentId,
                passes ? null : investigationId, true, null, 1, now);
    }

    public boolean passed() {
        return "pass".equals(outcome);
    }

    InspectionResult invalidated(Invalidation invalidation) {
        return new InspectionResult(id, testCode, value, outcome, enteredBy, enteredAt, instrumentId, oosInvestigationId, false,
                invalidation, version + 1, invalidation.at());
    }

    State state() {
        return new State(id, testCode, value, outcome, enteredBy, instrumentId, oosInvestigationId, valid, invalidation);
    }
}
