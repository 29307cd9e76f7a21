package com.pharmaerp.api.production;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The production module's own problem codes. */
public final class ProductionProblem {

    public static final ProblemType RECIPE_NOT_APPROVED = new ProblemType("recipe_not_approved", 409, "Recipe not approved");

    public static final ProblemType CONSUMPTION_UNVERIFIED = new ProblemType("consumption_unverified", 409,
            "Consumption unverified");
    public static final ProblemType DEVIATION_REQUIRED = new ProblemType("deviation_required", 409, "Deviation required");
    public static final ProblemType INSPECTION_NOT_ACCEPTED = new ProblemType("inspection_not_accepted", 409,
            "Inspection not accepted");
    public static final ProblemType DEVIATION_OPEN = new ProblemType("deviation_open", 409, "Deviation open");

    public static final ProblemType LINE_CLEARANCE_REQUIRED = new ProblemType("line_clearance_required", 409,
            "Line clearance required");
    public static final ProblemType STEP_OUT_OF_ORDER = new ProblemType("step_out_of_order", 409, "Step out of order");
    public static final ProblemType CHARGE_MISSING = new ProblemType("charge_missing", 409, "Charge missing");
    public static final ProblemType LIMIT_EXCEEDED = new ProblemType("limit_exceeded", 409, "Limit exceeded");
    public static final ProblemType STEPS_INCOMPLETE = new ProblemType("steps_incomplete", 409, "Steps incomplete");
    public static final ProblemType EXCEPTIONS_CHANGED = new ProblemType("exceptions_changed", 409,
            "Report of exceptions changed");

    private ProductionProblem() {
    }
}
