package com.pharmaerp.api.platform.audit;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.security.Actor;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.SqlClient;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Appends domain events to the tenant's audit chain, in the transaction of the change they record,
 * so a change and its events commit together or not at all. The tenant's chain head is locked
 * until commit: sequences are gapless and the chain never forks, whichever pod writes. Two
 * statements whatever the number of events: lock and read the head, then insert every event and
 * move the head.
 */
@ApplicationScoped
public class AuditTrail {

    /** An audit event's id prefix: {@code evt_…}. */
    public static final String ID_PREFIX = "evt";

    /** Takes the head's row lock and reads it in one statement; the tenant's first event creates it at the genesis. */
    private static final String LOCK_HEAD = "INSERT INTO audit_heads (tenant_id, sequence, hash) VALUES ($1, 0, $2) "
            + "ON CONFLICT (tenant_id) DO UPDATE SET sequence = audit_heads.sequence RETURNING sequence, hash";
    /** Every event as one array per column, so the statement text is the same for one event or fifty. */
    private static final String APPEND = "WITH appended AS (INSERT INTO audit_events (tenant_id, sequence, id, occurred_at, "
            + "key_id, user_id, request_id, action, entity_type, entity_id, changes, reason, previous_hash, hash) "
            + "SELECT $1::text, e.sequence, e.id, $2::timestamptz, $3::text, $4::text, $5::text, e.action, e.entity_type, e.entity_id, e.changes, e.reason, "
            + "e.previous_hash, e.hash FROM unnest($6::bigint[], $7::text[], $8::text[], $9::text[], $10::text[], "
            + "$11::text[], $12::text[], $13::text[], $14::text[]) AS e (sequence, id, action, entity_type, entity_id, "
            + "changes, reason, previous_hash, hash)) "
            + "UPDATE audit_heads SET sequence = $15, hash = $16 WHERE tenant_id = $1";

    private final ObjectMapper mapper;

    public AuditTrail(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /**
     * Appends the events in order. Must be the last statement of a transaction that has entered the
     * caller's tenant: it holds the tenant's chain head until commit, so a row locked after it could
     * deadlock with a transaction that waits for the head.
     */
    public Uni<Void> append(SqlClient sql, Actor actor, Instant now, List<DomainEvent> events) {
        if (events.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        String tenantId = actor.tenantId();
        return sql.preparedQuery(LOCK_HEAD).execute(Tuple.of(tenantId, AuditChain.GENESIS)).chain(heads -> {
            var head = heads.iterator().next();
            long sequence = head.getLong("sequence");
            String previousHash = head.getString("hash");
            int count = events.size();
            Long[] sequences = new Long[count];
            String[][] columns = new String[8][count];
            for (int i = 0; i < count; i++) {
                DomainEvent event = events.get(i);
                sequence++;
                AuditChain.Content content = new AuditChain.Content(sequence, Ids.next(ID_PREFIX), now.toString(),
                        actor.keyId(), actor.userId(), actor.requestId(), event.type(), event.entityType(),
                        event.entityId(), json(event.changes()), event.reason());
                String hash = AuditChain.hash(previousHash, content);
                sequences[i] = sequence;
                columns[0][i] = content.id();
                columns[1][i] = content.action();
                columns[2][i] = content.entityType();
                columns[3][i] = content.entityId();
                columns[4][i] = content.changes();
                columns[5][i] = content.reason();
                columns[6][i] = previousHash;
                columns[7][i] = hash;
                previousHash = hash;
            }
            return sql.preparedQuery(APPEND).execute(Tuple.from(new Object[] { tenantId,
                    OffsetDateTime.ofInstant(now, ZoneOffset.UTC), actor.keyId(), actor.userId(), actor.requestId(),
                    sequences, columns[0], columns[1], columns[2], columns[3], columns[4], columns[5], columns[6], columns[7],
                    sequence, previousHash }));
        }).replaceWithVoid();
    }

    private String json(List<Change> changes) {
        try {
            return mapper.writeValueAsString(changes);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("changes cannot be recorded", e);
        }
    }
}
