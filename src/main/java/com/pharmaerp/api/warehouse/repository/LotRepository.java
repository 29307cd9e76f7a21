package com.pharmaerp.api.warehouse.repository;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Lot;
import com.pharmaerp.api.warehouse.domain.LotData;
import com.pharmaerp.api.warehouse.domain.LotStatus;
import com.pharmaerp.api.warehouse.domain.StockMovement;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The lots table, with each lot's quantity on hand summed from its balances. */
@ApplicationScoped
public class LotRepository {

    /** The lot's columns and its quantity (the primary key of stock_balances leads with tenant and lot). */
    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, material_id, unit, origin, "
            + "source_id, supplier_lot_number, manufactured_on, expires_on, retest_on, status, held_from, hold, "
            + "release_from_hold, quality_decision, destruction, (SELECT coalesce(sum(b.quantity), 0) FROM stock_balances b "
            + "WHERE b.tenant_id = lots.tenant_id AND b.lot_id = lots.id) AS quantity FROM lots";
    // SELECT's columns by position, in its order: a row finds a column by name by scanning its columns, for every value.
    private static final int ID = 0, VERSION = 1, CREATED_AT = 2, UPDATED_AT = 3, NUMBER = 4, MATERIAL_ID = 5, UNIT = 6,
            ORIGIN = 7, SOURCE_ID = 8, SUPPLIER_LOT_NUMBER = 9, MANUFACTURED_ON = 10, EXPIRES_ON = 11, RETEST_ON = 12,
            STATUS = 13, HELD_FROM = 14, HOLD = 15, RELEASE_FROM_HOLD = 16, QUALITY_DECISION = 17, DESTRUCTION = 18,
            QUANTITY = 19;
    /** How deep a genealogy is followed: far beyond any real chain of intermediates, and a stop should data ever loop. */
    public static final int MAX_DEPTH = 100;

    /** One lot of a genealogy, at the smallest depth it is reached. */
    public record Relative(String lotId, String number, String materialId, int depth) {
    }

