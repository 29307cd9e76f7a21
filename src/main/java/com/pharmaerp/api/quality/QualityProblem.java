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

    /** A failing result is invalidated only by the conclusion of its OOS investigation. */
    public static final ProblemType INVESTIGATION_REQUIRED = new ProblemType("investigation_required", 409,
            "Investigation required");
    /** A usage decision waits until every OOS investigation of the inspection lot is concluded. */
    public static final ProblemType INVESTIGATION_OPEN = new ProblemType("investigation_open", 409, "Investigation open");
    /** A deviation closes only once QA has triaged it. */
    public static final ProblemType TRIAGE_REQUIRED = new ProblemType("triage_required", 409, "Triage required");
    /** A deviation that needs a CAPA closes only when a CAPA names it among its sources. */
    public static final ProblemType CAPA_REQUIRED = new ProblemType("capa_required", 409, "CAPA required");
    /** A triage that needs no CAPA for a major or critical deviation says why. */
    public static final ProblemType RATIONALE_REQUIRED = new ProblemType("rationale_required", 422, "Rationale required");

    /** A certificate of analysis asked for a lot that is not released by an accepting usage decision. */
    public static final ProblemType LOT_NOT_RELEASED = new ProblemType("lot_not_released", 409, "Lot not released");

    private QualityProblem() {
    }
}
