package com.pharmaerp.api.platform.resource;

import java.time.Instant;
import java.util.Locale;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A record kept in revisions of one subject (a material's specification, a product's recipe): a
 * draft is approved by QA with a signature, and approving it supersedes the subject's approved
 * revision. An approved revision never changes: a new one replaces it.
 *
 * @param <D> the revision's data
 */
@MappedSuperclass
public abstract class RevisedEntity<D> extends TenantEntity<D> {

    /** draft → approved (QA signs) → superseded (when a later revision is approved). */
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
    public int revision;
    public String status = Status.DRAFT.id();
    /** Who wrote it: four eyes keep them from approving it. */
    @Column(name = "created_by")
    public String createdBy;
    /** QA's signature (JSON) of the approval; null while a draft. */
    public String approval;

    /** What a revision is called in problem details and the audit trail, e.g. {@code specification}. */
    public abstract String noun();

    public Status status() {
        return Status.of(status);
    }

    /** QA approves a draft (who did not write it: the service checks four eyes). */
    public void approve(Signature signature, Instant now) {
        requireStatus(Status.DRAFT, "only a draft is approved");
        status = Status.APPROVED.id();
        approval = signature.toJson();
        touched(now);
    }

    /**
     * The approved revision gives way to a later one being approved.
     *
     * @param by the revision being approved
     * @throws ProblemException 409 invalid_transition when that revision is older than this one
     */
    public void supersede(RevisedEntity<?> by, Instant now) {
        requireStatus(Status.APPROVED, "only the approved revision is superseded");
        if (by.revision < revision) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Revision " + revision + " of the " + noun()
                    + " is approved; an older revision (" + by.revision + ") is not approved after it.");
        }
        status = Status.SUPERSEDED.id();
        touched(now);
    }

    private void requireStatus(Status required, String rule) {
        if (status() != required) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Revision " + revision + " of the " + noun()
                    + " is " + status + "; " + rule + ".");
        }
    }
}
