package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.QualityProblem;

/**
 * A departure from an approved procedure or limit: opened by anyone, triaged by QA (classification
 * and the CAPA decision), investigated, and closed by QA with a signature; or cancelled by QA.
 */
public final class Deviation {

    public static final String ID_PREFIX = "dev";
    public static final String NUMBER_PREFIX = "DEV";
    public static final String NOUN = "deviation";

    /** open → investigating → closed; open or investigating → cancelled. */
    public enum Status {
        OPEN, INVESTIGATING, CLOSED, CANCELLED;

        public static final String PATTERN = "open|investigating|closed|cancelled";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }

        /** Whether it still needs work: neither closed nor cancelled. */
        public boolean active() {
            return this == OPEN || this == INVESTIGATING;
        }
    }

    /** How serious QA judged it at triage. */
    public enum Classification {
        MINOR, MAJOR, CRITICAL;

        public static final String PATTERN = "minor|major|critical";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Classification of(String id) {
            return id == null ? null : valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    public static final String ROOT_CAUSE_PATTERN = "human_error|equipment|material|method|environment|process|unknown";

    /** The investigation of a triaged deviation: who recorded it, when, and what it found. */
    public record Investigation(String rootCauseCategory, String rootCause, String impactAssessment,
            List<String> affectedLotIds, String investigatedBy, Instant investigatedAt) {
    }

    /** QA's triage. @param rationale why no CAPA; null when none was given */
    public record Triage(Classification classification, boolean capaRequired, String rationale, LocalDate dueOn) {
    }

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private final String number;
    private final DeviationData data;
    private Status status;
    private final String createdBy;
    private LocalDate dueOn;
    private Classification classification;
    private Boolean capaRequired;
    private String rationale;
    private Signature triage;
    private Investigation investigation;
    /** QA's signature of the closure; null until closed. */
    private Signature closure;
    private Signature cancellation;

    private Deviation(String id, int version, Instant createdAt, Instant updatedAt, String number, DeviationData data,
            Status status, String createdBy, LocalDate dueOn) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.data = data;
        this.status = status;
        this.createdBy = createdBy;
        this.dueOn = dueOn;
    }

    /** A new, open deviation at version 1, due on the date given. */
    public static Deviation open(String id, String number, DeviationData data, String createdBy, LocalDate dueOn,
            Instant now) {
        return new Deviation(id, 1, now, now, number, data, Status.OPEN, createdBy, dueOn);
    }

    /** As it was stored. */
    public static Deviation rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            DeviationData data, Status status, String createdBy, LocalDate dueOn, Triage triaged, Signature triage,
            Investigation investigation, Signature closure, Signature cancellation) {
        Deviation deviation = new Deviation(id, version, createdAt, updatedAt, number, data, status, createdBy, dueOn);
        if (triaged != null) {
            deviation.classification = triaged.classification();
            deviation.capaRequired = triaged.capaRequired();
            deviation.rationale = triaged.rationale();
        }
        deviation.triage = triage;
        deviation.investigation = investigation;
        deviation.closure = closure;
        deviation.cancellation = cancellation;
        return deviation;
    }

    /** The event of its opening. */
    public DeviationEvent.Created opened() {
        return new DeviationEvent.Created(id, state());
    }

    /**
     * QA triages an open deviation: its classification, whether it needs a CAPA (a major or critical one
     * that does not says why), and perhaps an earlier due date.
     *
     * @param today the business date
     * @throws Refusal invalid_transition unless open; rationale_required; validation_failed for a due date
     *         before today or after the current one
     */
    public DeviationEvent.Triaged triage(Triage triaged, Signature signature, LocalDate today, Instant now) {
        requireStatus(Status.OPEN, "triaged");
        if (!triaged.capaRequired() && triaged.classification() != Classification.MINOR && triaged.rationale() == null) {
            throw Refusal.ofField(QualityProblem.RATIONALE_REQUIRED, "rationale", "A " + triaged.classification().id()
                    + " deviation that needs no CAPA says why.");
        }
        if (triaged.dueOn() != null && (triaged.dueOn().isBefore(today) || triaged.dueOn().isAfter(dueOn))) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "dueOn", "A triage moves the due date only earlier, "
                    + "between " + today + " and " + dueOn + ".");
        }
        DeviationState before = state();
        classification = triaged.classification();
        capaRequired = triaged.capaRequired();
        rationale = triaged.rationale();
        if (triaged.dueOn() != null) {
            dueOn = triaged.dueOn();
        }
        triage = signature;
        status = Status.INVESTIGATING;
        touched(now);
        return new DeviationEvent.Triaged(id, before, state(), signature.reason());
    }

    /**
     * Records or replaces the investigation while investigating.
     *
     * @throws Refusal invalid_transition unless investigating
     */
    public DeviationEvent.Investigated investigate(Investigation found, Instant now) {
        requireStatus(Status.INVESTIGATING, "investigated");
        DeviationState before = state();
        investigation = found;
        touched(now);
        return new DeviationEvent.Investigated(id, before, state());
    }

    /**
     * QA closes a triaged deviation: investigated when major or critical, and its CAPA in place when one is needed.
     *
     * @param namedByCapa whether a CAPA names this deviation among its sources
     * @throws Refusal triage_required while open; invalid_transition once closed or cancelled;
     *         investigation_required; capa_required
     */
    public DeviationEvent.Closed close(Signature signature, boolean namedByCapa, Instant now) {
        if (status == Status.OPEN) {
            throw new Refusal(QualityProblem.TRIAGE_REQUIRED, "Deviation " + number + " is not triaged yet: QA "
                    + "classifies it first.");
        }
        requireStatus(Status.INVESTIGATING, "closed");
        if (classification != Classification.MINOR && investigation == null) {
            throw new Refusal(QualityProblem.INVESTIGATION_REQUIRED, "Deviation " + number + " is "
                    + classification.id() + ": it closes once its investigation is recorded.");
        }
        if (Boolean.TRUE.equals(capaRequired) && !namedByCapa) {
            throw new Refusal(QualityProblem.CAPA_REQUIRED, "Deviation " + number + " needs a CAPA: it closes once a "
                    + "CAPA names it among its sources.");
        }
        DeviationState before = state();
        status = Status.CLOSED;
        closure = signature;
        touched(now);
        return new DeviationEvent.Closed(id, before, state(), signature.reason());
    }

    /**
     * QA cancels a deviation opened in error.
     *
     * @throws Refusal invalid_transition once closed or cancelled
     */
    public DeviationEvent.Cancelled cancel(Signature signature, Instant now) {
        if (!status.active()) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Deviation " + number + " is " + status.id()
                    + "; only an open or investigating deviation is cancelled.");
        }
        DeviationState before = state();
        status = Status.CANCELLED;
        cancellation = signature;
        touched(now);
        return new DeviationEvent.Cancelled(id, before, state(), signature.reason());
    }

    /** Whether it is past due on the business date: due before it and neither closed nor cancelled. */
    public boolean overdue(LocalDate today) {
        return status.active() && dueOn.isBefore(today);
    }

    /** The notice that it fell overdue, which the daily pass emits once. */
    public static DeviationEvent.Overdue fellOverdue(String id, String number, LocalDate dueOn) {
        return new DeviationEvent.Overdue(id, new DeviationEvent.Due(number, dueOn, false),
                new DeviationEvent.Due(number, dueOn, true));
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

    public String description() {
        return data.description();
    }

    /** The ids of the records it concerns, in the order given. */
    public List<String> references() {
        return data.references();
    }

    /** @return null when not given */
    public LocalDate occurredOn() {
        return data.occurredOn();
    }

    public Status status() {
        return status;
    }

    public String createdBy() {
        return createdBy;
    }

    public LocalDate dueOn() {
        return dueOn;
    }

    /** @return null until triaged */
    public Classification classification() {
        return classification;
    }

    /** @return null until triaged */
    public Boolean capaRequired() {
        return capaRequired;
    }

    /** @return null unless given at triage */
    public String rationale() {
        return rationale;
    }

    /** @return null until triaged */
    public Triage triaged() {
        return classification == null ? null : new Triage(classification, capaRequired, rationale, dueOn);
    }

    /** QA's signature of the triage; null until triaged. */
    public Signature triage() {
        return triage;
    }

    /** @return null until recorded */
    public Investigation investigation() {
        return investigation;
    }

    /** @return null until closed */
    public Signature closure() {
        return closure;
    }

    /** @return null unless cancelled */
    public Signature cancellation() {
        return cancellation;
    }

    private void requireStatus(Status wanted, String move) {
        if (status != wanted) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Deviation " + number + " is " + status.id()
                    + "; only a deviation that is " + wanted.id() + " is " + move + ".");
        }
    }

    private DeviationState state() {
        return new DeviationState(number, description(), references(), status.id(), createdBy, closure, occurredOn(), dueOn,
                classification == null ? null : classification.id(), capaRequired, rationale, triage, investigation,
                cancellation);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }
}
