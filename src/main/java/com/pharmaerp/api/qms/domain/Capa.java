package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.QmsProblem;

/**
 * A corrective and preventive action record (ICH Q10 §3.2.2): open on its sources with an owner,
 * actions added while open, implemented by QA's signature once every action is done or cancelled, its
 * effectiveness checked over the audit trail, closed with a signed verdict. Every move, its actions'
 * included, raises its version.
 */
public final class Capa {

    public static final String ID_PREFIX = "cap";
    public static final String NUMBER_PREFIX = "CAPA";
    public static final String NOUN = "capa";

    /** open → implemented → closed; open → cancelled. */
    public enum Status {
        OPEN, IMPLEMENTED, CLOSED, CANCELLED;

        public static final String PATTERN = "open|implemented|closed|cancelled";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    public enum Verdict {
        EFFECTIVE, INEFFECTIVE;

        public static final String PATTERN = "effective|ineffective";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Verdict of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** What a new CAPA says. */
    public record Data(String title, String description, String ownerId, List<CapaSource> sources) {

        public Data {
            sources = List.copyOf(sources);
        }
    }

    private final String id;
    private final Instant createdAt;
    private final String number;
    private final Data data;
    private final String createdBy;
    private final List<CapaAction> actions;
    private int version;
    private Instant updatedAt;
    private Status status;
    private Signature implementation;
    private LocalDate implementedOn;
    private EffectivenessCheck effectivenessCheck;
    private Verdict verdict;
    private String followUpCapaId;
    private Signature closing;
    private Signature cancellation;

    private Capa(String id, int version, Instant createdAt, Instant updatedAt, String number, Data data, String createdBy,
            Status status, List<CapaAction> actions, Signature implementation, LocalDate implementedOn,
            EffectivenessCheck effectivenessCheck, Verdict verdict, String followUpCapaId, Signature closing,
            Signature cancellation) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.data = data;
        this.createdBy = createdBy;
        this.status = status;
        this.actions = new ArrayList<>(actions);
        this.implementation = implementation;
        this.implementedOn = implementedOn;
        this.effectivenessCheck = effectivenessCheck;
        this.verdict = verdict;
        this.followUpCapaId = followUpCapaId;
        this.closing = closing;
        this.cancellation = cancellation;
    }

    /** A new, open CAPA at version 1, without actions. */
    public static Capa open(String id, String number, Data data, String createdBy, Instant now) {
        return new Capa(id, 1, now, now, number, data, createdBy, Status.OPEN, List.of(), null, null, null, null, null, null,
                null);
    }

    /** As it was stored, with its actions in line order. */
    public static Capa rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number, Data data,
            String createdBy, Status status, List<CapaAction> actions, Signature implementation, LocalDate implementedOn,
            EffectivenessCheck effectivenessCheck, Verdict verdict, String followUpCapaId, Signature closing,
            Signature cancellation) {
        return new Capa(id, version, createdAt, updatedAt, number, data, createdBy, status, actions, implementation,
                implementedOn, effectivenessCheck, verdict, followUpCapaId, closing, cancellation);
    }

