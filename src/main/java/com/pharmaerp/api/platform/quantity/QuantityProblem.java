package com.pharmaerp.api.platform.quantity;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problem of a quantity given in a unit that does not convert to the material's base unit. */
public enum QuantityProblem implements ProblemType {
    UNIT_MISMATCH(422, "Unit mismatch");

    private final int status;
    private final String title;

    QuantityProblem(int status, String title) {
        this.status = status;
        this.title = title;
    }

    @Override
    public int status() {
        return status;
    }

    @Override
    public String title() {
        return title;
    }
}
