package com.pharmaerp.api.quality.domain;

import java.time.Instant;

/**
 * A result of one test of an inspection lot, a row of its own. Never edited or deleted: a wrong
 * one is invalidated with a reason, and a new one entered (the database's trigger refuses anything else).
 *
 * @param outcome {@code pass} or {@code fail}, computed against the lot's specification revision when entered
 * @param invalidation who invalidated it, when and why; null while valid
 * @param version 1 when entered, 2 once invalidated
 */
public record InspectionResult(String id, String testCode, String value, String outcome, String enteredBy,
        Instant enteredAt, boolean valid, Invalidation invalidation, int version, Instant updatedAt) {

    public static final String ID_PREFIX = "res";

    /** Who invalidated a result, when, and why. */
    public record Invalidation(String userId, Instant at, String reason) {
    }

    /** A result as the audit trail records it: without its bookkeeping. */
    public record State(String id, String testCode, String value, String outcome, String enteredBy, boolean valid,
            Invalidation invalidation) {
    }

    static InspectionResult entered(String id, SpecificationTest test, String value, String enteredBy, Instant now) {
        return new InspectionResult(id, test.code(), value, test.passes(value) ? "pass" : "fail", enteredBy, now, true, null,
                1, now);
    }

    public boolean passed() {
        return "pass".equals(outcome);
    }

    InspectionResult invalidated(String userId, String reason, Instant now) {
        return new InspectionResult(id, testCode, value, outcome, enteredBy, enteredAt, false,
                new Invalidation(userId, now, reason), version + 1, now);
    }

    State state() {
        return new State(id, testCode, value, outcome, enteredBy, valid, invalidation);
    }
}
