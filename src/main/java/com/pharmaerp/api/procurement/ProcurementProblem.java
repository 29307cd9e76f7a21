package com.pharmaerp.api.procurement;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The procurement module's own problem codes. */
public final class ProcurementProblem {

    public static final ProblemType SUPPLIER_CODE_TAKEN = new ProblemType("supplier_code_taken", 409, "Supplier code taken");

    private ProcurementProblem() {
    }
}
