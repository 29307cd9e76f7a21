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

    private ProductionProblem() {
    }
}