    /** The lot, or null. */
    public Uni<Lot> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), LotRepository::lot);
    }

    /** Those of the ids that are the tenant's lots. */
    public Uni<List<Lot>> findAll(UnitOfWork work, Collection<String> ids) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id = ANY($2)", Tuple.of(work.tenantId(), ids.toArray(String[]::new)),
                LotRepository::lot);
    }

    /** The lot locked until the unit ends, so concurrent moves of it queue (on every pod); null when there is none. */
    public Uni<Lot> lock(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2 FOR UPDATE", Tuple.of(work.tenantId(), id),
                LotRepository::lot);
    }

    /**
     * The lots locked until the unit ends, in id order (a recall's, after it took the recall gate
     * whole: no issue is under way, and nothing else locks many lots).
     */
    public Uni<List<Lot>> lockAll(UnitOfWork work, Collection<String> ids) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id = ANY($2) ORDER BY id FOR UPDATE",
                Tuple.of(work.tenantId(), ids.toArray(String[]::new)), LotRepository::lot);
    }

    /**
     * Writes lots a recall held, in one statement however many.
     *
     * @return false when any of them is no longer at the version before
     */
    public Uni<Boolean> updateHeld(UnitOfWork work, List<Lot> held) {
        if (held.isEmpty()) {
            return Uni.createFrom().item(true);
        }
        return work.update("UPDATE lots SET status = u.status, held_from = u.held_from, hold = u.hold, version = u.version, "
                + "updated_at = $2 FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::integer[]) "
                + "AS u (id, status, held_from, hold, version) WHERE lots.tenant_id = $1 AND lots.id = u.id "
                + "AND lots.version = u.version - 1", Tuple.from(new Object[] { work.tenantId(), Rows.time(work.now()),
                        held.stream().map(Lot::id).toArray(String[]::new),
                        held.stream().map(lot -> lot.status().id()).toArray(String[]::new),
                        held.stream().map(lot -> statusId(lot.heldFrom())).toArray(String[]::new),
                        held.stream().map(lot -> Signature.stored(lot.hold())).toArray(String[]::new),
                        held.stream().map(Lot::version).toArray(Integer[]::new) }))
                .map(updated -> updated == held.size());
    }

    /** The condition of a list narrowed to lots with stock on hand, or without ({@code stock_balances}' primary key). */
    public static String withStock(boolean hasStock) {
        return (hasStock ? "" : "NOT ") + "EXISTS (SELECT 1 FROM stock_balances b WHERE b.tenant_id = lots.tenant_id "
                + "AND b.lot_id = lots.id AND b.quantity > 0)";
    }

    /** Newest first, narrowed by the query ({@code lots_newest}, {@code lots_material} with a material). */
    public Uni<List<Lot>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), LotRepository::lot);
    }

    /**
     * A new lot (made by production) numbered in the same statement.
     *
     * @param lot its number still null
     * @return the number it was given
     */
    public Uni<String> insertNumbered(UnitOfWork work, Lot lot) {
        return work.one("WITH " + DocumentNumbers.nextFromSequence("$2") + ", " + numberedLot(3) + " SELECT value FROM number",
                Tuple.from(concat(new Object[] { work.tenantId(), Lot.NUMBER_PREFIX }, lotValues(lot))),
                row -> row.getString("value"));
    }

    /**
     * A new lot received into stock, in one statement: its number, the lot, the receipt movement that
     * brings it into its location and the balance that movement credits.
     *
     * @param lot its number still null
     * @return the number it was given
     */
    public Uni<String> insertReceived(UnitOfWork work, Lot lot, StockMovement receipt) {
        return work.one("WITH " + DocumentNumbers.nextFromSequence("$18") + ", " + numberedLot(19) + ", "
                + StockMovementRepository.CREDIT + ", movement AS (" + StockMovementRepository.INSERT
                + StockMovementRepository.VALUES + ") SELECT value FROM number",
                Tuple.from(concat(StockMovementRepository.values(work, receipt), new Object[] { Lot.NUMBER_PREFIX },
                        lotValues(lot))), row -> row.getString("value"));
    }

    /** The types of {@link #lotValues}, in order: a SELECT does not take them from the columns it inserts into. */
    private static final List<String> LOT_VALUE_TYPES = List.of("text", "text", "text", "text", "text", "text", "date",
            "date", "date", "text", "integer", "timestamptz", "timestamptz");

    /** A CTE {@code lot} inserting the lot numbered by the CTE {@code number}, its values bound from ${@code first} on. */
    private static String numberedLot(int first) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < LOT_VALUE_TYPES.size(); i++) {
            values.add("$" + (first + i) + "::" + LOT_VALUE_TYPES.get(i));
        }
        return "lot AS (INSERT INTO lots (tenant_id, id, number, material_id, unit, origin, source_id, supplier_lot_number, "
                + "manufactured_on, expires_on, retest_on, status, version, created_at, updated_at) SELECT $1, "
                + values.get(0) + ", number.value, " + String.join(", ", values.subList(1, values.size())) + " FROM number)";
    }

    private static Object[] lotValues(Lot lot) {
        return new Object[] { lot.id(), lot.materialId(), lot.unit(), lot.origin(), lot.sourceId(), lot.supplierLotNumber(),
                lot.manufacturedOn(), lot.expiresOn(), lot.retestOn(), lot.status().id(), lot.version(),
                Rows.time(lot.createdAt()), Rows.time(lot.updatedAt()) };
    }

    private static Object[] concat(Object[]... parts) {
        List<Object> all = new ArrayList<>();
        for (Object[] part : parts) {
            all.addAll(Arrays.asList(part));
        }
        return all.toArray();
    }

    /** Writes a moved lot; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, Lot lot) {
        return work.update("UPDATE lots SET retest_on = $3, status = $4, held_from = $5, hold = $6, release_from_hold = $7, "
                + "quality_decision = $8, version = $9, updated_at = $10, destruction = $11 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $9 - 1",
                Tuple.from(new Object[] { work.tenantId(), lot.id(), lot.retestOn(), lot.status().id(), statusId(lot.heldFrom()),
                        Signature.stored(lot.hold()), Signature.stored(lot.releaseFromHold()),
                        Signature.stored(lot.qualityDecision()), lot.version(), Rows.time(lot.updatedAt()),
                        Signature.stored(lot.destruction()) }))
                .map(updated -> updated == 1);
    }

    /**
     * A recall's question in one query: every lot consumed into this one, recursively (backward),
     * or made from it (forward), each at the smallest depth it is reached ({@code lot_links}' primary
     * key forward, {@code lot_links_produced} backward).
     */
    public Uni<List<Relative>> genealogy(UnitOfWork work, String lotId, boolean backward) {
        String from = backward ? "produced_lot_id" : "consumed_lot_id";
        String to = backward ? "consumed_lot_id" : "produced_lot_id";
        return work.list("WITH RECURSIVE tree (lot_id, depth) AS (SELECT " + to + ", 1 FROM lot_links "
                + "WHERE tenant_id = $1 AND " + from + " = $2 "
                + "UNION SELECT l." + to + ", t.depth + 1 FROM lot_links l JOIN tree t ON l.tenant_id = $1 "
                + "AND l." + from + " = t.lot_id WHERE t.depth < $3), "
                + "nearest AS (SELECT lot_id, min(depth) AS depth FROM tree GROUP BY lot_id) "
                // The planner overestimates a recursive CTE by far and would scan every lot of the tenant to join it:
                // the ids as an array make it read the lots by their primary key (bench/recall measured the difference).
                + "SELECT lots.id, lots.number, lots.material_id, nearest.depth FROM lots JOIN nearest "
                + "ON lots.id = nearest.lot_id WHERE lots.tenant_id = $1 AND lots.id = ANY(ARRAY(SELECT lot_id FROM nearest)) "
                + "ORDER BY nearest.depth, lots.number", Tuple.of(work.tenantId(), lotId, MAX_DEPTH),
                row -> new Relative(row.getString("id"), row.getString("number"), row.getString("material_id"),
                        row.getInteger("depth")));
    }

    /** The production orders that consumed any of the lots, each once ({@code lot_links}' primary key). */
    public Uni<List<String>> consumingOrders(UnitOfWork work, Collection<String> lotIds) {
        return work.list("SELECT DISTINCT order_id FROM lot_links WHERE tenant_id = $1 AND consumed_lot_id = ANY($2) "
                + "ORDER BY order_id", Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)), row -> row.getString(0));
    }

    /** The lots consumed directly into any of the lots, each once ({@code lot_links_produced}). */
    public Uni<List<String>> inputsOf(UnitOfWork work, Collection<String> lotIds) {
        return work.list("SELECT DISTINCT consumed_lot_id FROM lot_links WHERE tenant_id = $1 AND produced_lot_id = ANY($2) "
                + "ORDER BY consumed_lot_id", Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)),
                row -> row.getString(0));
    }

    /**
     * The other lots of the same material carrying the same supplier lot number as any of the lots, oldest
     * first ({@code lots_material} for the material, the number filtered there).
     */
    public Uni<List<String>> sameSupplierLot(UnitOfWork work, Collection<String> lotIds) {
        String[] ids = lotIds.toArray(String[]::new);
        return work.list("SELECT DISTINCT o.id, o.created_at FROM lots r JOIN lots o ON o.tenant_id = r.tenant_id "
                + "AND o.material_id = r.material_id AND o.supplier_lot_number = r.supplier_lot_number "
                + "WHERE r.tenant_id = $1 AND r.id = ANY($2) AND o.id <> ALL($2) ORDER BY o.created_at, o.id",
                Tuple.of(work.tenantId(), ids), row -> row.getString("id"));
    }

    /**
     * Links a lot consumed by a production order to the lot it makes, once: a closing write of the unit
     * (nothing in the operation reads it), sent with its COMMIT rather than while the issued lot's balance
     * is locked.
     */
    public void linkOnClose(UnitOfWork work, String consumedLotId, String producedLotId, String orderId) {
        work.closeWith("INSERT INTO lot_links (tenant_id, consumed_lot_id, produced_lot_id, order_id) "
                + "VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING", Tuple.of(work.tenantId(), consumedLotId, producedLotId,
                        orderId));
    }

    private static Lot lot(Row row) {
        return Lot.rehydrate(row.getString(ID), row.getInteger(VERSION), Rows.instant(row, CREATED_AT),
                Rows.instant(row, UPDATED_AT), new LotData(row.getString(NUMBER), row.getString(MATERIAL_ID),
                        row.getString(UNIT), row.getString(ORIGIN), row.getString(SOURCE_ID),
                        row.getString(SUPPLIER_LOT_NUMBER), row.getLocalDate(MANUFACTURED_ON), row.getLocalDate(EXPIRES_ON),
                        row.getLocalDate(RETEST_ON)),
                status(row.getString(STATUS)), status(row.getString(HELD_FROM)), Signature.fromJson(row.getString(HOLD)),
                Signature.fromJson(row.getString(RELEASE_FROM_HOLD)), Signature.fromJson(row.getString(QUALITY_DECISION)),
                Signature.fromJson(row.getString(DESTRUCTION)), row.getBigDecimal(QUANTITY));
    }

    private static LotStatus status(String id) {
        return id == null ? null : LotStatus.of(id).orElseThrow();
    }

    private static String statusId(LotStatus status) {
        return status == null ? null : status.id();
    }
}
