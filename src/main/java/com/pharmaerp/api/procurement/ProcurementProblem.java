package com.pharmaerp.api.procurement;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The procurement module's own problem codes. */
public final class ProcurementProblem {

    public static final ProblemType SUPPLIER_CODE_TAKEN = new ProblemType("supplier_code_taken", 409, "Supplier code taken");

    public static final ProblemType SUPPLIER_NOT_APPROVED = new ProblemType("supplier_not_approved", 409,
            "Supplier not approved");
    public static final ProblemType OVER_RECEIPT = new ProblemType("over_receipt", 409, "Over receipt");

    private ProcurementProblem() {
    }
}
