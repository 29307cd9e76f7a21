package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The warehouse module's own problem codes. */
public final class WarehouseProblem {

    public static final ProblemType MATERIAL_CODE_TAKEN = new ProblemType("material_code_taken", 409, "Material code taken");
    public static final ProblemType LOCATION_CODE_TAKEN = new ProblemType("location_code_taken", 409, "Location code taken");

    public static final ProblemType INSUFFICIENT_STOCK = new ProblemType("insufficient_stock", 409, "Insufficient stock");
    public static final ProblemType STORAGE_CONDITION_MISMATCH = new ProblemType("storage_condition_mismatch", 422,
            "Storage condition mismatch");

    /** A lot that cannot be used or released because the business date is past its expiry. */
    public static final ProblemType LOT_EXPIRED = new ProblemType("lot_expired", 409, "Lot expired");
    /** A lot past its retest date: usable again once a retest is accepted. */
    public static final ProblemType LOT_RETEST_DUE = new ProblemType("lot_retest_due", 409, "Lot retest due");
    public static final ProblemType LOT_NOT_RELEASED = new ProblemType("lot_not_released", 409, "Lot not released");

    /** A named lot that first-expiry-first-out would not pick, without a reason to override it. */
    public static final ProblemType FEFO_VIOLATION = new ProblemType("fefo_violation", 409, "FEFO violation");

    /** A movement into or out of a location while it is being counted, or a second count of it. */
    public static final ProblemType LOCATION_COUNTING = new ProblemType("location_counting", 409, "Location being counted");
    /** An inventory count posted before every line was counted. */
    public static final ProblemType COUNT_INCOMPLETE = new ProblemType("count_incomplete", 409, "Count incomplete");

    /**
     * Stock taken out of a returns location other than by a return's disposition (a transfer,
     * shipment or consumption): returned goods wait there until QA decides their fate.
     */
    public static final ProblemType RETURNS_LOCATION = new ProblemType("returns_location", 409, "Returns location");

    private WarehouseProblem() {
    }
}
