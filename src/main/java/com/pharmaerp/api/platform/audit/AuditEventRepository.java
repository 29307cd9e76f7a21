package com.pharmaerp.api.platform.audit;

import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

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
        StringBuilder query = new StringBuilder("tenantId = :tenant and sequence > :after");
        Parameters parameters = Parameters.with("tenant", tenantId).and("after", afterSequence);
        if (filter.entityType() != null) {
            query.append(" and entityType = :entityType");
            parameters.and("entityType", filter.entityType());
        }
        if (filter.entityId() != null) {
            query.append(" and entityId = :entityId");
            parameters.and("entityId", filter.entityId());
        }
        if (filter.userId() != null) {
            query.append(" and userId = :userId");
            parameters.and("userId", filter.userId());
        }
        if (filter.requestId() != null) {
            query.append(" and requestId = :requestId");
            parameters.and("requestId", filter.requestId());
        }
        if (filter.from() != null) {
            query.append(" and occurredAt >= :from");
            parameters.and("from", filter.from());
        }
        if (filter.to() != null) {
            query.append(" and occurredAt < :to");
            parameters.and("to", filter.to());
        }
        return find(query.append(" order by sequence").toString(), parameters).page(0, limit + 1).list();
    }

    /** The next batch of the whole chain, for verification. */
    public Uni<List<AuditEvent>> batch(String tenantId, long afterSequence, int size) {
        return find("tenantId = :tenant and sequence > :after order by sequence",
                Parameters.with("tenant", tenantId).and("after", afterSequence)).page(0, size).list();
    }
}
