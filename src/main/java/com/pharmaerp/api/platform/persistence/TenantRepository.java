package com.pharmaerp.api.platform.persistence;

import java.util.List;

import jakarta.persistence.LockModeType;

import io.quarkus.hibernate.reactive.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/**
 * The queries every tenant-owned resource with a code needs. Every query names the tenant (the
 * first wall); row-level security is the second. Entities have {@code tenantId}, {@code id},
 * {@code code} and {@code createdAt}.
 */
public interface TenantRepository<E extends TenantEntity<?>> extends PanacheRepositoryBase<E, String> {

    String BY_ID = "tenantId = :tenant and id = :id";

    default Uni<E> findInTenant(String tenantId, String id) {
        return find(BY_ID, byId(tenantId, id)).firstResult();
    }

    /** The row locked until the transaction ends, so concurrent changes queue instead of overwriting each other. */
    default Uni<E> lockInTenant(String tenantId, String id) {
        return find(BY_ID, byId(tenantId, id)).withLock(LockModeType.PESSIMISTIC_WRITE).firstResult();
    }

    private static Parameters byId(String tenantId, String id) {
        return Parameters.with("tenant", tenantId).and("id", id);
    }

    default Uni<Boolean> codeTaken(String tenantId, String code, String exceptId) {
        return count("tenantId = :tenant and code = :code and id <> :id",
                Parameters.with("tenant", tenantId).and("code", code).and("id", exceptId)).map(n -> n > 0);
    }

    /** Newest first, from after the cursor; one row more than the limit, to tell whether another page exists. */
    default Uni<List<E>> page(String tenantId, Cursor after, int limit) {
        return page(QueryFilter.of(tenantId), after, limit);
    }

    /** The same, narrowed by a filter of the tenant's rows. */
    default Uni<List<E>> page(QueryFilter filter, Cursor after, int limit) {
        if (after == null) {
            return find("tenantId = :tenant" + filter.conditions() + " order by createdAt desc, id desc",
                    filter.parameters()).page(0, limit + 1).list();
        }
        return find("tenantId = :tenant" + filter.conditions() + " and (createdAt < :at or (createdAt = :at and id < :id)) "
                + "order by createdAt desc, id desc", filter.parameters().and("at", after.createdAt()).and("id", after.id()))
                .page(0, limit + 1).list();
    }
}
