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
 * until commit: sequences are gapless and the chain never forks, whichever pod writes. One
 * statement whatever the number of events: the database numbers and hashes them where it reads the
 * head, so the head is held for no work of the service's.
 */
@ApplicationScoped
public class AuditTrail {

    /** An audit event's id prefix: {@code evt_…}. */
    public static final String ID_PREFIX = "evt";

    /**
     * Locks the head, numbers and hashes the events, inserts them and moves the head (V29): one statement
     * whatever the number of events, each event's columns as one array each, so its text never changes.
     */
    private static final String APPEND = "SELECT erp_append_audit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";

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
        int count = events.size();
        String[][] columns = new String[7][count];
        for (int i = 0; i < count; i++) {
            DomainEvent event = events.get(i);
            AuditChain.Content content = new AuditChain.Content(0, Ids.next(ID_PREFIX), now.toString(), actor.keyId(),
                    actor.userId(), actor.requestId(), event.type(), event.entityType(), event.entityId(),
                    json(event.changes()), event.reason());
            columns[0][i] = content.id();
            columns[1][i] = content.action();
            columns[2][i] = content.entityType();
            columns[3][i] = content.entityId();
            columns[4][i] = content.changes();
            columns[5][i] = content.reason();
            columns[6][i] = AuditChain.unsequenced(content);
        }
        return sql.preparedQuery(APPEND).execute(Tuple.from(new Object[] { actor.tenantId(),
                OffsetDateTime.ofInstant(now, ZoneOffset.UTC), actor.keyId(), actor.userId(), actor.requestId(),
                columns[0], columns[1], columns[2], columns[3], columns[4], columns[5], columns[6] })).replaceWithVoid();
    }

    private String json(List<Change> changes) {
        try {
            return mapper.writeValueAsString(changes);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("changes cannot be recorded", e);
        }
    }
}
