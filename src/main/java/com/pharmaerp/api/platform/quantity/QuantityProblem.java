package com.pharmaerp.api.platform.quantity;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problem of a quantity given in a unit that does not convert to the material's base unit. */
public final class QuantityProblem {

    public static final ProblemType UNIT_MISMATCH = new ProblemType("unit_mismatch", 422, "Unit mismatch");

    private QuantityProblem() {
    }
}
