package com.pharmaerp.api.platform.resource;

import java.time.Instant;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.users.Signature;

import io.smallrye.mutiny.Uni;

/**
 * What every revisioned record (specification, recipe) does alike: a new revision gets its author
 * and the subject's next number; approving one supersedes the subject's approved revision in the
 * same transaction, under a lock that queues approvals of one subject on every pod (the database
 * also holds one approved revision per subject, checked at commit).
 */
@ApplicationScoped
public class Revisions {

    private final ResourceSupport support;
    private final AuditTrail audit;
    private final DocumentNumbers numbers;

    public Revisions(ResourceSupport support, AuditTrail audit, DocumentNumbers numbers) {
        this.support = support;
        this.audit = audit;
        this.numbers = numbers;
    }

    /**
     * A new revision's author (the acting user, whom four eyes keep from approving it) and number:
     * the next of the subject's counter row, gapless also across pods.
     *
     * @param counter the subject's counter, e.g. {@code SPEC/mat_…}
     */
    public Uni<Void> start(RevisedEntity<?> revision, String counter) {
        revision.createdBy = support.actingUserId();
        return numbers.counter(revision.tenantId, counter).invoke(number -> revision.revision = number.intValue())
                .replaceWithVoid();
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
