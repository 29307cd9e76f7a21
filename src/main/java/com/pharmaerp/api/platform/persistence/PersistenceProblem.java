package com.pharmaerp.api.platform.persistence;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problems of the resource conventions every module follows (docs/design/modules.md, "Conventions"). */
public final class PersistenceProblem {

    public static final ProblemType INVALID_CURSOR = new ProblemType("invalid_cursor", 400, "Invalid cursor");
    public static final ProblemType PRECONDITION_FAILED = new ProblemType("precondition_failed", 412, "Precondition failed");
    public static final ProblemType PRECONDITION_REQUIRED = new ProblemType("precondition_required", 428, "Precondition required");
    public static final ProblemType INVALID_TRANSITION = new ProblemType("invalid_transition", 409, "Invalid transition");
    public static final ProblemType IDEMPOTENCY_KEY_IN_USE = new ProblemType("idempotency_key_in_use", 409, "Idempotency key in use");
    /** PostgreSQL rolled the transaction back to break a deadlock with another request: retry. */
    public static final ProblemType TRANSACTION_CONFLICT = new ProblemType("transaction_conflict", 409, "Transaction conflict");
    /** The connection was lost once COMMIT was sent: the write may have been applied (a retry with its key tells). */
    public static final ProblemType OUTCOME_UNKNOWN = new ProblemType("outcome_unknown", 503, "Outcome unknown");
    public static final ProblemType IDEMPOTENCY_KEY_REUSED = new ProblemType("idempotency_key_reused", 422, "Idempotency key reused");

    private PersistenceProblem() {
    }
}
