package com.pharmaerp.api.production.domain;

import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A step as the audit trail records it.
 *
 * @param value a measured step's value, a decimal string; null for other kinds
 */
public record StepState(String stepId, String kind, String status, String value, String equipmentId,
        Instant performedAt, String performedBy, Instant recordedAt, String note, List<String> exceptions,
        String exceptionReason, String deviationId, Signature signature, Signature verification,
        List<ProductionStep.Correction> corrections) {
}
