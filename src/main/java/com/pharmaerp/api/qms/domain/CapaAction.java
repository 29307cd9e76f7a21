package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/**
 * One corrective or preventive action of a CAPA: an owner, a due date that moves only by a signed
 * extension (each one kept), done by its owner with evidence or cancelled by QA. Part of the CAPA: it
 * changes only through the CAPA's transitions.
 */
public final class CapaAction {

    public static final String ID_PREFIX = "cpa";

    public enum Kind {
        CORRECTIVE, PREVENTIVE;

        public static final String PATTERN = "corrective|preventive";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Kind of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** open → done | cancelled. */
    public enum Status {
        OPEN, DONE, CANCELLED;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** What its owner did, and the files that show it. */
    public record Completion(String evidence, List<String> fileIds, String completedBy, Instant completedAt) {

        public Completion {
            fileIds = List.copyOf(fileIds);
        }
    }

    /** A due date moved by QA's signature (meaning approval). */
    public record Extension(LocalDate fromDueOn, LocalDate toDueOn, String reason, Signature signature) {
    }

    /** The action as the CAPA's audited state lists it. */
    public record State(String id, int lineNo, String kind, String description, String ownerId, LocalDate dueOn,
            String status, Completion completion, List<Extension> extensions, Signature cancellation) {
    }

    private final String id;
    private final int lineNo;
    private final Kind kind;
    private final String description;
    private final String ownerId;
    private final List<Extension> extensions;
    private LocalDate dueOn;
    private Status status;
    private Completion completion;
    private Signature cancellation;

    private CapaAction(String id, int lineNo, Kind kind, String description, String ownerId, LocalDate dueOn, Status status,
            Completion completion, List<Extension> extensions, Signature cancellation) {
        this.id = id;
        this.lineNo = lineNo;
        this.kind = kind;
        this.description = description;
        this.ownerId = ownerId;
        this.dueOn = dueOn;
        this.status = status;
        this.completion = completion;
        this.extensions = new ArrayList<>(extensions);
        this.cancellation = cancellation;
    }

    static CapaAction open(String id, int lineNo, Kind kind, String description, String ownerId, LocalDate dueOn) {
        return new CapaAction(id, lineNo, kind, description, ownerId, dueOn, Status.OPEN, null, List.of(), null);
    }

    /** As it was stored. */
    public static CapaAction rehydrate(String id, int lineNo, Kind kind, String description, String ownerId, LocalDate dueOn,
            Status status, Completion completion, List<Extension> extensions, Signature cancellation) {
        return new CapaAction(id, lineNo, kind, description, ownerId, dueOn, status, completion, extensions, cancellation);
    }

    public String id() {
        return id;
    }

    public int lineNo() {
        return lineNo;
    }

    public Kind kind() {
        return kind;
    }

    public String description() {
        return description;
    }

    public String ownerId() {
        return ownerId;
    }

    public LocalDate dueOn() {
        return dueOn;
    }

    public Status status() {
        return status;
    }

    /** @return null until done */
    public Completion completion() {
        return completion;
    }

    /** Every extension, oldest first. */
    public List<Extension> extensions() {
        return List.copyOf(extensions);
    }

    /** @return null unless cancelled */
    public Signature cancellation() {
        return cancellation;
    }

    /** Past its due date and not done (nor cancelled). */
    public boolean overdueOn(LocalDate today) {
        return status == Status.OPEN && dueOn.isBefore(today);
    }

    void complete(Completion done) {
        requireOpen("only an open action is completed");
        status = Status.DONE;
        completion = done;
    }

    /** @throws Refusal validation_failed naming dueOn unless the new date is later than the current one */
    void extend(LocalDate newDueOn, String reason, Signature signature) {
        requireOpen("only an open action is extended");
        if (!newDueOn.isAfter(dueOn)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "dueOn", "must be later than the current due date "
                    + dueOn);
        }
        extensions.add(new Extension(dueOn, newDueOn, reason, signature));
        dueOn = newDueOn;
    }

    void cancel(Signature signature) {
        requireOpen("only an open action is cancelled");
        status = Status.CANCELLED;
        cancellation = signature;
    }

    private void requireOpen(String rule) {
        States.allow(status, "Action " + lineNo, rule, Status.OPEN);
    }

    State state() {
        return new State(id, lineNo, kind.id(), description, ownerId, dueOn, status.id(), completion, List.copyOf(extensions),
                cancellation);
    }
}
