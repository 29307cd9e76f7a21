package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The warehouse module's own problem codes. */
public final class WarehouseProblem {

    public static final ProblemType MATERIAL_CODE_TAKEN = new ProblemType("material_code_taken", 409, "Material code taken");
    public static final ProblemType LOCATION_CODE_TAKEN = new ProblemType("location_code_taken", 409, "Location code taken");

    public static final ProblemType INSUFFICIENT_STOCK = new ProblemType("insufficient_stock", 409, "Insufficient stock");
    public static final ProblemType STORAGE_CONDITION_MISMATCH = new ProblemType("storage_condition_mismatch", 422,
            "Storage condition mismatch");

    private WarehouseProblem() {
    }
}
