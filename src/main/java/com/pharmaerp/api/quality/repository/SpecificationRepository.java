package com.pharmaerp.api.quality.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.quality.domain.Specification;

import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

@ApplicationScoped
public class SpecificationRepository implements TenantRepository<Specification> {

    /** The material's approved revision, or null when none is approved. */
    public Uni<Specification> approvedFor(String tenantId, String materialId) {
        return approvedFor(tenantId, materialId, "");
    }

    /** The same, other than the given revision (one being approved in this transaction). */
    public Uni<Specification> approvedFor(String tenantId, String materialId, String exceptId) {
        return find("tenantId = :tenant and materialId = :material and status = 'approved' and id <> :except",
                Parameters.with("tenant", tenantId).and("material", materialId).and("except", exceptId)).firstResult();
    }

    /** Serialises the approvals of one material's revisions until the transaction ends, on every pod. */
    public Uni<Void> lockApprovals(String tenantId, String materialId) {
        return getSession().chain(session -> session.createNativeQuery(
                "SELECT pg_advisory_xact_lock(hashtextextended(:key, 0))::text")
                .setParameter("key", tenantId + "/specification/" + materialId).getSingleResult()).replaceWithVoid();
    }
}
