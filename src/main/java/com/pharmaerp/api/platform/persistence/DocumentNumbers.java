package com.pharmaerp.api.platform.persistence;

import jakarta.enterprise.context.ApplicationScoped;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/**
 * The next human document number of a kind in a tenant, e.g. {@code PO-000001}: sequential and
 * gapless, because the counter is taken in the caller's transaction (its row stays locked until
 * commit, and a rollback returns the number). Separate from ids, which are opaque.
 */
@ApplicationScoped
public class DocumentNumbers {

    /** Runs in the caller's transaction, after {@code TenantGuard.enter}. */
    public Uni<String> next(String tenantId, String prefix) {
        return counter(tenantId, prefix).map(number -> format(prefix, number));
    }

    /** The next of a gapless count of the tenant's, 1 first (a material's specification revisions). */
    public Uni<Long> counter(String tenantId, String kind) {
        return Panache.getSession().chain(session -> session.createNativeQuery("INSERT INTO document_numbers "
                + "(tenant_id, kind, last) VALUES (:tenant, :kind, 1) ON CONFLICT (tenant_id, kind) "
                + "DO UPDATE SET last = document_numbers.last + 1 RETURNING last", Long.class)
                .setParameter("tenant", tenantId).setParameter("kind", kind).getSingleResult());
    }

    static String format(String prefix, long number) {
        return String.format("%s-%06d", prefix, number);
    }
}
