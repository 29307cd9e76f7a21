package com.pharmaerp.api.qms.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintData;

/** A complaint as every read returns it; whether its report is overdue is as of the business date. */
@Schema(name = "Complaint")
public record ComplaintView(
        @Schema(examples = "cmp_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "CMP-000001", maxLength = 20) String number,
        @Schema(enumeration = { "open", "closed" }) String status,
        LocalDate receivedOn,
        @Schema(description = "When the company learned of it; the reporting clock starts here.") LocalDate awareOn,
        @Schema(enumeration = { "quality_defect", "adverse_event", "suspected_falsification", "packaging", "other" })
        String category,
        @Schema(maxLength = 4000) String description,
        @Schema(maxLength = 2, description = "ISO 3166-1 alpha-2.") String country,
        @Schema(nullable = true) String customerId,
        @Schema(nullable = true) String shipmentId,
        @Schema(nullable = true) String lotId,
        @Schema(nullable = true) String materialId,
        Reporter reporter,
        @Schema(description = "Who recorded it.", maxLength = 21) String createdBy,
        @Schema(nullable = true, description = "QA's signed reportability assessment; null until assessed.")
        Assessment assessment,
        @Schema(nullable = true, maxLength = 10, description = "When the report to the authority is due; null unless reportable.")
        LocalDate reportDueOn,
        @Schema(description = "Reportable, the report not recorded, and the business date past reportDueOn.")
        boolean reportOverdue,
        @Schema(nullable = true, description = "The report to the authority; null until recorded.") Report report,
        @Schema(nullable = true, description = "The latest investigation; null until investigated.")
        Investigation investigation,
        @Schema(nullable = true, description = "The recall it was escalated to.") String recallId,
        @Schema(nullable = true, description = "QA's signed closure; null while open.") Closure closure,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "ComplaintReporterView")
    public record Reporter(@Schema(maxLength = 200) String name, @Schema(maxLength = 200) String contact) {
    }

    @Schema(name = "ComplaintAssessment")
    public record Assessment(boolean reportable, @Schema(nullable = true, maxLength = 200) String authority,
            @Schema(maxLength = 4000) String rationale, Signature signature) {
    }

    @Schema(name = "ComplaintReport")
    public record Report(LocalDate reportedOn, @Schema(maxLength = 200) String authority,
            @Schema(maxLength = 200) String reference, @Schema(maxLength = 21) String recordedBy, Instant recordedAt) {
    }

    @Schema(name = "ComplaintInvestigation")
    public record Investigation(@Schema(maxLength = 4000) String findings,
            @Schema(enumeration = { "human_error", "equipment", "material", "method", "environment", "process", "unknown" })
            String rootCauseCategory, boolean confirmed, @Schema(maxLength = 21) String investigatedBy,
            Instant investigatedAt) {
    }

    @Schema(name = "ComplaintClosure")
    public record Closure(@Schema(maxLength = 4000) String responseToComplainant, Signature signature) {
    }

    /** @param today the business date, for reportOverdue */
    public static ComplaintView of(Complaint c, LocalDate today) {
        ComplaintData d = c.data();
        Complaint.Assessment a = c.assessment();
        Complaint.Report r = c.report();
        Complaint.Investigation i = c.investigation();
        return new ComplaintView(c.id(), c.number(), c.status().id(), d.receivedOn(), d.awareOn(), d.category().id(),
                d.description(), d.country(), d.customerId(), d.shipmentId(), d.lotId(), d.materialId(),
                new Reporter(d.reporter().name(), d.reporter().contact()), c.createdBy(),
                a == null ? null : new Assessment(a.reportable(), a.authority(), a.rationale(), a.signature()),
                c.reportDueOn(), c.reportOverdue(today),
                r == null ? null : new Report(r.reportedOn(), r.authority(), r.reference(), r.recordedBy(), r.recordedAt()),
                i == null ? null : new Investigation(i.findings(), i.rootCauseCategory(), i.confirmed(), i.investigatedBy(),
                        i.investigatedAt()),
                c.recallId(), c.closure() == null ? null : new Closure(c.closure().responseToComplainant(),
                        c.closure().signature()),
                c.version(), c.createdAt(), c.updatedAt());
    }
}
