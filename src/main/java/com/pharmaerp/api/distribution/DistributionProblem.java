package com.pharmaerp.api.distribution;

import com.pharmaerp.api.platform.problem.ProblemType;

/** Distribution's own problem codes. */
public final class DistributionProblem {

    public static final ProblemType CUSTOMER_CODE_TAKEN = new ProblemType("customer_code_taken", 409, "Customer code taken");
    /** Shipping to a customer QA has not approved (or suspended). */
    public static final ProblemType CUSTOMER_NOT_APPROVED = new ProblemType("customer_not_approved", 409,
            "Customer not approved");
    /** Shipping to a customer whose licence expired before the business date. */
    public static final ProblemType CUSTOMER_LICENSE_EXPIRED = new ProblemType("customer_license_expired", 409,
            "Customer license expired");

    /** A return line naming a lot that did not leave in the returned shipment. */
    public static final ProblemType LOT_NOT_IN_SHIPMENT = new ProblemType("lot_not_in_shipment", 422, "Lot not in shipment");
    /** A return claiming more of a lot than its shipment took, counting earlier returns' claims. */
    public static final ProblemType RETURN_EXCEEDS_SHIPPED = new ProblemType("return_exceeds_shipped", 409,
            "Return exceeds shipped");
    /** A restock of returned goods while a GDP condition fails; errors[] names each. */
    public static final ProblemType RESTOCK_NOT_ALLOWED = new ProblemType("restock_not_allowed", 409,
            "Restock not allowed");

    private DistributionProblem() {
    }
}
