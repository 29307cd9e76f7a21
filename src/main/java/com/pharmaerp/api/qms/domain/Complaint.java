package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.QmsProblem;

/**
 * A complaint (21 CFR 211.198; EU GMP chapter 8): received by QA or a supervisor, assessed by QA
 * for reportability with a signature, reported to the authority when reportable, investigated,
 * possibly escalated to a recall of its lot, and closed by QA with a signature once assessed,
 * investigated and, when reportable, reported.
 */
public final class Complaint {

    public static final String ID_PREFIX = "cmp";
    public static final String NUMBER_PREFIX = "CMP";
    public static final String NOUN = "complaint";

    private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

    /** open → closed. */
    public enum Status {
        OPEN, CLOSED;

        public static final String PATTERN = "open|closed";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * QA's signed reportability assessment.
     *
     * @param authority to whom it is reported; may be null
     * @param reportDueOn null unless reportable
     */
    public record Assessment(boolean reportable, String authority, String rationale, LocalDate reportDueOn,
            Signature signature) {
    }

    /** The report to the authority as QA recorded it. */
    public record Report(LocalDate reportedOn, String authority, String reference, String recordedBy, Instant recordedAt) {
    }

    /** @param rootCauseCategory a {@link RootCauseCategory} id */
    public record Investigation(String findings, String rootCauseCategory, boolean confirmed, String investigatedBy,
            Instant investigatedAt) {
    }

    public record Closure(String responseToComplainant, Signature signature) {
    }

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final String number;
    private final ComplaintData data;
    private Status status;
    private final String createdBy;
    private Assessment assessment;
    private Report report;
    private Investigation investigation;
    private String recallId;
    private Closure closure;
    private boolean reportOverdueNotified;

    private Complaint(String id, int version, Instant createdAt, Instant updatedAt, String number, ComplaintData data,
            Status status, String createdBy, Assessment assessment, Report report, Investigation investigation,
            String recallId, Closure closure, boolean reportOverdueNotified) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.data = data;
        this.status = status;
        this.createdBy = createdBy;
        this.assessment = assessment;
        this.report = report;
        this.investigation = investigation;
        this.recallId = recallId;
        this.closure = closure;
        this.reportOverdueNotified = reportOverdueNotified;
    }

