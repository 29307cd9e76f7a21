package com.pharmaerp.api.platform.revision;

import java.util.Locale;
import java.util.Objects;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/**
 * Where a record kept in revisions of one subject stands (a material's specification, a product's
 * recipe): its number among the subject's revisions, its author, and draft → approved (QA signs) →
 * superseded (when a later revision is approved). An approved revision never changes: a new one
 * replaces it. Each transition gives the next revision; the record holding it tells the event.
 *
 * @param number 1, 2, … per subject; distinct from the record's version
 * @param createdBy who wrote it: four eyes keep them from approving it
 * @param approval QA's signature of the approval; null while a draft
 */
public record Revision(int number, Status status, String createdBy, Signature approval) {

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

    public Revision {
        Objects.requireNonNull(status, "status");
    }

    public static Revision draft(int number, String createdBy) {
        return new Revision(number, Status.DRAFT, createdBy, null);
    }

    /**
     * QA approves a draft (who did not write it: the service checks four eyes).
     *
     * @param noun e.g. {@code specification}, for the detail
     * @throws Refusal invalid_transition for a revision that is no draft
     */
    public Revision approve(String noun, Signature signature) {
        require(Status.DRAFT, noun, "only a draft is approved");
        return new Revision(number, Status.APPROVED, createdBy, signature);
    }

    /**
     * The approved revision gives way to a later one being approved.
     *
     * @param by the number of the revision being approved
     * @throws Refusal invalid_transition unless approved, or when that revision is older than this one
     */
    public Revision supersede(String noun, int by) {
        require(Status.APPROVED, noun, "only the approved revision is superseded");
        if (by < number) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Revision " + number + " of the " + noun
                    + " is approved; an older revision (" + by + ") is not approved after it.");
        }
        return new Revision(number, Status.SUPERSEDED, createdBy, approval);
    }

    /** The audit reason of superseding this revision by revision {@code by}. */
    public static String supersededBy(int by) {
        return "Superseded by revision " + by;
    }

    private void require(Status required, String noun, String rule) {
        if (status != required) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Revision " + number + " of the " + noun
                    + " is " + status.id() + "; " + rule + ".");
        }
    }
}
