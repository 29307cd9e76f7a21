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

    private DistributionProblem() {
    }
}
