package com.pharmaerp.api.platform.audit;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.hibernate.reactive.mutiny.Mutiny;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.security.Caller;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.smallrye.mutiny.Uni;

/**
 * Writes audit events, in the transaction of the change they record, so a change and its event
 * commit together or not at all. The tenant's chain head is locked until commit: sequences are
 * gapless and the chain never forks, whichever pod writes.
 */
@ApplicationScoped
public class AuditTrail {

    private final Caller caller;
    private final Clock clock;
    private final ObjectMapper mapper;

    public AuditTrail(Caller caller, Clock clock, ObjectMapper mapper) {
        this.caller = caller;
        this.clock = clock;
        this.mapper = mapper;
    }

    /**
     * Records one event for the caller's tenant. Must run inside a transaction that has entered
     * the tenant ({@code TenantGuard}), as its last step: it holds the tenant's chain head until
     * commit, so a row locked after it could deadlock with a transaction that waits for the head.
     *
     * @param action e.g. {@code material.updated}
     * @param reason why, as the person gave it; null where none is asked for
     */
    public Uni<Void> record(String action, String entityType, String entityId, List<Change> changes, String reason) {
        return record(List.of(new AuditEntry(action, entityType, entityId, changes, reason)));
    }

    /** Records the events in order, as the last step of an operation that changed several records. */
    public Uni<Void> record(List<AuditEntry> entries) {
        return Panache.getSession().chain(session -> record(session, entries));
    }

    /**
     * The same in a session of its own, for an event that must commit although the request fails
     * (a failed signature). The session's transaction must have entered the caller's tenant.
     */
    public Uni<Void> record(Mutiny.Session session, String action, String entityType, String entityId, List<Change> changes,
            String reason) {
        return record(session, List.of(new AuditEntry(action, entityType, entityId, changes, reason)));
    }

    private Uni<Void> record(Mutiny.Session session, List<AuditEntry> entries) {
        if (entries.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        String tenantId = caller.tenantId();
        return lockHead(session, tenantId).chain(head -> {
            long sequence = ((Number) head[0]).longValue();
            String previousHash = (String) head[1];
            Instant now = StoredTime.now(clock);
            // One statement writes every event and moves the head: the head stays locked for one round trip, not one per event.
            StringBuilder sql = new StringBuilder("WITH events AS (INSERT INTO audit_events (tenant_id, sequence, id, "
                    + "occurred_at, key_id, user_id, request_id, action, entity_type, entity_id, changes, reason, previous_hash, "
                    + "hash) VALUES ");
            List<Object> values = new ArrayList<>();
            for (AuditEntry entry : entries) {
                sequence++;
                AuditChain.Content content = new AuditChain.Content(sequence, Ids.next(AuditEvent.ID_PREFIX), now.toString(),
                        caller.keyId(), caller.userId(), caller.requestId(), entry.action(), entry.entityType(),
                        entry.entityId(), json(entry.changes()), entry.reason());
                String hash = AuditChain.hash(previousHash, content);
                sql.append(values.isEmpty() ? "" : ", ").append(row(values.size(), EVENT_COLUMNS));
                values.addAll(Arrays.asList(tenantId, content.sequence(), content.id(), now, content.keyId(),
                        content.userId(), content.requestId(), content.action(), content.entityType(), content.entityId(),
                        content.changes(), content.reason(), previousHash, hash));
                previousHash = hash;
            }
            sql.append(") UPDATE audit_heads SET sequence = :sequence, hash = :hash WHERE tenant_id = :tenant");
            Mutiny.Query<Object> statement = session.<Object>createNativeQuery(sql.toString()).setParameter("sequence", sequence)
                    .setParameter("hash", previousHash).setParameter("tenant", tenantId);
            for (int i = 0; i < values.size(); i++) {
                statement.setParameter("v" + i, values.get(i));
            }
            return statement.executeUpdate();
        }).replaceWithVoid();
    }

    private static final int EVENT_COLUMNS = 14;

    /** {@code (:v<first>, ..., :v<first + columns - 1>)} */
    private static String row(int first, int columns) {
        StringBuilder row = new StringBuilder("(");
        for (int i = first; i < first + columns; i++) {
            row.append(i == first ? ":v" : ", :v").append(i);
        }
        return row.append(')').toString();
    }

    /** The tenant's last sequence and hash, locked until commit; created at the genesis on first use. */
    private static Uni<Object[]> lockHead(Mutiny.Session session, String tenantId) {
        return session.createNativeQuery("INSERT INTO audit_heads (tenant_id, sequence, hash) VALUES (:tenant, 0, :genesis) "
                + "ON CONFLICT DO NOTHING")
                .setParameter("tenant", tenantId).setParameter("genesis", AuditChain.GENESIS).executeUpdate()
                .chain(() -> session.createNativeQuery("SELECT sequence, hash FROM audit_heads WHERE tenant_id = :tenant "
                        + "FOR UPDATE", Object[].class).setParameter("tenant", tenantId).getSingleResult());
    }

    private String json(List<Change> changes) {
        try {
            return mapper.writeValueAsString(changes);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("changes cannot be recorded", e);
        }
    }
}
