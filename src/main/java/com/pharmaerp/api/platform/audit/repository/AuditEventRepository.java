package com.pharmaerp.api.platform.audit.repository;

import com.pharmaerp.api.platform.audit.AuditEvent;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** A tenant's audit events, oldest first; every statement names the tenant. */
@ApplicationScoped
public class AuditEventRepository {

    private static final String SELECT = "SELECT id, sequence, occurred_at, key_id, user_id, request_id, action, entity_type, "
            + "entity_id, changes, reason, previous_hash, hash FROM audit_events";

    /** What a caller may narrow the trail to; null fields do not narrow. */
    public record Filter(String entityType, String entityId, String userId, String requestId, Instant from, Instant to) {
    }

    /**
     * Events after {@code afterSequence}, oldest first (the primary key; {@code audit_events_entity}
     * and {@code audit_events_user} for those filters); one more than the limit, to tell whether
     * another page exists.
     */
    public Uni<List<AuditEvent>> page(UnitOfWork work, Filter filter, long afterSequence, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).where("sequence > ?", afterSequence)
                .equal("entity_type", filter.entityType()).equal("entity_id", filter.entityId())
                .equal("user_id", filter.userId()).equal("request_id", filter.requestId())
                .where("occurred_at >= ?", Rows.time(filter.from())).where("occurred_at < ?", Rows.time(filter.to()));
        return work.list(query.oldestFirst(SELECT, "sequence", limit), query.arguments(), AuditEventRepository::event);
    }

    /**
     * The feed: events after {@code afterSequence}, oldest first (the primary key), of the types the
     * SQL {@code LIKE} patterns match (every type when null); one more than the limit.
     */
    public Uni<List<AuditEvent>> feed(UnitOfWork work, long afterSequence, String[] typeLikes, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).where("sequence > ?", afterSequence)
                .where("action LIKE ANY (?::text[])", typeLikes);
        return work.list(query.oldestFirst(SELECT, "sequence", limit), query.arguments(), AuditEventRepository::event);
    }

    /** A record the trail names: its entity type and id. */
    public record Subject(String entityType, String entityId) {
    }

    /** Every event of the records, oldest first ({@code audit_events_entity}, once per record). */
    public Uni<List<AuditEvent>> of(UnitOfWork work, List<Subject> subjects) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND (entity_type, entity_id) IN "
                + "(SELECT * FROM unnest($2::text[], $3::text[])) ORDER BY sequence", Tuple.of(work.tenantId(),
                        subjects.stream().map(Subject::entityType).toArray(String[]::new),
                        subjects.stream().map(Subject::entityId).toArray(String[]::new)), AuditEventRepository::event);
    }

    /**
     * A record's events of the given types after a position (time, then id), in that order: a page of a history read
     * beside rows of another table, such as an equipment logbook ({@code audit_events_entity}); one more than the limit.
     */
    public Uni<List<AuditEvent>> ofSubjectAfter(UnitOfWork work, Subject subject, List<String> types, Instant afterAt,
            String afterId, int limit) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND entity_type = $2 AND entity_id = $3 AND action = ANY($4) "
                + "AND (occurred_at, id) > ($5, $6) ORDER BY occurred_at, id LIMIT $7", Tuple.from(new Object[] {
                        work.tenantId(), subject.entityType(), subject.entityId(), types.toArray(String[]::new),
                        Rows.time(afterAt), afterId, limit + 1 }), AuditEventRepository::event);
    }

    /** The matching events of a range of sequences: how many, and the ids of the first ones, oldest first. */
    public record Counted(long count, List<String> firstIds) {
    }

    /**
     * The tenant's events with a sequence in {@code (afterSequence, upTo]} of the given exact types that carry
     * every value of {@code match}: their count and the ids of the first {@code firstIds}. Through
     * {@code audit_events_action} one range per type, so the events outside the range and of other types are
     * never read.
     *
     * @param match path → plain JSON value (text, number, boolean, null), every one to be found; empty for any.
     *        A path is field names joined by dots. An event carries the value at the path when one of its
     *        changes' new value ({@code to}) holds it: the change of the path's first field, its {@code to}
     *        followed by the rest of the path ({@code investigation.rootCauseCategory}, or {@code status} alone),
     *        or any change whose {@code to} is an object, followed by the whole path ({@code rootCauseCategory}
     *        inside the {@code investigation} that changed). Values compare as JSON: numbers by value, text
     *        exactly, null only with a null that is there.
     */
    public Uni<Counted> count(UnitOfWork work, List<String> types, long afterSequence, long upTo, Map<String, Object> match,
            int firstIds) {
        // Values go as JSON text, cast per pair: a text value bound to a jsonb parameter would be taken as one JSON string.
        String where = " FROM audit_events WHERE tenant_id = $1 AND action = ANY($2::text[]) AND sequence > $3 "
                + "AND sequence <= $4 AND NOT EXISTS (SELECT 1 FROM unnest($5::text[], $6::text[]) AS m (path, value) "
                + "WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(changes::jsonb) AS c "
                + "WHERE (c ->> 'field' = split_part(m.path, '.', 1) "
                + "AND c -> 'to' #> (string_to_array(m.path, '.'))[2:] = m.value::jsonb) "
                + "OR (jsonb_typeof(c -> 'to') = 'object' AND c -> 'to' #> string_to_array(m.path, '.') = m.value::jsonb)))";
        List<Map.Entry<String, Object>> pairs = List.copyOf(match.entrySet());
        Tuple arguments = Tuple.from(new Object[] { work.tenantId(), types.toArray(String[]::new), afterSequence, upTo,
                pairs.stream().map(Map.Entry::getKey).toArray(String[]::new),
                pairs.stream().map(pair -> StoredJson.write(pair.getValue())).toArray(String[]::new) });
        return work.one("SELECT count(*) AS matched" + where, arguments, row -> row.getLong("matched"))
                .chain(count -> work.list("SELECT id" + where + " ORDER BY sequence LIMIT " + firstIds, arguments,
                        row -> row.getString("id")).map(ids -> new Counted(count, ids)));
    }

    /** The sequence of a record's last event of a type ({@code audit_events_entity}); null when it has none. */
    public Uni<Long> lastSequence(UnitOfWork work, String entityType, String entityId, String type) {
        return work.one("SELECT max(sequence) AS sequence FROM audit_events WHERE tenant_id = $1 AND entity_type = $2 "
                + "AND entity_id = $3 AND action = $4", Tuple.of(work.tenantId(), entityType, entityId, type),
                row -> row.getLong("sequence"));
    }

    /** One event by its id ({@code audit_events_tenant_id_id_key}), or null. */
    public Uni<AuditEvent> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), AuditEventRepository::event);
    }

    /** The next batch of the whole chain, for verification. */
    public Uni<List<AuditEvent>> batch(UnitOfWork work, long afterSequence, int size) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND sequence > $2 ORDER BY sequence LIMIT $3",
                Tuple.of(work.tenantId(), afterSequence, size), AuditEventRepository::event);
    }

    /**
     * The record's latest event, of the action given or of any when null: the chain position that covers its whole
     * history ({@code audit_events_entity}, read backwards); null when it has none.
     */
    public Uni<AuditEvent> latestOf(UnitOfWork work, Subject subject, String action) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND entity_type = $2 AND entity_id = $3 AND ($4::text IS NULL "
                + "OR action = $4) ORDER BY sequence DESC LIMIT 1", Tuple.of(work.tenantId(), subject.entityType(),
                        subject.entityId(), action), AuditEventRepository::event);
    }

    /**
     * The failed signature attempts on a record, oldest first: the users' {@code user.signature_failed} events that
     * name it as the record signed ({@code audit_events_action}; failures are few beside everything else).
     */
    public Uni<List<AuditEvent>> signatureFailuresOn(UnitOfWork work, Subject signed) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND action = 'user.signature_failed' AND changes::jsonb @> "
                + "jsonb_build_array(jsonb_build_object('field', 'signedEntityType', 'to', $2::text), "
                + "jsonb_build_object('field', 'signedEntityId', 'to', $3::text)) ORDER BY sequence",
                Tuple.of(work.tenantId(), signed.entityType(), signed.entityId()), AuditEventRepository::event);
    }

    /** The chain's head: the last sequence written; 0 before the tenant's first event. */
    public Uni<Long> head(UnitOfWork work) {
        return work.one("SELECT sequence FROM audit_heads WHERE tenant_id = $1", Tuple.of(work.tenantId()),
                row -> row.getLong("sequence")).map(head -> head == null ? 0 : head);
    }

    private static AuditEvent event(Row row) {
        return new AuditEvent(row.getString("id"), row.getLong("sequence"), Rows.instant(row, "occurred_at"),
                row.getString("key_id"), row.getString("user_id"), row.getString("request_id"), row.getString("action"),
                row.getString("entity_type"), row.getString("entity_id"), row.getString("changes"), row.getString("reason"),
                row.getString("previous_hash"), row.getString("hash"));
    }
}
