package com.pharmaerp.api.quality.domain;

import java.time.Instant;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A result of one test of an inspection lot, as its lot's column keeps it. Never edited or
 * deleted: a wrong one is invalidated with a reason, and a new one entered (the database's
 * trigger refuses anything else).
 *
 * @param outcome {@code pass} or {@code fail}, computed against the lot's specification revision when entered
 * @param invalidation who invalidated it, when and why; null while valid
 * @param version 1 when entered, 2 once invalidated
 */
@RegisterForReflection // written and read by a mapper of its own: native images need it registered
public record InspectionResult(String id, String testCode, String value, String outcome, String enteredBy,
        Instant enteredAt, boolean valid, Invalidation invalidation, int version, Instant updatedAt) {

    public static final String ID_PREFIX = "res";

    /** Who invalidated a result, when, and why. */
    @RegisterForReflection
    public record Invalidation(String userId, Instant at, String reason) {
    }

    public static InspectionResult entered(String id, SpecificationTest test, String value, String enteredBy, Instant now) {
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
}
