package com.pharmaerp.api.platform.audit;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problems of recording changes. */
public final class AuditProblem {

    public static final ProblemType REASON_REQUIRED = new ProblemType("reason_required", 422, "Reason required");

    private AuditProblem() {
    }
}
