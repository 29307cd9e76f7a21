package com.pharmaerp.api.warehouse.repository;

import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.StockAdjustment;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Stock adjustments: requested, then approved (with the movement that posted it) or rejected. */
@ApplicationScoped
public class StockAdjustmentRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, lot_id, material_id, "
            + "location_id, quantity, unit, reason_code, reason, status, requested_by, approval, movement_id "
            + "FROM stock_adjustments";

    /** The adjustment, or null. */
    public Uni<StockAdjustment> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                StockAdjustmentRepository::adjustment);
    }

    /** Newest first, narrowed by the query ({@code stock_adjustments_newest}, {@code stock_adjustments_lot} by lot). */
    public Uni<List<StockAdjustment>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), StockAdjustmentRepository::adjustment);
    }

    /**
     * A new request numbered in the same statement (the counter row is locked by the statement that needs it).
     *
     * @param a its number still null
     * @return the number it was given
     */
    public Uni<String> insertNumbered(UnitOfWork work, StockAdjustment a) {
        StockAdjustment.Request r = a.request();
        return work.one("WITH " + DocumentNumbers.nextNumber("$2") + ", adjustment AS (INSERT INTO stock_adjustments "
                + "(tenant_id, id, number, lot_id, material_id, location_id, quantity, unit, reason_code, reason, status, "
                + "requested_by, version, created_at, updated_at) SELECT $1, $3, number.value, $4, $5, $6, $7, $8, $9, $10, "
                + "$11, $12, $13, $14, $14 FROM number) SELECT value FROM number",
                Tuple.from(new Object[] { work.tenantId(), StockAdjustment.NUMBER_PREFIX, a.id(), r.lotId(), r.materialId(),
                        r.locationId(), r.quantity(), r.unit(), r.reasonCode().id(), r.reason(), a.status().id(),
                        r.requestedBy(), a.version(), Rows.time(a.createdAt()) }), row -> row.getString("value"));
    }

    /** Writes a decided adjustment; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, StockAdjustment a) {
        return work.update("UPDATE stock_adjustments SET status = $3, approval = $4, movement_id = $5, version = $6, "
                + "updated_at = $7 WHERE tenant_id = $1 AND id = $2 AND version = $6 - 1",
                Tuple.from(new Object[] { work.tenantId(), a.id(), a.status().id(), Signature.stored(a.approval()),
                        a.movementId(), a.version(), Rows.time(a.updatedAt()) })).map(updated -> updated == 1);
    }

    private static StockAdjustment adjustment(Row row) {
        return StockAdjustment.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), new StockAdjustment.Request(row.getString("lot_id"),
                        row.getString("material_id"), row.getString("location_id"), row.getBigDecimal("quantity"),
                        row.getString("unit"), StockAdjustment.ReasonCode.of(row.getString("reason_code")),
                        row.getString("reason"), row.getString("requested_by")),
                StockAdjustment.Status.valueOf(row.getString("status").toUpperCase(Locale.ROOT)),
                Signature.fromJson(row.getString("approval")), row.getString("movement_id"));
    }
}
