package com.pharmaerp.api.warehouse.repository;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Fefo;
import com.pharmaerp.api.warehouse.domain.LotStatus;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The balances of lots in locations. Debits and credits are single statements the database applies
 * atomically under the row's lock, so they hold across pods without any lock in the JVM.
 */
@ApplicationScoped
public class StockBalanceRepository {

    /** The usable balances of a material, locked in lock order; FEFO's order is the service's. */
    private static final String LOCK_USABLE = "SELECT b.lot_id, b.location_id, b.quantity, l.number, l.expires_on, l.created_at "
            + "FROM stock_balances b JOIN lots l ON l.tenant_id = b.tenant_id AND l.id = b.lot_id "
            + "JOIN locations s ON s.tenant_id = b.tenant_id AND s.id = b.location_id AND s.kind <> 'returns' "
            + "WHERE b.tenant_id = $1 AND b.material_id = $2 AND b.quantity > 0 AND l.status = 'released' "
            + "AND l.expires_on >= $3 AND l.retest_on >= $3 AND ($4::text IS NULL OR b.location_id = $4) "
            + "ORDER BY b.location_id, b.lot_id FOR UPDATE OF b";

    /** A balance as lists show it, with what its lot's status needs. */
    public record Balance(String materialId, String lotId, String locationId, BigDecimal quantity, String unit,
            String lotStatus, LocalDate expiresOn, Instant createdAt) {

        /** The lot's status as the business date shows it. */
        public LotStatus status(LocalDate today) {
            return LotStatus.asOf(LotStatus.of(lotStatus).orElseThrow(), expiresOn, today);
        }

        public Cursor cursor() {
            return new Cursor(createdAt, lotId + "," + locationId);
        }
    }

    /** @return whether the location held enough; when it did not, nothing changed */
    public Uni<Boolean> debit(UnitOfWork work, String lotId, String locationId, BigDecimal quantity, Instant now) {
        return work.update("UPDATE stock_balances SET quantity = quantity - $4, updated_at = $5 "
                + "WHERE tenant_id = $1 AND lot_id = $2 AND location_id = $3 AND quantity >= $4",
                Tuple.of(work.tenantId(), lotId, locationId, quantity, Rows.time(now))).map(updated -> updated == 1);
    }

    public Uni<Void> credit(UnitOfWork work, String lotId, String locationId, String materialId, BigDecimal quantity,
            Instant now) {
        return work.update("INSERT INTO stock_balances (tenant_id, lot_id, location_id, material_id, quantity, created_at, "
                + "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (tenant_id, lot_id, location_id) DO UPDATE "
                + "SET quantity = stock_balances.quantity + EXCLUDED.quantity, updated_at = EXCLUDED.updated_at",
                Tuple.of(work.tenantId(), lotId, locationId, materialId, quantity, Rows.time(now))).replaceWithVoid();
    }

    /**
     * Non-zero balances, newest first, each with its lot's unit and status; one more than the limit,
     * to tell whether another page exists ({@code stock_balances_newest}, {@code _material}, {@code _location}).
     *
     * @param after the cursor of the previous page's last balance, or null for the first
     * @throws ProblemException 400 invalid_cursor for a cursor that is not a balance's
     */
    public Uni<List<Balance>> page(UnitOfWork work, String materialId, String lotId, String locationId, Cursor after,
            int limit) {
        List<Object> arguments = new ArrayList<>(List.of(work.tenantId()));
        StringBuilder sql = new StringBuilder("SELECT b.material_id, b.lot_id, b.location_id, b.quantity, b.created_at, "
                + "l.unit, l.status, l.expires_on FROM stock_balances b JOIN lots l ON l.tenant_id = b.tenant_id "
                + "AND l.id = b.lot_id WHERE b.tenant_id = $1 AND b.quantity > 0");
        condition(sql, arguments, "b.material_id", materialId);
        condition(sql, arguments, "b.lot_id", lotId);
        condition(sql, arguments, "b.location_id", locationId);
        if (after != null) {
            String[] ids = after.id().split(",", -1);
            if (ids.length != 2 || ids[0].isEmpty() || ids[1].isEmpty()) {
                throw Cursor.invalid();
            }
            arguments.addAll(List.of(Rows.time(after.createdAt()), ids[0], ids[1]));
            int n = arguments.size();
            sql.append(" AND (b.created_at, b.lot_id, b.location_id) < ($").append(n - 2).append(", $").append(n - 1)
                    .append(", $").append(n).append(')');
        }
        arguments.add(limit + 1);
        sql.append(" ORDER BY b.created_at DESC, b.lot_id DESC, b.location_id DESC LIMIT $").append(arguments.size());
        // By position, in the SELECT's order: a row finds a column by name by scanning its columns, for every value.
        return work.list(sql.toString(), Tuple.from(arguments), row -> new Balance(row.getString(0), row.getString(1),
                row.getString(2), row.getBigDecimal(3), row.getString(5), row.getString(6), row.getLocalDate(7),
                Rows.instant(row, 4)));
    }

