package com.pharmaerp.api.quality;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The quality module's own problem codes. */
public final class QualityProblem {

    /** A lot to inspect whose material has no approved specification. */
    public static final ProblemType SPECIFICATION_MISSING = new ProblemType("specification_missing", 409,
            "Specification missing");
    public static final ProblemType RESULTS_INCOMPLETE = new ProblemType("results_incomplete", 409, "Results incomplete");
    public static final ProblemType RESULTS_FAILING = new ProblemType("results_failing", 409, "Results failing");
    /** A test already has a valid result: a second one is entered only once the first is invalidated, with a reason. */
    public static final ProblemType RESULT_EXISTS = new ProblemType("result_exists", 409, "Result exists");

    /** A certificate of analysis asked for a lot that is not released by an accepting usage decision. */
    public static final ProblemType LOT_NOT_RELEASED = new ProblemType("lot_not_released", 409, "Lot not released");

    private QualityProblem() {
    }
}
