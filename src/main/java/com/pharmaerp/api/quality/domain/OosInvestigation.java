package com.pharmaerp.api.quality.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/**
 * The investigation of an out-of-specification result (21 CFR 211.192; FDA's OOS guidance): opened by
 * the service with the failing result, a Phase I laboratory investigation looks for an assignable
 * cause; only such a cause, or a Phase II that finds a laboratory root cause late, invalidates the
 * result. Without one the result stands and counts in the batch decision.
 */
public final class OosInvestigation {

    public static final String ID_PREFIX = "oos";
    public static final String NUMBER_PREFIX = "OOS";
    public static final String NOUN = "oos_investigation";

    /** phase_1 → closed (assignable cause) or phase_2 → closed. */
    public enum Status {
        PHASE_1, PHASE_2, CLOSED;

        public static final String PATTERN = "phase_1|phase_2|closed";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** How it ended: the result invalidated, or confirmed and standing. */
    public enum Conclusion {
        INVALIDATED, CONFIRMED;

        public static final String PATTERN = "invalidated|confirmed";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Conclusion of(String id) {
            return id == null ? null : valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** Where a Phase I found the assignable cause. */
    public static final List<String> CATEGORIES = List.of("calculation", "instrument", "sample_preparation",
            "standard_or_reagent", "analyst_error", "method", "other");
    public static final String CATEGORY_PATTERN = "calculation|instrument|sample_preparation|standard_or_reagent|analyst_error"
            + "|method|other";

    /** Phase I: the laboratory investigation, signed by QA (meaning review). @param category null without a cause */
    public record Phase1(boolean assignableCause, String category, String findings, Signature signature) {
    }

    /** Phase II: the full-scale investigation, signed by QA (meaning approval). */
    public record Phase2(String conclusion, String rootCause, String findings, List<String> affectedLotIds,
            Signature signature) {
    }

    /** What the investigation concerns, fixed when it opens. @param limits the test's limits as the specification gave them */
    public record Subject(String number, String inspectionLotId, String lotId, String resultId, String testCode, String value,
            String limits) {
    }

    private final String id;
    private int version;
    private final Instant openedAt;
    private Instant updatedAt;
    private final Subject subject;
    private final LocalDate dueOn;
    private Status status;
    private Phase1 phase1;
    private Phase2 phase2;
    private Conclusion conclusion;

    private OosInvestigation(String id, int version, Instant openedAt, Instant updatedAt, Subject subject, LocalDate dueOn,
            Status status, Phase1 phase1, Phase2 phase2, Conclusion conclusion) {
        this.id = id;
        this.version = version;
        this.openedAt = openedAt;
        this.updatedAt = updatedAt;
        this.subject = subject;
        this.dueOn = dueOn;
        this.status = status;
        this.phase1 = phase1;
        this.phase2 = phase2;
        this.conclusion = conclusion;
    }

    /** A new investigation in Phase I at version 1. */
    public static OosInvestigation open(String id, Subject subject, LocalDate dueOn, Instant now) {
        return new OosInvestigation(id, 1, now, now, subject, dueOn, Status.PHASE_1, null, null, null);
    }

    /** As it was stored. */
    public static OosInvestigation rehydrate(String id, int version, Instant openedAt, Instant updatedAt, Subject subject,
            LocalDate dueOn, Status status, Phase1 phase1, Phase2 phase2, Conclusion conclusion) {
        return new OosInvestigation(id, version, openedAt, updatedAt, subject, dueOn, status, phase1, phase2, conclusion);
    }

    /** The event of its opening. */
    public OosInvestigationEvent.Opened opened() {
        return new OosInvestigationEvent.Opened(id, state());
    }

    /**
     * QA concludes Phase I. With an assignable cause the investigation closes, the result invalidated;
     * without one it moves to Phase II.
     *
     * @return phase_1_concluded, then closed when there was an assignable cause
     * @throws Refusal invalid_transition when not in Phase I; validation_failed for a cause without its category
     */
    public List<OosInvestigationEvent> concludePhase1(boolean assignableCause, String category, String findings,
            Signature signature, Instant now) {
        requireStatus(Status.PHASE_1, "Phase I");
        if (assignableCause && category == null) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "category",
                    "An assignable cause names its category.");
        }
        OosInvestigationState before = state();
        phase1 = new Phase1(assignableCause, assignableCause ? category : null, findings, signature);
        touched(now);
        List<OosInvestigationEvent> events = new ArrayList<>();
        if (!assignableCause) {
            status = Status.PHASE_2;
            events.add(new OosInvestigationEvent.Phase1Concluded(id, before, state(), signature.reason()));
            return events;
        }
        // The phase's findings first, then the closure they cause, as two entries of the trail.
        OosInvestigationState concluded = state();
        events.add(new OosInvestigationEvent.Phase1Concluded(id, before, concluded, signature.reason()));
        status = Status.CLOSED;
        conclusion = Conclusion.INVALIDATED;
        events.add(new OosInvestigationEvent.Closed(id, concluded, state(), signature.reason()));
        return events;
    }

    /**
     * QA concludes Phase II: the result confirmed (it stands) or invalidated (a laboratory root cause found late).
     *
     * @throws Refusal invalid_transition when not in Phase II
     */
    public OosInvestigationEvent.Closed concludePhase2(Conclusion concluded, String rootCause, String findings,
            List<String> affectedLotIds, Signature signature, Instant now) {
        requireStatus(Status.PHASE_2, "Phase II");
        OosInvestigationState before = state();
        phase2 = new Phase2(concluded.id(), rootCause, findings, List.copyOf(affectedLotIds), signature);
        status = Status.CLOSED;
        conclusion = concluded;
        touched(now);
        return new OosInvestigationEvent.Closed(id, before, state(), signature.reason());
    }

    /** Whether it ended with the result invalidated. */
    public boolean invalidatesResult() {
        return conclusion == Conclusion.INVALIDATED;
    }

    /** The category the invalidation names: Phase I's, or {@code phase_2} for a root cause found late. */
    public String invalidationCategory() {
        return phase2 == null ? phase1.category() : "phase_2";
    }

    /** The signature that concluded it. */
    public Signature concludingSignature() {
        return phase2 == null ? phase1.signature() : phase2.signature();
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant openedAt() {
        return openedAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public Subject subject() {
        return subject;
    }

    public String number() {
        return subject.number();
    }

    public LocalDate dueOn() {
        return dueOn;
    }

    public Status status() {
        return status;
    }

    /** @return null until Phase I is concluded */
    public Phase1 phase1() {
        return phase1;
    }

    /** @return null until Phase II is concluded */
    public Phase2 phase2() {
        return phase2;
    }

    /** @return null while open */
    public Conclusion conclusion() {
        return conclusion;
    }

    private void requireStatus(Status wanted, String phase) {
        if (status != wanted) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "OOS investigation " + number() + " is "
                    + status.id() + "; " + phase + " is concluded only while it is " + wanted.id() + ".");
        }
    }

    private OosInvestigationState state() {
        return new OosInvestigationState(number(), subject.inspectionLotId(), subject.lotId(), subject.resultId(),
                subject.testCode(), subject.value(), subject.limits(), status.id(), dueOn, phase1, phase2,
                conclusion == null ? null : conclusion.id());
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }
}
