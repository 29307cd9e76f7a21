package com.pharmaerp.api.platform.revision;

import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/**
 * Where a record kept in revisions of one subject stands (a material's specification, a product's
 * recipe): its number among the subject's revisions, its author, and draft → approved (QA signs) →
 * superseded (when a later revision is approved). An approved revision never changes: a new one
 * replaces it. The record holds one and tells its moves through it.
 */
public final class Revision {

    /** draft → approved → superseded. */
    public enum Status {
        DRAFT, APPROVED, SUPERSEDED;

        public static final String PATTERN = "draft|approved|superseded";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** 1, 2, … per subject; distinct from the record's version. */
    public int number;
    public Status status = Status.DRAFT;
    /** Who wrote it: four eyes keep them from approving it. */
    public String createdBy;
    /** QA's signature of the approval; null while a draft. */
    public Signature approval;

    public static Revision draft(int number, String createdBy) {
        Revision revision = new Revision();
        revision.number = number;
        revision.createdBy = createdBy;
        return revision;
    }

    /**
     * QA approves a draft (who did not write it: the service checks four eyes).
     *
     * @param noun e.g. {@code specification}, for the event and the detail
     * @throws ProblemException 409 invalid_transition for a revision that is no draft
     */
    public DomainEvent approve(String noun, String id, Signature signature) {
        require(Status.DRAFT, noun, "only a draft is approved");
        JsonNode before = recorded();
        status = Status.APPROVED;
        approval = signature;
        return DomainEvent.changed(noun + ".approved", noun, id, before, recorded(), signature.reason());
    }

    /**
     * The approved revision gives way to a later one being approved.
     *
     * @param by the number of the revision being approved
     * @throws ProblemException 409 invalid_transition when that revision is older than this one
     */
    public DomainEvent supersede(String noun, String id, int by) {
        require(Status.APPROVED, noun, "only the approved revision is superseded");
        if (by < number) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Revision " + number + " of the " + noun
                    + " is approved; an older revision (" + by + ") is not approved after it.");
        }
        JsonNode before = recorded();
        status = Status.SUPERSEDED;
        return DomainEvent.changed(noun + ".superseded", noun, id, before, recorded(), "Superseded by revision " + by);
    }

    /** The revision's part of a record as the audit trail records it. */
    public record State(int revision, String status, String createdBy, Signature approval) {
    }

    public State state() {
        return new State(number, status.id(), createdBy, approval);
    }

    /** The revision's part of a record as the audit trail records it, for a record that adds its own fields. */
    public JsonNode recorded() {
        return StoredJson.tree(state());
    }

    private void require(Status required, String noun, String rule) {
        if (status != required) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Revision " + number + " of the " + noun
                    + " is " + status.id() + "; " + rule + ".");
        }
    }
}
