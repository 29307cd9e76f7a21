package com.pharmaerp.api.platform.resource;

import java.time.Instant;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.users.Signature;

import io.smallrye.mutiny.Uni;

/**
 * Approves a revision: the subject's approved revision is superseded in the same transaction,
 * under a lock that queues approvals of one subject on every pod (the database also holds one
 * approved revision per subject, checked at commit).
 */
@ApplicationScoped
public class RevisionApprovals {

    private final ResourceSupport support;
    private final AuditTrail audit;

    public RevisionApprovals(ResourceSupport support, AuditTrail audit) {
        this.support = support;
        this.audit = audit;
    }

    /**
     * @param view the representation the audit trail records changes of
     * @throws com.pharmaerp.api.platform.problem.ProblemException 409 invalid_transition for a
     *         revision that is no draft, or older than the approved one
     */
    public <E extends RevisedEntity<?>> Uni<Void> approve(RevisedRepository<E> revisions, E revision, String subjectId,
            Signature signed, Instant now, Function<E, ?> view) {
        revision.approve(signed, now);
        return revisions.lockApprovals(revision.tenantId, subjectId)
                .chain(() -> revisions.approvedFor(revision.tenantId, subjectId, revision.id))
                .chain(previous -> {
                    if (previous == null) {
                        return Uni.createFrom().voidItem();
                    }
                    JsonNode before = support.recorded(view.apply(previous));
                    previous.supersede(revision, now);
                    return audit.record(previous.noun() + ".superseded", previous.noun(), previous.id,
                            Change.between(before, support.recorded(view.apply(previous))),
                            "Superseded by revision " + revision.revision);
                });
    }
}
