package com.pharmaerp.api.quality.domain;

/**
 * An inspection lot as the audit trail compares it before and after a move (its results are
 * events of their own).
 *
 * @param origin and status as their lower-case ids
 * @param decision null while open
 */
public record InspectionLotState(String number, String lotId, String materialId, String origin, String specificationId,
        String status, UsageDecision decision) {
}
