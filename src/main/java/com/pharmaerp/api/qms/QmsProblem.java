package com.pharmaerp.api.qms;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The quality-management system's own problem codes. */
public final class QmsProblem {

    /** A complaint naming a lot and a shipment that did not carry it. */
    public static final ProblemType LOT_NOT_IN_SHIPMENT = new ProblemType("lot_not_in_shipment", 422, "Lot not in shipment");
    /** Closing a complaint that QA has not assessed for reportability. */
    public static final ProblemType ASSESSMENT_REQUIRED = new ProblemType("assessment_required", 409, "Assessment required");
    /** Closing a complaint that has no investigation. */
    public static final ProblemType INVESTIGATION_REQUIRED = new ProblemType("investigation_required", 409,
            "Investigation required");
    /** Closing a reportable complaint whose report to the authority is not recorded. */
    public static final ProblemType REPORT_MISSING = new ProblemType("report_missing", 409, "Report missing");
    /** Escalating to a recall a complaint that names no lot. */
    public static final ProblemType LOT_REQUIRED = new ProblemType("lot_required", 409, "Lot required");
    /** A CAPA source that names no record of the tenant of its type. */
    public static final ProblemType SOURCE_NOT_FOUND = new ProblemType("source_not_found", 422, "Source not found");
    /** A CAPA implemented without a corrective action. */
    public static final ProblemType ACTIONS_MISSING = new ProblemType("actions_missing", 409, "Actions missing");
    /** A CAPA implemented while an action is neither done nor cancelled. */
    public static final ProblemType ACTIONS_OPEN = new ProblemType("actions_open", 409, "Actions open");
    /** An effectiveness check evaluated before its window ended. */
    public static final ProblemType CHECK_NOT_DUE = new ProblemType("check_not_due", 409, "Check not due");
    /** A CAPA with an effectiveness check closed before the check was evaluated. */
    public static final ProblemType CHECK_NOT_EVALUATED = new ProblemType("check_not_evaluated", 409, "Check not evaluated");

    /** A product quality review signed on a content SHA-256 that is no longer the review's. */
    public static final ProblemType CONTENT_CHANGED = new ProblemType("content_changed", 409, "Content changed");
    /** A product quality review over more than the longest period it covers. */
    public static final ProblemType PERIOD_TOO_LONG = new ProblemType("period_too_long", 422, "Period too long");
    /** A product quality review of a period that ends after the business date. */
    public static final ProblemType PERIOD_NOT_ENDED = new ProblemType("period_not_ended", 422, "Period not ended");

    private QmsProblem() {
    }
}