    public CapaEvent.Opened opened() {
        return new CapaEvent.Opened(id, state());
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

    public String title() {
        return data.title();
    }

    public String description() {
        return data.description();
    }

    public String ownerId() {
        return data.ownerId();
    }

    public List<CapaSource> sources() {
        return data.sources();
    }

    public String createdBy() {
        return createdBy;
    }

    public Status status() {
        return status;
    }

    /** In line order. */
    public List<CapaAction> actions() {
        return List.copyOf(actions);
    }

    /** @return null until implemented */
    public Signature implementation() {
        return implementation;
    }

    /** The business date of implementation; null until implemented. */
    public LocalDate implementedOn() {
        return implementedOn;
    }

    /** @return null when none is defined */
    public EffectivenessCheck effectivenessCheck() {
        return effectivenessCheck;
    }

    /** @return null until closed */
    public Verdict verdict() {
        return verdict;
    }

    public String followUpCapaId() {
        return followUpCapaId;
    }

    public Signature closing() {
        return closing;
    }

    public Signature cancellation() {
        return cancellation;
    }

    /** Whether it is open and one of its actions is past its due date and not done. */
    public boolean overdueOn(LocalDate today) {
        return status == Status.OPEN && actions.stream().anyMatch(action -> action.overdueOn(today));
    }

    /** Whether its sources name this CAPA: what a follow-up CAPA must do. */
    public boolean follows(String capaId) {
        return sources().stream().anyMatch(source -> source.names(CapaSource.Type.CAPA, capaId));
    }

    /**
     * The action, or null.
     */
    public CapaAction action(String actionId) {
        return actions.stream().filter(action -> action.id().equals(actionId)).findFirst().orElse(null);
    }

    /** A corrective or preventive action, numbered after the last, while the CAPA is open. */
    public CapaEvent.ActionAdded addAction(String actionId, CapaAction.Kind kind, String description, String ownerId,
            LocalDate dueOn, Instant now) {
        requireOpen("actions are added only while it is open");
        CapaEvent.State before = state();
        actions.add(CapaAction.open(actionId, actions.size() + 1, kind, description, ownerId, dueOn));
        moved(now);
        return new CapaEvent.ActionAdded(id, before, state());
    }

    /** The action's owner completes it with evidence (the caller checked who acts). */
    public CapaEvent.ActionCompleted completeAction(CapaAction action, CapaAction.Completion completion, Instant now) {
        requireOpen("its actions are completed only while it is open");
        CapaEvent.State before = state();
        action.complete(completion);
        moved(now);
        return new CapaEvent.ActionCompleted(id, before, state());
    }

    /** QA moves an action's due date later, signed; the extension is kept. */
    public CapaEvent.ActionExtended extendAction(CapaAction action, LocalDate dueOn, String reason, Signature signature,
            Instant now) {
        requireOpen("its actions are extended only while it is open");
        CapaEvent.State before = state();
        action.extend(dueOn, reason, signature);
        moved(now);
        return new CapaEvent.ActionExtended(id, before, state(), reason);
    }

    /** QA cancels an action, signed. */
    public CapaEvent.ActionCancelled cancelAction(CapaAction action, String reason, Signature signature, Instant now) {
        requireOpen("its actions are cancelled only while it is open");
        CapaEvent.State before = state();
        action.cancel(signature);
        moved(now);
        return new CapaEvent.ActionCancelled(id, before, state(), reason);
    }

    /**
     * QA's effectiveness check, once, while open or implemented.
     *
     * @throws Refusal invalid_transition when one is defined already or the CAPA is closed or cancelled
     */
    public CapaEvent.CheckDefined defineCheck(EffectivenessCheck.Criterion criterion, int windowDays, Instant now) {
        States.allow(status, "CAPA " + number, "a check is defined while it is open or implemented", Status.OPEN,
                Status.IMPLEMENTED);
        if (effectivenessCheck != null) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "CAPA " + number + " has an effectiveness check "
                    + "already; it is defined once.");
        }
        CapaEvent.State before = state();
        effectivenessCheck = EffectivenessCheck.scheduled(criterion, windowDays, implementedOn);
        moved(now);
        return new CapaEvent.CheckDefined(id, before, state());
    }

    /**
     * QA signs that the CAPA is implemented: at least one corrective action (not cancelled), every action
     * done or cancelled. A check's window ends {@code windowDays} after this business date.
     *
     * @throws Refusal invalid_transition unless open; actions_missing; actions_open
     */
    public CapaEvent.Implemented implement(Signature signature, LocalDate today, Instant now) {
        requireOpen("only an open CAPA is implemented");
        boolean corrective = actions.stream().anyMatch(action -> action.kind() == CapaAction.Kind.CORRECTIVE
                && action.status() != CapaAction.Status.CANCELLED);
        if (!corrective) {
            throw new Refusal(QmsProblem.ACTIONS_MISSING, "CAPA " + number + " has no corrective action; add one before "
                    + "implementing it.");
        }
        List<Integer> open = actions.stream().filter(action -> action.status() == CapaAction.Status.OPEN)
                .map(CapaAction::lineNo).toList();
        if (!open.isEmpty()) {
            throw new Refusal(QmsProblem.ACTIONS_OPEN, "CAPA " + number + " has actions neither done nor cancelled: lines "
                    + open + ".");
        }
        CapaEvent.State before = state();
        status = Status.IMPLEMENTED;
        implementation = signature;
        implementedOn = today;
        if (effectivenessCheck != null) {
            effectivenessCheck = effectivenessCheck.implementedOn(today);
        }
        moved(now);
        return new CapaEvent.Implemented(id, before, state(), signature.reason());
    }

    /**
     * The criterion of a check that is scheduled and whose window ended by the business date: what the trail is
     * read for, asked before it is read.
     *
     * @throws Refusal invalid_transition without a scheduled check; check_not_due before its window ends
     */
    public EffectivenessCheck.Criterion dueCriterion(LocalDate today) {
        if (effectivenessCheck == null || effectivenessCheck.status() != EffectivenessCheck.Status.SCHEDULED) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "CAPA " + number + (effectivenessCheck == null
                    ? " has no effectiveness check." : " has its effectiveness check evaluated already; it is evaluated once."));
        }
        if (!effectivenessCheck.dueOn(today)) {
            throw new Refusal(QmsProblem.CHECK_NOT_DUE, "CAPA " + number + "'s effectiveness check is due "
                    + (effectivenessCheck.windowEndsOn() == null ? "once the CAPA is implemented and its window has passed"
                            : "on " + effectivenessCheck.windowEndsOn()) + "; the business date is " + today + ".");
        }
        return effectivenessCheck.criterion();
    }

    /** The check's result from what the trail held in its window: met when at most maxCount events matched. */
    public CapaEvent.EffectivenessEvaluated evaluate(EffectivenessCheck.Window window, LocalDate today, Instant now) {
        dueCriterion(today);
        CapaEvent.State before = state();
        effectivenessCheck = effectivenessCheck.evaluated(window, now);
        moved(now);
        return new CapaEvent.EffectivenessEvaluated(id, before, state());
    }

    /**
     * QA closes the implemented CAPA with a verdict; an ineffective one names an open follow-up CAPA whose
     * sources name this one.
     *
     * @param followUp the CAPA {@code followUpCapaId} names, or null (none given, or none of the tenant)
     * @throws Refusal invalid_transition unless implemented; check_not_evaluated; validation_failed naming followUpCapaId
     */
    public CapaEvent.Closed close(Verdict verdict, String followUpCapaId, Capa followUp, Signature signature, Instant now) {
        States.allow(status, "CAPA " + number, "only an implemented CAPA is closed", Status.IMPLEMENTED);
        if (effectivenessCheck != null && effectivenessCheck.status() != EffectivenessCheck.Status.EVALUATED) {
            throw new Refusal(QmsProblem.CHECK_NOT_EVALUATED, "CAPA " + number + "'s effectiveness check is not evaluated "
                    + "yet; it closes once it is.");
        }
        if (verdict == Verdict.INEFFECTIVE && followUpCapaId == null) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "followUpCapaId", "an ineffective CAPA names its "
                    + "follow-up CAPA");
        }
        if (followUpCapaId != null && (followUp == null || followUp.status() != Status.OPEN || !followUp.follows(id))) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "followUpCapaId", "must be an open CAPA whose sources "
                    + "name " + number);
        }
        CapaEvent.State before = state();
        status = Status.CLOSED;
        this.verdict = verdict;
        this.followUpCapaId = followUpCapaId;
        closing = signature;
        moved(now);
        return new CapaEvent.Closed(id, before, state(), signature.reason());
    }

    /** QA cancels an open CAPA, signed (meaning rejection). */
    public CapaEvent.Cancelled cancel(Signature signature, Instant now) {
        requireOpen("only an open CAPA is cancelled");
        CapaEvent.State before = state();
        status = Status.CANCELLED;
        cancellation = signature;
        moved(now);
        return new CapaEvent.Cancelled(id, before, state(), signature.reason());
    }

    private void requireOpen(String rule) {
        States.allow(status, "CAPA " + number, rule, Status.OPEN);
    }

    private void moved(Instant now) {
        version++;
        updatedAt = now;
    }

    private CapaEvent.State state() {
        return new CapaEvent.State(number, title(), description(), ownerId(),
                sources().stream().map(CapaSource::stored).toList(), status.id(),
                actions.stream().map(CapaAction::state).toList(), implementation, implementedOn,
                effectivenessCheck == null ? null : effectivenessCheck.stored(),
                verdict == null ? null : verdict.id(), followUpCapaId, closing, cancellation);
    }
}