    private static void condition(StringBuilder sql, List<Object> arguments, String column, String value) {
        if (value != null) {
            arguments.add(value);
            sql.append(" AND ").append(column).append(" = $").append(arguments.size());
        }
    }

    /** A lot's stock in one location. */
    public record Held(String lotId, String locationId, String materialId, BigDecimal quantity, String unit) {
    }

    /**
     * Every location holding stock of the lot, its balances locked in location order (the order every
     * movement locks balances in), so what is read is what the destruction takes out.
     */
    public Uni<List<Held>> lockOfLot(UnitOfWork work, String lotId) {
        return work.list("SELECT b.lot_id, b.location_id, b.material_id, b.quantity, l.unit FROM stock_balances b "
                + "JOIN lots l ON l.tenant_id = b.tenant_id AND l.id = b.lot_id WHERE b.tenant_id = $1 AND b.lot_id = $2 "
                + "AND b.quantity > 0 ORDER BY b.location_id FOR UPDATE OF b", Tuple.of(work.tenantId(), lotId),
                StockBalanceRepository::held);
    }

    /**
     * The book of a location: every lot with stock in it, by lot number ({@code stock_balances_location}).
     * Read by a statement of its own after the count took the location, so its snapshot includes every
     * movement that committed before (READ COMMITTED takes one per statement).
     */
    public Uni<List<Held>> inLocation(UnitOfWork work, String locationId) {
        return work.list("SELECT b.lot_id, b.location_id, b.material_id, b.quantity, l.unit FROM stock_balances b "
                + "JOIN lots l ON l.tenant_id = b.tenant_id AND l.id = b.lot_id WHERE b.tenant_id = $1 AND b.location_id = $2 "
                + "AND b.quantity > 0 ORDER BY l.number", Tuple.of(work.tenantId(), locationId), StockBalanceRepository::held);
    }

    private static Held held(Row row) {
        return new Held(row.getString("lot_id"), row.getString("location_id"), row.getString("material_id"),
                row.getBigDecimal("quantity"), row.getString("unit"));
    }

    /**
     * The usable stock of a material (at the location, if named): released, unexpired and not due for
     * retest on the business date, outside returns locations (returned goods wait there for their
     * disposition), its balances locked in (location, lot) order, the order every
     * movement locks balances in, so concurrent issues queue instead of overdrawing and cannot
     * deadlock with transfers ({@code stock_balances_material}). Returned in FEFO's order.
     *
     * @param locationId null for every location
     */
    public Uni<List<Fefo.Candidate>> lockUsable(UnitOfWork work, String materialId, LocalDate today, String locationId) {
        return usable(work, LOCK_USABLE, materialId, today, locationId);
    }

    /**
     * The same read locking nothing, for an issue whose debits check again what it read when they take
     * their locks ({@code erp_debit_planned}, V36): a function planned once per connection
     * ({@code erp_usable_stock}, V37), where the statement was planned anew on every call.
     */
    public Uni<List<Fefo.Candidate>> readUsable(UnitOfWork work, String materialId, LocalDate today, String locationId) {
        return usable(work, "SELECT lot_id, location_id, quantity, number, expires_on, created_at "
                + "FROM erp_usable_stock($1, $2, $3, $4)", materialId, today, locationId);
    }

    private static Uni<List<Fefo.Candidate>> usable(UnitOfWork work, String sql, String materialId, LocalDate today,
            String locationId) {
        return work.list(sql, Tuple.of(work.tenantId(), materialId, today, locationId),
                row -> new Fefo.Candidate(row.getString("lot_id"), row.getString("location_id"),
                        row.getBigDecimal("quantity"), row.getString("number"), row.getLocalDate("expires_on"),
                        Rows.instant(row, "created_at")))
                .map(candidates -> candidates.stream().sorted(Fefo.Candidate.ORDER).toList());
    }
}
