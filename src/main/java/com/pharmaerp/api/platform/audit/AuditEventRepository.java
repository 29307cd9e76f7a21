package com.pharmaerp.api.platform.audit;

import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.QueryFilter;

import io.quarkus.hibernate.reactive.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import io.smallrye.mutiny.Uni;

/** A tenant's audit events, oldest first; every query names the tenant. */
@ApplicationScoped
public class AuditEventRepository implements PanacheRepositoryBase<AuditEvent, String> {

    /** What a caller may narrow the trail to; null fields do not narrow. */
    public record Filter(String entityType, String entityId, String userId, String requestId, Instant from, Instant to) {
    }

    /** Events after {@code afterSequence}, oldest first; one more than the limit, to tell whether another page exists. */
    public Uni<List<AuditEvent>> page(String tenantId, Filter filter, long afterSequence, int limit) {
        QueryFilter query = QueryFilter.of(tenantId).where("sequence > :", afterSequence)
                .equal("entityType", filter.entityType()).equal("entityId", filter.entityId())
                .equal("userId", filter.userId()).equal("requestId", filter.requestId())
                .where("occurredAt >= :", filter.from()).where("occurredAt < :", filter.to());
        return find("tenantId = :tenant" + query.conditions() + " order by sequence", query.parameters())
                .page(0, limit + 1).list();
    }

    /** The next batch of the whole chain, for verification. */
    public Uni<List<AuditEvent>> batch(String tenantId, long afterSequence, int size) {
        return find("tenantId = :tenant and sequence > :after order by sequence",
                Parameters.with("tenant", tenantId).and("after", afterSequence)).page(0, size).list();
    }
}