    /**
     * The rules a complaint's own fields follow, before anything is looked up: a lot, shipment or
     * material named; a known country; received and known not after the business date, known not
     * before received.
     *
     * @throws Refusal validation_failed naming each field
     */
    public static void requireValid(ComplaintData data, LocalDate today) {
        List<Problem.FieldError> errors = new ArrayList<>();
        if (data.lotId() == null && data.shipmentId() == null && data.materialId() == null) {
            String detail = "name at least one of lotId, shipmentId and materialId";
            errors.add(new Problem.FieldError("lotId", detail));
            errors.add(new Problem.FieldError("shipmentId", detail));
            errors.add(new Problem.FieldError("materialId", detail));
        }
        if (!COUNTRIES.contains(data.country())) {
            errors.add(new Problem.FieldError("country", "must be an ISO 3166-1 alpha-2 country code"));
        }
        if (data.receivedOn().isAfter(today)) {
            errors.add(new Problem.FieldError("receivedOn", "must not be after the business date " + today));
        }
        if (data.awareOn().isAfter(today)) {
            errors.add(new Problem.FieldError("awareOn", "must not be after the business date " + today));
        } else if (data.awareOn().isBefore(data.receivedOn())) {
            errors.add(new Problem.FieldError("awareOn", "must not be before receivedOn"));
        }
        if (!errors.isEmpty()) {
            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "The complaint is not valid.", errors);
        }
    }

    /** A new, open complaint at version 1, its fields valid ({@link #requireValid}) and filled in. */
    public static Complaint receive(String id, String number, ComplaintData data, String createdBy, Instant now) {
        return new Complaint(id, 1, now, now, number, data, Status.OPEN, createdBy, null, null, null, null, null, false);
    }

    /** As it was stored. */
    public static Complaint rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            ComplaintData data, Status status, String createdBy, Assessment assessment, Report report,
            Investigation investigation, String recallId, Closure closure, boolean reportOverdueNotified) {
        return new Complaint(id, version, createdAt, updatedAt, number, data, status, createdBy, assessment, report,
                investigation, recallId, closure, reportOverdueNotified);
    }

    /** The event of its receipt. */
    public ComplaintEvent.Received received() {
        return new ComplaintEvent.Received(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String number() {
        return number;
    }

    public ComplaintData data() {
        return data;
    }

    public Status status() {
        return status;
    }

    public String createdBy() {
        return createdBy;
    }

    /** @return null until assessed */
    public Assessment assessment() {
        return assessment;
    }

    /** @return null until reported */
    public Report report() {
        return report;
    }

    /** @return null until investigated */
    public Investigation investigation() {
        return investigation;
    }

    /** @return null until escalated */
    public String recallId() {
        return recallId;
    }

    /** @return null while open */
    public Closure closure() {
        return closure;
    }

    public boolean reportOverdueNotified() {
        return reportOverdueNotified;
    }

    /** Whether it is reportable by QA's assessment. */
    public boolean reportable() {
        return assessment != null && assessment.reportable();
    }

    /** @return null unless reportable */
    public LocalDate reportDueOn() {
        return assessment == null ? null : assessment.reportDueOn();
    }

    /** Reportable, its report not recorded, and the business date past the day it was due. */
    public boolean reportOverdue(LocalDate today) {
        return reportable() && report == null && today.isAfter(assessment.reportDueOn());
    }

    /**
     * QA's signed assessment, replacing any earlier one while no report is recorded.
     *
     * @throws Refusal invalid_transition once closed or reported
     */
    public ComplaintEvent.Assessed assess(Assessment next, Instant now) {
        requireOpen("assessed");
        if (report != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Complaint " + number
                    + " is reported already; its assessment no longer changes.");
        }
        ComplaintState before = state();
        assessment = next;
        return moved(now, new ComplaintEvent.Assessed(id, before, state(), next.signature().reason()));
    }

    /**
     * QA records the report to the authority, once, for a complaint assessed reportable.
     *
     * @throws Refusal invalid_transition when closed, not assessed reportable, or reported already
     */
    public ComplaintEvent.Reported recordReport(Report submitted, Instant now) {
        requireOpen("reported");
        if (!reportable()) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Complaint " + number
                    + " is not assessed reportable; only a reportable complaint is reported.");
        }
        if (report != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Complaint " + number + " is reported already.");
        }
        ComplaintState before = state();
        report = submitted;
        return moved(now, new ComplaintEvent.Reported(id, before, state()));
    }

    /**
     * The investigation, replacing any earlier one (the audit trail keeps it).
     *
     * @throws Refusal invalid_transition once closed
     */
    public ComplaintEvent.Investigated investigate(Investigation findings, Instant now) {
        requireOpen("investigated");
        ComplaintState before = state();
        investigation = findings;
        return moved(now, new ComplaintEvent.Investigated(id, before, state()));
    }

    /**
     * Whether it may become a recall: open, not escalated yet, and naming a lot.
     *
     * @throws Refusal invalid_transition when closed or escalated already; lot_required without a lot
     */
    public void requireEscalable() {
        requireOpen("escalated");
        if (recallId != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Complaint " + number
                    + " is escalated already, to recall " + recallId + ".");
        }
        if (data.lotId() == null) {
            throw new Refusal(QmsProblem.LOT_REQUIRED, "Complaint " + number + " names no lot to recall.");
        }
    }

    /** Escalated to the recall of its lot, opened in the same unit. */
    public ComplaintEvent.Escalated escalate(String recall, String reason, Instant now) {
        requireEscalable();
        ComplaintState before = state();
        recallId = recall;
        return moved(now, new ComplaintEvent.Escalated(id, before, state(), reason));
    }

    /**
     * QA closes it with a signature and the response to the complainant.
     *
     * @throws Refusal invalid_transition once closed; assessment_required, investigation_required, report_missing
     */
    public ComplaintEvent.Closed close(Closure closing, Instant now) {
        requireOpen("closed");
        if (assessment == null) {
            throw new Refusal(QmsProblem.ASSESSMENT_REQUIRED, "Complaint " + number
                    + " has no reportability assessment yet.");
        }
        if (investigation == null) {
            throw new Refusal(QmsProblem.INVESTIGATION_REQUIRED, "Complaint " + number + " has no investigation yet.");
        }
        if (reportable() && report == null) {
            throw new Refusal(QmsProblem.REPORT_MISSING, "Complaint " + number
                    + " is reportable and its report to the authority is not recorded.");
        }
        ComplaintState before = state();
        status = Status.CLOSED;
        closure = closing;
        return moved(now, new ComplaintEvent.Closed(id, before, state(), closing.signature().reason()));
    }

    /**
     * The daily pass notes, once, that its report is overdue; the record's version stays (nobody's
     * If-Match should fail because the service took a note).
     *
     * @throws IllegalStateException when not overdue or noted already: the pass claims only those that are
     */
    public ComplaintEvent.ReportOverdue noticeReportOverdue(LocalDate today) {
        if (!reportOverdue(today) || reportOverdueNotified) {
            throw new IllegalStateException("Complaint " + number + " has no report overdue notice to take.");
        }
        ComplaintState before = state();
        reportOverdueNotified = true;
        return new ComplaintEvent.ReportOverdue(id, before, state());
    }

    private void requireOpen(String move) {
        if (status != Status.OPEN) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Complaint " + number + " is " + status.id()
                    + "; only an open complaint is " + move + ".");
        }
    }

    private <E extends ComplaintEvent> E moved(Instant now, E event) {
        version++;
        updatedAt = now;
        return event;
    }

    private ComplaintState state() {
        return new ComplaintState(number, status.id(), data.receivedOn(), data.awareOn(), data.category().id(),
                data.description(), data.country(), data.customerId(), data.shipmentId(), data.lotId(), data.materialId(),
                data.reporter(), createdBy, assessment, report, investigation, recallId, closure, reportOverdueNotified);
    }
}
