package com.pharmaerp.api.warehouse.repository;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.warehouse.domain.StockBalance;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.quarkus.hibernate.reactive.panache.PanacheRepositoryBase;
import io.smallrye.mutiny.Uni;

/**
 * The balances of lots in locations. Debits and credits are single statements the database applies
 * atomically under the row's lock, so they hold across pods without any lock in the JVM.
 */
@ApplicationScoped
public class StockBalanceRepository implements PanacheRepositoryBase<StockBalance, StockBalance.Key> {

    /** @return whether the location held enough; when it did not, nothing changed */
    public Uni<Boolean> debit(String tenantId, String lotId, String locationId, BigDecimal quantity, Instant now) {
        return Panache.getSession().chain(session -> session.createNativeQuery("UPDATE stock_balances "
                + "SET quantity = quantity - :quantity, updated_at = :now "
                + "WHERE tenant_id = :tenant AND lot_id = :lot AND location_id = :location AND quantity >= :quantity")
                .setParameter("quantity", quantity).setParameter("now", now).setParameter("tenant", tenantId)
                .setParameter("lot", lotId).setParameter("location", locationId).executeUpdate())
                .map(updated -> updated == 1);
    }

    public Uni<Void> credit(String tenantId, String lotId, String locationId, String materialId, BigDecimal quantity,
            Instant now) {
        return Panache.getSession().chain(session -> session.createNativeQuery("INSERT INTO stock_balances "
                + "(tenant_id, lot_id, location_id, material_id, quantity, created_at, updated_at) "
                + "VALUES (:tenant, :lot, :location, :material, :quantity, :now, :now) "
                + "ON CONFLICT (tenant_id, lot_id, location_id) DO UPDATE "
                + "SET quantity = stock_balances.quantity + EXCLUDED.quantity, updated_at = EXCLUDED.updated_at")
                .setParameter("tenant", tenantId).setParameter("lot", lotId).setParameter("location", locationId)
                .setParameter("material", materialId).setParameter("quantity", quantity).setParameter("now", now)
                .executeUpdate()).replaceWithVoid();
    }

    /**
     * Non-zero balances, newest first, each with its lot ({@code Object[]{StockBalance, Lot}}); one
     * more than the limit, to tell whether another page exists.
     *
     * @param filter conditions on {@code b}, the balance
     * @param after the last balance of the previous page, or null for the first
     */
    public Uni<List<Object[]>> page(QueryFilter filter, Position after, int limit) {
        StringBuilder query = new StringBuilder("select b, l from StockBalance b join Lot l on l.tenantId = b.tenantId "
                + "and l.id = b.lotId where b.tenantId = :tenant and b.quantity > 0").append(filter.conditions());
        if (after != null) {
            query.append(" and (b.createdAt < :at or (b.createdAt = :at and (b.lotId < :lot "
                    + "or (b.lotId = :lot and b.locationId < :location))))");
            filter.parameters().and("at", after.createdAt()).and("lot", after.lotId()).and("location", after.locationId());
        }
        query.append(" order by b.createdAt desc, b.lotId desc, b.locationId desc");
        return Panache.getSession().chain(session -> {
            var select = session.createSelectionQuery(query.toString(), Object[].class);
            filter.parameters().map().forEach(select::setParameter);
            return select.setMaxResults(limit + 1).getResultList();
        });
    }

    /** Where a newest-first list of balances continues: the balance's creation, lot and location. */
    public record Position(Instant createdAt, String lotId, String locationId) {

        public static Position of(StockBalance balance) {
            return new Position(balance.createdAt, balance.lotId, balance.locationId);
        }

        public Cursor cursor() {
            return new Cursor(createdAt, lotId + "," + locationId);
        }

        /** @throws ProblemException 400 invalid_cursor for a cursor that is not a balance's */
        public static Position of(Cursor cursor) {
            if (cursor == null) {
                return null;
            }
            String[] ids = cursor.id().split(",", -1);
            if (ids.length != 2 || ids[0].isEmpty() || ids[1].isEmpty()) {
                throw Cursor.invalid();
            }
            return new Position(cursor.createdAt(), ids[0], ids[1]);
        }
    }
}
