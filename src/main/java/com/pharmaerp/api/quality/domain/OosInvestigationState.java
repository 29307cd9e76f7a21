package com.pharmaerp.api.quality.domain;

import java.time.LocalDate;

/**
 * An OOS investigation as the audit trail compares it before and after a move.
 *
 * @param status and conclusion as their lower-case ids; conclusion null while open
 */
public record OosInvestigationState(String number, String inspectionLotId, String lotId, String resultId, String testCode,
        String value, String limits, String status, LocalDate dueOn, OosInvestigation.Phase1 phase1,
        OosInvestigation.Phase2 phase2, String conclusion) {
}
