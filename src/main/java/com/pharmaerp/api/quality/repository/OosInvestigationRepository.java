package com.pharmaerp.api.quality.repository;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.domain.OosInvestigation;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** OOS investigations, one per failing result ({@code oos_investigations_one_per_result}). */
@ApplicationScoped
public class OosInvestigationRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, inspection_lot_id, lot_id, "
            + "result_id, test_code, value, limits, status, due_on, phase1, phase2, conclusion FROM oos_investigations";

    /** The investigation, or null. */
    public Uni<OosInvestigation> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                OosInvestigationRepository::investigation);
    }

    /** Newest first, narrowed by the query ({@code oos_investigations_newest}). */
    public Uni<List<OosInvestigation>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), OosInvestigationRepository::investigation);
    }

    /** Every investigation of an inspection lot, by number ({@code oos_investigations_inspection_lot}). */
    public Uni<List<OosInvestigation>> ofInspectionLot(UnitOfWork work, String inspectionLotId) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND inspection_lot_id = $2 ORDER BY number",
                Tuple.of(work.tenantId(), inspectionLotId), OosInvestigationRepository::investigation);
    }

    /** The numbers of an inspection lot's open investigations ({@code oos_investigations_inspection_lot}). */
    public Uni<List<String>> openNumbers(UnitOfWork work, String inspectionLotId) {
        return work.list("SELECT number FROM oos_investigations WHERE tenant_id = $1 AND inspection_lot_id = $2 "
                + "AND status <> 'closed' ORDER BY number", Tuple.of(work.tenantId(), inspectionLotId),
                row -> row.getString("number"));
    }

    public Uni<Void> insert(UnitOfWork work, OosInvestigation o) {
        OosInvestigation.Subject s = o.subject();
        return work.update("INSERT INTO oos_investigations (tenant_id, id, number, inspection_lot_id, lot_id, result_id, "
                + "test_code, value, limits, status, due_on, phase1, phase2, conclusion, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)",
                Tuple.from(new Object[] { work.tenantId(), o.id(), s.number(), s.inspectionLotId(), s.lotId(), s.resultId(),
                        s.testCode(), s.value(), s.limits(), o.status().id(), o.dueOn(), json(o.phase1()), json(o.phase2()),
                        o.conclusion() == null ? null : o.conclusion().id(), o.version(), Rows.time(o.openedAt()),
                        Rows.time(o.updatedAt()) }))
                .replaceWithVoid();
    }

    /** Writes a moved investigation; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, OosInvestigation o) {
        return work.update("UPDATE oos_investigations SET status = $3, phase1 = $4, phase2 = $5, conclusion = $6, "
                + "version = $7, updated_at = $8 WHERE tenant_id = $1 AND id = $2 AND version = $7 - 1",
                Tuple.from(new Object[] { work.tenantId(), o.id(), o.status().id(), json(o.phase1()), json(o.phase2()),
                        o.conclusion() == null ? null : o.conclusion().id(), o.version(), Rows.time(o.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static String json(Object phase) {
        return phase == null ? null : StoredJson.write(phase);
    }

    private static OosInvestigation investigation(Row row) {
        String phase1 = row.getString("phase1");
        String phase2 = row.getString("phase2");
        return OosInvestigation.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), new OosInvestigation.Subject(row.getString("number"),
                        row.getString("inspection_lot_id"), row.getString("lot_id"), row.getString("result_id"),
                        row.getString("test_code"), row.getString("value"), row.getString("limits")),
                row.getLocalDate("due_on"), OosInvestigation.Status.of(row.getString("status")),
                phase1 == null ? null : StoredJson.read(phase1, OosInvestigation.Phase1.class),
                phase2 == null ? null : StoredJson.read(phase2, OosInvestigation.Phase2.class),
                OosInvestigation.Conclusion.of(row.getString("conclusion")));
    }
}
