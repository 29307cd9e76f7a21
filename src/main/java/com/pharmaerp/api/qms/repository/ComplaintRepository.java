package com.pharmaerp.api.qms.repository;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintCategory;
import com.pharmaerp.api.qms.domain.ComplaintCount;
import com.pharmaerp.api.qms.domain.ComplaintData;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Complaints: the reporter, assessment, report, investigation and closure each kept as a JSON value of the row. */
@ApplicationScoped
public class ComplaintRepository {

    private static final String COLUMNS = "id, version, created_at, updated_at, number, status, received_on, aware_on, "
            + "category, description, country, customer_id, shipment_id, lot_id, material_id, reporter, created_by, "
            + "assessment, report, investigation, recall_id, closure, overdue_notified_at";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM complaints";

    /** The complaint, or null. */
    public Uni<Complaint> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                ComplaintRepository::complaint);
    }

    /** Whether the tenant has a complaint of the id. */
    public Uni<Boolean> exists(UnitOfWork work, String id) {
        return work.one("SELECT 1 FROM complaints WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                row -> Boolean.TRUE).map(found -> found != null);
    }

    /** Newest first ({@code complaints_newest}), narrowed by the query. */
    public Uni<List<Complaint>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), ComplaintRepository::complaint);
    }

    /**
     * The tenant's complaints on the same lot or material received before this one (on the same day,
     * numbered before it), oldest first ({@code complaints_lot}, {@code complaints_material}).
     */
    public Uni<List<Complaint>> earlier(UnitOfWork work, Complaint c) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id <> $2 AND (lot_id = $3 OR material_id = $4) "
                + "AND (received_on, number) < ($5, $6) ORDER BY received_on, number",
                Tuple.from(new Object[] { work.tenantId(), c.id(), c.data().lotId(), c.data().materialId(),
                        c.data().receivedOn(), c.number() }), ComplaintRepository::complaint);
    }

    /**
     * Complaints received in the range per month and category, those with at least one, by month then
     * category; each bound and the material may be null.
     */
    public Uni<List<ComplaintCount>> trends(UnitOfWork work, String materialId, LocalDate from, LocalDate to) {
        return work.list("SELECT to_char(received_on, 'YYYY-MM') AS month, category, count(*) AS n FROM complaints "
                + "WHERE tenant_id = $1 AND ($2::text IS NULL OR material_id = $2) AND ($3::date IS NULL OR received_on >= $3) "
                + "AND ($4::date IS NULL OR received_on <= $4) GROUP BY 1, 2 ORDER BY 1, 2",
                Tuple.of(work.tenantId(), materialId, from, to), row -> new ComplaintCount(row.getString("month"),
                        ComplaintCategory.of(row.getString("category")), row.getLong("n")));
    }

    public Uni<Void> insert(UnitOfWork work, Complaint c) {
        ComplaintData d = c.data();
        return work.update("INSERT INTO complaints (tenant_id, id, number, status, received_on, aware_on, category, "
                + "description, country, customer_id, shipment_id, lot_id, material_id, reporter, created_by, version, "
                + "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, "
                + "$17, $18)", Tuple.from(new Object[] { work.tenantId(), c.id(), c.number(), c.status().id(), d.receivedOn(),
                        d.awareOn(), d.category().id(), d.description(), d.country(), d.customerId(), d.shipmentId(),
                        d.lotId(), d.materialId(), StoredJson.write(d.reporter()), c.createdBy(), c.version(),
                        Rows.time(c.createdAt()), Rows.time(c.updatedAt()) })).replaceWithVoid();
    }

    /** Writes a moved complaint; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, Complaint c) {
        return work.update("UPDATE complaints SET status = $3, assessment = $4, reportable = $5, report_due_on = $6, "
                + "report = $7, investigation = $8, recall_id = $9, closure = $10, version = $11, updated_at = $12 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $11 - 1", Tuple.from(new Object[] { work.tenantId(), c.id(),
                        c.status().id(), stored(c.assessment()), c.assessment() == null ? null : c.reportable(),
                        c.reportDueOn(), stored(c.report()), stored(c.investigation()), c.recallId(), stored(c.closure()),
                        c.version(), Rows.time(c.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    /**
     * Claims the reportable complaints whose report is past due and not recorded, not noticed yet: the
     * conditional update lets one pass take each, however many pods run it ({@code complaints_report_due}).
     *
     * @return the complaints claimed, as they were before the claim
     */
    public Uni<List<Complaint>> claimReportOverdue(UnitOfWork work, LocalDate today, Instant now) {
        return work.list("UPDATE complaints SET overdue_notified_at = $3 WHERE tenant_id = $1 AND reportable "
                + "AND report IS NULL AND overdue_notified_at IS NULL AND report_due_on < $2 RETURNING " + COLUMNS,
                Tuple.of(work.tenantId(), today, Rows.time(now)), row -> complaint(row, false));
    }

    private static String stored(Object value) {
        return value == null ? null : StoredJson.write(value);
    }

    private static <T> T read(Row row, String column, Class<T> type) {
        String json = row.getString(column);
        return json == null ? null : StoredJson.read(json, type);
    }

    private static Complaint complaint(Row row) {
        return complaint(row, row.getValue("overdue_notified_at") != null);
    }

    private static Complaint complaint(Row row, boolean reportOverdueNotified) {
        ComplaintData data = new ComplaintData(row.getLocalDate("received_on"), row.getLocalDate("aware_on"),
                ComplaintCategory.of(row.getString("category")), row.getString("description"), row.getString("country"),
                row.getString("customer_id"), row.getString("shipment_id"), row.getString("lot_id"),
                row.getString("material_id"), read(row, "reporter", ComplaintData.Reporter.class));
        return Complaint.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), data, Complaint.Status.of(row.getString("status")),
                row.getString("created_by"), read(row, "assessment", Complaint.Assessment.class),
                read(row, "report", Complaint.Report.class), read(row, "investigation", Complaint.Investigation.class),
                row.getString("recall_id"), read(row, "closure", Complaint.Closure.class), reportOverdueNotified);
    }
}
