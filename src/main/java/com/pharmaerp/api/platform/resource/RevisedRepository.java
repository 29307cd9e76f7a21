package com.pharmaerp.api.platform.resource;

import com.pharmaerp.api.platform.persistence.TenantRepository;

import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/** The revisions of a tenant's subjects: which one is approved, and a lock that queues approvals of one subject. */
public interface RevisedRepository<E extends RevisedEntity<?>> extends TenantRepository<E> {

    /** The entity's field naming the subject its revisions belong to, e.g. {@code materialId}. */
    String subjectField();

    /** The subject's approved revision, or null when none is approved. */
    default Uni<E> approvedFor(String tenantId, String subjectId) {
        return approvedFor(tenantId, subjectId, "");
    }

    /** The same, other than the given revision (one being approved in this transaction). */
    default Uni<E> approvedFor(String tenantId, String subjectId, String exceptId) {
        return find("tenantId = :tenant and " + subjectField() + " = :subject and status = 'approved' and id <> :except",
                Parameters.with("tenant", tenantId).and("subject", subjectId).and("except", exceptId)).firstResult();
    }

    /** Serialises the approvals of one subject's revisions until the transaction ends, on every pod. */
    default Uni<Void> lockApprovals(String tenantId, String subjectId) {
        return getSession().chain(session -> session.createNativeQuery(
                "SELECT pg_advisory_xact_lock(hashtextextended(:key, 0))::text")
                .setParameter("key", tenantId + "/" + subjectField() + "/" + subjectId).getSingleResult())
                .replaceWithVoid();
    }
}
