package com.pharmaerp.api.quality.repository;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.ProductQuality;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Quality's records as a product quality review reads them, set-based: results through {@code inspection_lots_lot} and
 * {@code inspection_results_lot}, investigations through {@code oos_investigations_lot}, deviations through
 * {@code deviation_references_record}.
 */
@ApplicationScoped
public class ProductQualityRepository {

    private static final String RESULTS = "SELECT r.id, r.inspection_lot_id, l.lot_id, l.specification_id, r.test_code, "
            + "r.value, r.outcome, r.valid, r.entered_at FROM inspection_lots l JOIN inspection_results r "
            + "ON r.tenant_id = l.tenant_id AND r.inspection_lot_id = l.id WHERE l.tenant_id = $1 AND l.lot_id = ANY($2) "
            + "ORDER BY l.lot_id, l.created_at, r.entered_at, r.id";
    private static final String TESTS = "SELECT s.id, s.revision, s.status, s.approval, t ->> 'code' AS code, t ->> 'name' AS name, "
            + "t ->> 'kind' AS kind, t ->> 'min' AS min, t ->> 'max' AS max, t ->> 'unit' AS unit FROM specifications s, "
            + "jsonb_array_elements(s.tests::jsonb) WITH ORDINALITY AS e (t, position) WHERE s.tenant_id = $1 "
            + "AND s.material_id = $2 ORDER BY s.revision, e.position";
    private static final String INVESTIGATIONS = "SELECT id, number, lot_id, test_code, status, conclusion, "
            + "phase1::jsonb ->> 'category' AS category FROM oos_investigations WHERE tenant_id = $1 AND lot_id = ANY($2) "
            + "ORDER BY number";
    private static final String DEVIATIONS = "SELECT id, number, status, occurred_on, classification, "
            + "investigation::jsonb ->> 'rootCauseCategory' AS root_cause_category, "
            + "coalesce(closure::jsonb ->> 'signedAt', cancellation::jsonb ->> 'signedAt')::timestamptz AS ended_at "
            + "FROM deviations WHERE tenant_id = $1 AND (id = ANY($3) OR id IN (SELECT deviation_id FROM deviation_references "
            + "WHERE tenant_id = $1 AND record_id = ANY($2))) ORDER BY number";

    public Uni<List<ProductQuality.Result>> results(UnitOfWork work, Collection<String> lotIds) {
        return work.list(RESULTS, Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)),
                row -> new ProductQuality.Result(row.getString("id"), row.getString("inspection_lot_id"), row.getString("lot_id"),
                        row.getString("specification_id"), row.getString("test_code"), row.getString("value"),
                        row.getString("outcome"), row.getBoolean("valid"), Rows.instant(row, "entered_at")));
    }

    public Uni<List<ProductQuality.SpecifiedTest>> specifiedTests(UnitOfWork work, String materialId) {
        return work.list(TESTS, Tuple.of(work.tenantId(), materialId),
                row -> new ProductQuality.SpecifiedTest(row.getString("id"), row.getInteger("revision"), row.getString("status"),
                        row.getString("code"), row.getString("name"), row.getString("kind"), row.getString("min"),
                        row.getString("max"), row.getString("unit"), Signature.fromJson(row.getString("approval"))));
    }

    public Uni<List<ProductQuality.Investigation>> investigations(UnitOfWork work, Collection<String> lotIds) {
        return work.list(INVESTIGATIONS, Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)),
                row -> new ProductQuality.Investigation(row.getString("id"), row.getString("number"), row.getString("lot_id"),
                        row.getString("test_code"), row.getString("status"), row.getString("conclusion"),
                        row.getString("category")));
    }

    public Uni<List<ProductQuality.Deviation>> deviations(UnitOfWork work, Collection<String> recordIds,
            Collection<String> deviationIds) {
        return work.list(DEVIATIONS, Tuple.of(work.tenantId(), recordIds.toArray(String[]::new),
                deviationIds.toArray(String[]::new)), row -> new ProductQuality.Deviation(row.getString("id"),
                        row.getString("number"), row.getString("status"), row.getLocalDate("occurred_on"),
                        row.getString("classification"), row.getString("root_cause_category"), Rows.instant(row, "ended_at")));
    }
}
