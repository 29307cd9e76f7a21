package com.pharmaerp.api.qms.domain;

import java.time.LocalDate;

/**
 * A complaint as the audit trail compares it before and after a move.
 *
 * @param reportOverdueNotified whether the daily pass noted its report overdue
 */
public record ComplaintState(String number, String status, LocalDate receivedOn, LocalDate awareOn, String category,
        String description, String country, String customerId, String shipmentId, String lotId, String materialId,
        ComplaintData.Reporter reporter, String createdBy, Complaint.Assessment assessment, Complaint.Report report,
        Complaint.Investigation investigation, String recallId, Complaint.Closure closure, boolean reportOverdueNotified) {
}
