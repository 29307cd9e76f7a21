package com.pharmaerp.api.quality.domain;

import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A deviation as the audit trail compares it before and after a move.
 *
 * @param status and classification as their lower-case ids
 * @param closure, triage, investigation, cancellation null until they happen
 */
public record DeviationState(String number, String description, List<String> references, String status, String createdBy,
        Signature closure, LocalDate occurredOn, LocalDate dueOn, String classification, Boolean capaRequired,
        String rationale, Signature triage, Deviation.Investigation investigation, Signature cancellation) {
}
