package com.pharmaerp.api.production.api;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.production.domain.ExceptionReport;
import com.pharmaerp.api.production.service.ExceptionReportService;

/**
 * A made batch's exception report: every exception computed from its record and the audit trail, in time order, the
 * counts by kind, the chain position covering the order's history, and the SHA-256 of the canonical JSON (RFC 8785)
 * of {@code {items, auditHead}} as written here.
 */
@Schema(name = "ExceptionReport")
public record ExceptionReportView(
        @Schema(maxItems = 100000) List<Item> items,
        @Schema(description = "Items by kind (0 for a kind the batch has none of).") Counts counts,
        AuditHeadView auditHead,
        @Schema(description = "SHA-256 of the canonical JSON (RFC 8785) of {items, auditHead}: QA's review signs it.",
                maxLength = 64, pattern = "[0-9a-f]{64}") String sha256) {

    @Schema(name = "ExceptionReportItem")
    public record Item(
            @Schema(enumeration = { "out_of_limits", "hold_time", "late_entry", "correction", "fefo_override",
                    "yield_outside_limits", "deviation", "oos", "signature_failed", "equipment_dirty_hold",
                    "calibration_failed_after_use" }) String kind,
            @Schema(description = "The step it concerns.", nullable = true, maxLength = 11) String stepId,
            @Schema(maxLength = 8000) String detail,
            @Schema(maxLength = 32) Instant at,
            @Schema(description = "Who it happened to or by; null for the service's own findings.", nullable = true,
                    maxLength = 40) String by,
            @Schema(nullable = true) String deviationId,
            @Schema(description = "The record it comes from (a consumption, deviation, investigation, audit event, "
                    + "cleaning or calibration).", nullable = true) String recordId) {
    }

    /** How many items of each kind. */
    @Schema(name = "ExceptionCounts")
    public record Counts(@Schema(minimum = "0", maximum = "100000") int outOfLimits,
            @Schema(minimum = "0", maximum = "100000") int holdTime, @Schema(minimum = "0", maximum = "100000") int lateEntry,
            @Schema(minimum = "0", maximum = "100000") int correction,
            @Schema(minimum = "0", maximum = "100000") int fefoOverride,
            @Schema(minimum = "0", maximum = "100000") int yieldOutsideLimits,
            @Schema(minimum = "0", maximum = "100000") int deviation, @Schema(minimum = "0", maximum = "100000") int oos,
            @Schema(minimum = "0", maximum = "100000") int signatureFailed,
            @Schema(minimum = "0", maximum = "100000") int equipmentDirtyHold,
            @Schema(minimum = "0", maximum = "100000") int calibrationFailedAfterUse) {

        static Counts of(Map<String, Integer> byKind) {
            return new Counts(n(byKind, ExceptionReport.OUT_OF_LIMITS), n(byKind, ExceptionReport.HOLD_TIME),
                    n(byKind, ExceptionReport.LATE_ENTRY), n(byKind, ExceptionReport.CORRECTION),
                    n(byKind, ExceptionReport.FEFO_OVERRIDE), n(byKind, ExceptionReport.YIELD_OUTSIDE_LIMITS),
                    n(byKind, ExceptionReport.DEVIATION), n(byKind, ExceptionReport.OOS),
                    n(byKind, ExceptionReport.SIGNATURE_FAILED), n(byKind, ExceptionReport.EQUIPMENT_DIRTY_HOLD),
                    n(byKind, ExceptionReport.CALIBRATION_FAILED_AFTER_USE));
        }

        private static int n(Map<String, Integer> byKind, String kind) {
            return byKind.getOrDefault(kind, 0);
        }
    }

    @Schema(name = "AuditHead")
    public record AuditHeadView(@Schema(minimum = "1", maximum = "9223372036854775807") long sequence,
            @Schema(maxLength = 64) String hash) {
    }

    static ExceptionReportView of(ExceptionReportService.Report report) {
        ExceptionReport exceptions = report.report();
        return new ExceptionReportView(exceptions.items().stream().map(item -> new Item(item.kind(), item.stepId(),
                item.detail(), item.at(), item.by(), item.deviationId(), item.recordId())).toList(), Counts.of(exceptions.counts()),
                new AuditHeadView(exceptions.auditHead().sequence(), exceptions.auditHead().hash()), report.sha256());
    }
}
