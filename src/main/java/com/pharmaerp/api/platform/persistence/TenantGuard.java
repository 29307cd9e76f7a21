package com.pharmaerp.api.platform.persistence;

import java.util.function.Supplier;

import org.hibernate.reactive.mutiny.Mutiny;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/**
 * The second wall of tenant isolation: sets {@code erp.tenant_id} for the current transaction, which
 * the row-level security policy of every table compares with each row's tenant. The first wall is
 * the tenant filter every query carries; a query that forgets it still sees only this tenant.
 * Must run inside the transaction, before its first query.
 */
public final class TenantGuard {

    private TenantGuard() {
    }

    /** The work in a transaction of its own that has entered the tenant. */
    public static <T> Uni<T> inTransaction(String tenantId, Supplier<Uni<T>> work) {
        return Panache.withTransaction(() -> enter(tenantId).chain(() -> work.get()));
    }

    public static Uni<Void> enter(String tenantId) {
        return Panache.getSession().chain(session -> enter(session, tenantId));
    }

    /** The same for a session of its own (one that must commit whatever the request's transaction does). */
    public static Uni<Void> enter(Mutiny.Session session, String tenantId) {
        // A statement, not a query: Hibernate caches a native query's plan anew on every execution (application.properties).
        return session.createNativeQuery("SELECT set_config('erp.tenant_id', :tenant, true)")
                .setParameter("tenant", tenantId).executeUpdate().replaceWithVoid();
    }
}
