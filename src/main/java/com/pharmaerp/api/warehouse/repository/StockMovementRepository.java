package com.pharmaerp.api.warehouse.repository;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.MovementData;
import com.pharmaerp.api.warehouse.domain.MovementType;
import com.pharmaerp.api.warehouse.domain.StockMovement;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The append-only stock ledger: inserted, never updated or deleted (the database refuses both). */
@ApplicationScoped
public class StockMovementRepository {

    /** Each movement with the reversal that undid it, if any (the unique index on reverses finds it). */
    private static final String SELECT = "SELECT id, version, created_at, updated_at, type, lot_id, material_id, "
            + "from_location_id, to_location_id, quantity, unit, reference, reverses, reason, posted_at, user_id, "
            + "(SELECT r.id FROM stock_movements r WHERE r.tenant_id = stock_movements.tenant_id "
            + "AND r.reverses = stock_movements.id) AS reversed_by FROM stock_movements";

    /** The movement, or null. */
    public Uni<StockMovement> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                StockMovementRepository::movement);
    }

    /**
     * The ids of the movements of the lots that name the reference (a production order's issues and
     * output), oldest first: read through the lots ({@code stock_movements_lot}), as no index leads
     * with the reference.
     */
    public Uni<List<String>> idsReferencing(UnitOfWork work, String reference, Collection<String> lotIds) {
        return work.list("SELECT id FROM stock_movements WHERE tenant_id = $1 AND lot_id = ANY($2) AND reference = $3 "
                + "ORDER BY created_at, id", Tuple.of(work.tenantId(), lotIds.toArray(String[]::new), reference),
                row -> row.getString("id"));
    }

    /** Newest first, narrowed by the query ({@code stock_movements_newest}, {@code stock_movements_lot} by lot). */
    public Uni<List<StockMovement>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), StockMovementRepository::movement);
    }

    static final String INSERT = "INSERT INTO stock_movements (tenant_id, id, type, lot_id, material_id, "
            + "from_location_id, to_location_id, quantity, unit, reference, reverses, reason, posted_at, user_id, version, "
            + "created_at, updated_at) ";
    static final String VALUES = "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)";

    /** A movement whose balances were posted by statements of their own (a transfer: two rows, locked in order). */
    public Uni<Void> insert(UnitOfWork work, StockMovement m) {
        return work.update(INSERT + VALUES, Tuple.from(values(work, m))).replaceWithVoid();
    }

    /** The CTE crediting the balance a movement into a location adds to, bound as {@link #values} binds the movement. */
    static final String CREDIT = "credit AS (INSERT INTO stock_balances (tenant_id, lot_id, location_id, material_id, "
            + "quantity, created_at, updated_at) VALUES ($1, $4, $7, $5, $8, $13, $13) ON CONFLICT (tenant_id, lot_id, "
            + "location_id) DO UPDATE SET quantity = stock_balances.quantity + EXCLUDED.quantity, updated_at = EXCLUDED.updated_at)";

    /** A movement into a location (an output) with its credit, in one statement. */
    public Uni<Void> insertCrediting(UnitOfWork work, StockMovement m) {
        return work.update("WITH " + CREDIT + " " + INSERT + VALUES, Tuple.from(values(work, m))).replaceWithVoid();
    }

    /**
     * A movement out of a location (an issue) with its debit, in one statement: the debit takes the
     * balance's row lock and only what is there, and without it no movement is written.
     *
     * @return false when the location held less than the movement takes; then nothing changed
     */
    public Uni<Boolean> insertDebiting(UnitOfWork work, StockMovement m) {
        return work.update(DEBIT + " AND quantity >= $8 RETURNING 1) " + INSERT_FROM_DEBIT, Tuple.from(values(work, m)))
                .map(inserted -> inserted == 1);
    }

    /**
     * The same for a debit planned on an unlocked read, sent with the unit's COMMIT: nothing reads its answer.
     * {@code erp_debit_planned} (V36) takes the balance's row lock there and checks again what the plan read (the
     * quantity, the lot still usable on the business date); if either changed it aborts the unit (SQLSTATE
     * ERPRP), which then runs again.
     */
    public void insertDebitingPlannedOnClose(UnitOfWork work, StockMovement m) {
        Object[] values = Arrays.copyOf(values(work, m), 18);
        values[17] = work.today();
        work.closeWith("WITH debit AS (SELECT erp_debit_planned($1, $4, $6, $8, $13, $18)) " + INSERT_FROM_DEBIT,
                Tuple.from(values));
    }

    /** A debit's CTE up to its conditions, bound as {@link #values} binds the movement. */
    private static final String DEBIT = "WITH debit AS (UPDATE stock_balances SET quantity = quantity - $8, updated_at = $13 "
            + "WHERE tenant_id = $1 AND lot_id = $4 AND location_id = $6";
    /** The movement, written only when its debit was. */
    private static final String INSERT_FROM_DEBIT = INSERT + "SELECT $1, $2::text, $3::text, $4, $5::text, $6, $7::text, $8, "
            + "$9::text, $10::text, $11::text, $12::text, $13, $14::text, $15::integer, $16::timestamptz, $17::timestamptz FROM debit";

    /** A movement's values, $1 to $17. */
    static Object[] values(UnitOfWork work, StockMovement m) {
        return new Object[] { work.tenantId(), m.id(), m.type().id(), m.lotId(), m.materialId(), m.fromLocationId(),
                m.toLocationId(), m.amount().value(), m.amount().unit().symbol(), m.reference(), m.reverses(), m.reason(),
                Rows.time(m.postedAt()), m.userId(), m.version(), Rows.time(m.createdAt()), Rows.time(m.updatedAt()) };
    }

    private static StockMovement movement(Row row) {
        return StockMovement.rehydrate(row.getString("id"), new MovementData(
                MovementType.valueOf(row.getString("type").toUpperCase(Locale.ROOT)), row.getString("lot_id"),
                row.getString("material_id"), row.getString("from_location_id"), row.getString("to_location_id"),
                new Quantity(row.getBigDecimal("quantity"), Unit.ofSymbol(row.getString("unit")).orElseThrow()),
                row.getString("reference"), row.getString("reverses"), row.getString("reason"),
                Rows.instant(row, "posted_at"), row.getString("user_id")), row.getString("reversed_by"));
    }
}
