package com.pharmaerp.api.qms;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The quality-management system's own problem codes. */
public final class QmsProblem {

    /** A CAPA source that names no record of the tenant of its type. */
    public static final ProblemType SOURCE_NOT_FOUND = new ProblemType("source_not_found", 422, "Source not found");
    /** A CAPA implemented without a corrective action. */
    public static final ProblemType ACTIONS_MISSING = new ProblemType("actions_missing", 409, "Actions missing");
    /** A CAPA implemented while an action is neither done nor cancelled. */
    public static final ProblemType ACTIONS_OPEN = new ProblemType("actions_open", 409, "Actions open");
    /** An effectiveness check evaluated before its window ended. */
    public static final ProblemType CHECK_NOT_DUE = new ProblemType("check_not_due", 409, "Check not due");
    /** A CAPA with an effectiveness check closed before the check was evaluated. */
    public static final ProblemType CHECK_NOT_EVALUATED = new ProblemType("check_not_evaluated", 409, "Check not evaluated");

    private QmsProblem() {
    }
}
