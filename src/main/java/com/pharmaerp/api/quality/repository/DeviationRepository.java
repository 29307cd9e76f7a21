package com.pharmaerp.api.quality.repository;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationData;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Deviations, each with the records it concerns (rows of deviation_references, in the order given). */
@ApplicationScoped
public class DeviationRepository {

    private static final String COLUMNS = "id, version, created_at, updated_at, number, description, status, "
            + "created_by, closure, occurred_on, due_on, classification, capa_required, rationale, triage, investigation, "
            + "cancellation";
    private static final String SELECT = "SELECT " + COLUMNS + ", ARRAY(SELECT r.record_id FROM deviation_references r "
            + "WHERE r.tenant_id = deviations.tenant_id AND r.deviation_id = deviations.id ORDER BY r.position) AS refs "
            + "FROM deviations";

    /** The deviation, or null. */
    public Uni<Deviation> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                DeviationRepository::deviation);
    }

    /** Newest first, narrowed by the query ({@code deviations_newest}). */
    public Uni<List<Deviation>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), DeviationRepository::deviation);
    }

    /** The condition of a list narrowed to deviations naming a record ({@code deviation_references_record}). */
    public static String naming() {
        return "id IN (SELECT r.deviation_id FROM deviation_references r WHERE r.tenant_id = deviations.tenant_id "
                + "AND r.record_id = ?)";
    }

    /** The condition of a list narrowed to deviations overdue on the business date given ({@code deviations_due}). */
    public static String overdue() {
        return "(due_on < ? AND status IN ('open', 'investigating'))";
    }

    /** The condition of a list narrowed to deviations not overdue on the business date given. */
    public static String notOverdue() {
        return "NOT " + overdue();
    }

    /**
     * The numbers of the deviations linked to the records that are neither closed nor cancelled: the one
     * given (if any) and every one naming one of the records ({@code deviation_references_record}).
     */
    public Uni<List<String>> openNumbers(UnitOfWork work, Collection<String> recordIds, String deviationId) {
        return work.list("SELECT number FROM deviations WHERE tenant_id = $1 AND status IN ('open', 'investigating') "
                + "AND (id = $2 OR id IN (SELECT r.deviation_id FROM deviation_references r WHERE r.tenant_id = $1 "
                + "AND r.record_id = ANY($3::text[]))) ORDER BY number", Tuple.of(work.tenantId(),
                        deviationId == null ? "" : deviationId, recordIds.toArray(String[]::new)),
                row -> row.getString("number"));
    }

    /**
     * Every deviation linked to the records, whatever its status: the one given (if any) and every one
     * naming one of the records ({@code deviation_references_record}), by number.
     */
    public Uni<List<Deviation>> linked(UnitOfWork work, Collection<String> recordIds, String deviationId) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND (id = $2 OR id IN (SELECT r.deviation_id FROM "
                + "deviation_references r WHERE r.tenant_id = $1 AND r.record_id = ANY($3::text[]))) ORDER BY number",
                Tuple.of(work.tenantId(), deviationId == null ? "" : deviationId, recordIds.toArray(String[]::new)),
                DeviationRepository::deviation);
    }

    public Uni<Void> insert(UnitOfWork work, Deviation d) {
        return work.update("INSERT INTO deviations (tenant_id, id, number, description, status, created_by, closure, version, "
                + "created_at, updated_at, occurred_on, due_on) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
                Tuple.from(new Object[] { work.tenantId(), d.id(), d.number(), d.description(), d.status().id(),
                        d.createdBy(), Signature.stored(d.closure()), d.version(), Rows.time(d.createdAt()),
                        Rows.time(d.updatedAt()), d.occurredOn(), d.dueOn() }))
                .chain(() -> d.references().isEmpty() ? Uni.createFrom().item(0)
                        : work.update("INSERT INTO deviation_references (tenant_id, deviation_id, position, record_id) "
                                + "SELECT $1::text, $2::text, r.position, r.record_id FROM unnest($3::text[]) WITH ORDINALITY "
                                + "AS r (record_id, position)", Tuple.of(work.tenantId(), d.id(),
                                        d.references().toArray(String[]::new))))
                .replaceWithVoid();
    }

    /** Writes a moved deviation; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, Deviation d) {
        return work.update("UPDATE deviations SET status = $3, closure = $4, version = $5, updated_at = $6, due_on = $7, "
                + "classification = $8, capa_required = $9, rationale = $10, triage = $11, investigation = $12, "
                + "cancellation = $13 WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1",
                Tuple.from(new Object[] { work.tenantId(), d.id(), d.status().id(), Signature.stored(d.closure()), d.version(),
                        Rows.time(d.updatedAt()), d.dueOn(), d.classification() == null ? null : d.classification().id(),
                        d.capaRequired(), d.rationale(), Signature.stored(d.triage()),
                        d.investigation() == null ? null : StoredJson.write(d.investigation()),
                        Signature.stored(d.cancellation()) }))
                .map(updated -> updated == 1);
    }

    /**
     * Claims the tenant's deviations that fell overdue before the business date and were not claimed yet
     * ({@code deviations_due}): a pod running the same pass at the same moment waits on these rows and
     * then finds them claimed.
     *
     * @return the claimed deviations, each an id, number and due date
     */
    public Uni<List<Deviation>> claimOverdue(UnitOfWork work, LocalDate today) {
        return work.list("UPDATE deviations SET overdue_notified_at = $3 WHERE tenant_id = $1 AND due_on < $2 "
                + "AND status IN ('open', 'investigating') AND overdue_notified_at IS NULL RETURNING " + COLUMNS
                + ", ARRAY[]::text[] AS refs", Tuple.of(work.tenantId(), today, Rows.time(work.now())),
                DeviationRepository::deviation);
    }

    private static Deviation deviation(Row row) {
        String classification = row.getString("classification");
        String investigation = row.getString("investigation");
        return Deviation.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), new DeviationData(row.getString("description"),
                        Arrays.asList(row.getArrayOfStrings("refs")), row.getLocalDate("occurred_on")),
                Deviation.Status.of(row.getString("status")), row.getString("created_by"), row.getLocalDate("due_on"),
                classification == null ? null : new Deviation.Triage(Deviation.Classification.of(classification),
                        row.getBoolean("capa_required"), row.getString("rationale"), row.getLocalDate("due_on")),
                Signature.fromJson(row.getString("triage")),
                investigation == null ? null : StoredJson.read(investigation, Deviation.Investigation.class),
                Signature.fromJson(row.getString("closure")), Signature.fromJson(row.getString("cancellation")));
    }
}
