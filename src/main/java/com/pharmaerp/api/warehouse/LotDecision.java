package com.pharmaerp.api.warehouse;

/** What a usage decision or a batch certification does to its lot ({@link LotDecisions}). */
public enum LotDecision {
    /** An accepted inspection of a lot in quarantine. */
    RELEASE,
    /** An accepted retest of a released lot: its retest date moves on. */
    PASS_RETEST,
    REJECT
}
