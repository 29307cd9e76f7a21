package com.pharmaerp.api.platform.audit;

import java.util.List;

/**
 * One audit event still to be written: what an operation that changes several records collects
 * while it works and hands to {@link AuditTrail#record(List)} as its last step.
 *
 * @param action e.g. {@code lot.created}
 * @param reason why, as the person gave it; null where none is asked for
 */
public record AuditEntry(String action, String entityType, String entityId, List<Change> changes, String reason) {
}
