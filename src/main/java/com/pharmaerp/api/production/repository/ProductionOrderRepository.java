package com.pharmaerp.api.production.repository;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.ChildRows;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.LineClearance;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.quality.BatchOrders;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Production orders, their consumptions with allocations, and their performers: each a table, so a
 * charge writes its own rows and the order's version, never the order's history.
 */
@ApplicationScoped
public class ProductionOrderRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, recipe_id, recipe, "
            + "product_material_id, planned_quantity, unit, status, output_lot_id, inspection_lot_id, actual_quantity, "
            + "yield_percent, deviation_id, created_by, review, certification, line_clearance, review_coverage FROM production_orders";
    private static final String CONSUMPTIONS = "SELECT c.id, c.order_id, c.material_id, c.quantity, c.unit, "
            + "c.fefo_override_reason, c.performed_by, c.verification, c.version, c.created_at, c.updated_at, "
            + "coalesce((SELECT json_agg(json_build_array(a.lot_id, a.location_id, a.quantity::text, a.movement_id) "
            + "ORDER BY a.position) FROM production_allocations a WHERE a.tenant_id = c.tenant_id "
            + "AND a.consumption_id = c.id), '[]')::text AS allocations FROM production_consumptions c";
    /** Each allocation as [lotId, locationId, quantity, movementId]. */
    private static final TypeReference<List<List<String>>> ALLOCATIONS = new TypeReference<>() {
    };

    /** An order's row, its consumptions and performers gathered before it is built. */
    private record Read(ProductionOrder.Stored order, List<Consumption> consumptions, List<String> performers) {

        Read(ProductionOrder.Stored order) {
            this(order, new ArrayList<>(), new ArrayList<>());
        }

        String id() {
            return order.id();
        }

        ProductionOrder built() {
            return ProductionOrder.rehydrate(order, consumptions, performers);
        }
    }

    /** The order with its consumptions and performers (its batch record), or null. */
    public Uni<ProductionOrder> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), row -> new Read(order(row)))
                .chain(found -> found == null ? Uni.createFrom().<ProductionOrder>nullItem()
                        : withHistory(work, List.of(found)).map(orders -> orders.get(0)));
    }

    /** The order alone, without its consumptions and performers: what a write needs; null when there is none. */
    public Uni<ProductionOrder> head(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                row -> ProductionOrder.rehydrate(order(row), List.of(), List.of()));
    }

    /**
     * The order with one of its consumptions, without the others, for a verification of it (with none
     * when the order has no such consumption); null when there is no order.
     */
    public Uni<ProductionOrder> withConsumption(UnitOfWork work, String id, String consumptionId) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), row -> new Read(order(row)))
                .chain(found -> found == null ? Uni.createFrom().<ProductionOrder>nullItem()
                        : consumption(work, id, consumptionId).map(charge -> {
                            if (charge != null) {
                                found.consumptions().add(charge);
                            }
                            return found.built();
                        }));
    }

    /** Newest first, narrowed by the query ({@code production_orders_newest}), each with its history. */
    public Uni<List<ProductionOrder>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), row -> new Read(order(row)))
                .chain(found -> withHistory(work, found));
    }

    /** The lots the order's charges took stock from, each once ({@code production_consumptions_order}). */
    public Uni<List<String>> inputLots(UnitOfWork work, String orderId) {
        return work.list("SELECT DISTINCT a.lot_id FROM production_consumptions c JOIN production_allocations a "
                + "ON a.tenant_id = c.tenant_id AND a.consumption_id = c.id WHERE c.tenant_id = $1 AND c.order_id = $2 "
                + "ORDER BY a.lot_id", Tuple.of(work.tenantId(), orderId), row -> row.getString("lot_id"));
    }

    /** Each of the ids that is an order of the tenant, by id, as a deviation's impact lists it (primary key). */
    public Uni<Map<String, BatchOrders.Order>> facts(UnitOfWork work, Collection<String> ids) {
        return work.list("SELECT id, number, status, output_lot_id FROM production_orders WHERE tenant_id = $1 "
                + "AND id = ANY($2)", Tuple.of(work.tenantId(), ids.toArray(String[]::new)),
                row -> new BatchOrders.Order(row.getString("id"), row.getString("number"), row.getString("status"),
                        row.getString("output_lot_id")))
                .map(found -> found.stream().collect(Collectors.toMap(BatchOrders.Order::id, order -> order)));
    }

    /** One consumption of the order, or null ({@code production_consumptions}' primary key). */
    public Uni<Consumption> consumption(UnitOfWork work, String orderId, String consumptionId) {
        return work.one(CONSUMPTIONS + " WHERE c.tenant_id = $1 AND c.id = $2 AND c.order_id = $3",
                Tuple.of(work.tenantId(), consumptionId, orderId), ProductionOrderRepository::consumption);
    }

    /** The ids of the order's charges no second person verified ({@code production_consumptions_unverified}). */
    public Uni<List<String>> unverified(UnitOfWork work, String orderId) {
        return work.list("SELECT id FROM production_consumptions WHERE tenant_id = $1 AND order_id = $2 "
                + "AND verification IS NULL ORDER BY created_at, id", Tuple.of(work.tenantId(), orderId), row -> row.getString("id"));
    }

    /** Whether a second person verified a charge of the material into the order ({@code production_consumptions_order}). */
    public Uni<Boolean> hasVerifiedCharge(UnitOfWork work, String orderId, String materialId) {
        return work.one("SELECT EXISTS (SELECT 1 FROM production_consumptions WHERE tenant_id = $1 AND order_id = $2 "
                + "AND material_id = $3 AND verification IS NOT NULL) AS charged", Tuple.of(work.tenantId(), orderId, materialId),
                row -> row.getBoolean("charged"));
    }

    /** Everyone who did a step of the order, in the order they first did one. */
    public Uni<List<String>> performers(UnitOfWork work, String orderId) {
        return work.list("SELECT user_id FROM production_performers WHERE tenant_id = $1 AND order_id = $2 "
                + "ORDER BY performed_at, user_id", Tuple.of(work.tenantId(), orderId), row -> row.getString("user_id"));
    }

    public Uni<Void> insert(UnitOfWork work, ProductionOrder o) {
        return work.update("INSERT INTO production_orders (tenant_id, id, number, recipe_id, recipe, product_material_id, "
                + "planned_quantity, unit, status, created_by, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                Tuple.from(new Object[] { work.tenantId(), o.id(), o.number(), o.recipeId(), StoredJson.write(o.recipe()),
                        o.productMaterialId(), o.plannedQuantity().value(), o.plannedQuantity().unit().symbol(),
                        o.status().id(), o.createdBy(), o.version(), Rows.time(o.createdAt()), Rows.time(o.updatedAt()) }))
                .replaceWithVoid();
    }

    /** Writes a moved order; @return false when the row is no longer at the version before this move */
    public Uni<Boolean> update(UnitOfWork work, ProductionOrder o) {
        LineClearance line = o.lineClearance();
        return work.update("UPDATE production_orders SET status = $3, output_lot_id = $4, inspection_lot_id = $5, "
                + "actual_quantity = $6, yield_percent = $7, deviation_id = $8, review = $9, certification = $10, "
                + "version = $11, updated_at = $12, line_clearance = $13, line_location_id = $14, "
                + "line_cleared_at = coalesce(line_cleared_at, $15), review_coverage = $16 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $11 - 1",
                Tuple.from(new Object[] { work.tenantId(), o.id(), o.status().id(), o.outputLotId(), o.inspectionLotId(),
                        o.actualQuantity() == null ? null : o.actualQuantity().value(), o.yieldPercent(), o.deviationId(),
                        Signature.stored(o.review()), Signature.stored(o.certification()), o.version(),
                        Rows.time(o.updatedAt()), line == null ? null : StoredJson.write(line),
                        line == null ? null : line.locationId(), line == null ? null : Rows.time(line.signature().signedAt()),
                        o.reviewCoverage() == null ? null : StoredJson.write(o.reviewCoverage()) }))
                .map(updated -> updated == 1);
    }

    /** The last order whose line was cleared on the location, other than this one; null for none ({@code production_orders_line}). */
    public Uni<BatchOrders.Order> lastClearedOn(UnitOfWork work, String locationId, String exceptId) {
        return work.one("SELECT id, number, status, output_lot_id FROM production_orders WHERE tenant_id = $1 "
                + "AND line_location_id = $2 AND id <> $3 ORDER BY line_cleared_at DESC LIMIT 1",
                Tuple.of(work.tenantId(), locationId, exceptId), row -> new BatchOrders.Order(row.getString("id"),
                        row.getString("number"), row.getString("status"), row.getString("output_lot_id")));
    }

    /**
     * Counts a charge on the order: in progress and one version on, whatever version it was at (charges
     * of one order queue on its row instead of refusing each other). The order's row is hot: it is taken
     * last, with COMMIT; an order that no longer takes charges aborts the unit in the database
     * ({@code erp_charge_order}, V35), as nothing of the service runs between this and COMMIT.
     */
    public void chargeOnClose(UnitOfWork work, String orderId) {
        work.closeWith("SELECT erp_charge_order($1, $2, $3, $4)",
                Tuple.of(work.tenantId(), orderId, Rows.time(work.now()), work.userId()));
    }

    /**
     * Counts a verified charge on the order: one version on while it is in progress, whatever version
     * it was at (a verification and the next charge do not refuse each other).
     *
     * @return the order's new version, or null when it is no longer in progress
     */
    public Uni<Integer> verifiedCharge(UnitOfWork work, ProductionOrder o) {
        return work.one("UPDATE production_orders SET version = version + 1, updated_at = $3 "
                + "WHERE tenant_id = $1 AND id = $2 AND status = 'in_progress' RETURNING version",
                Tuple.of(work.tenantId(), o.id(), Rows.time(o.updatedAt())), row -> row.getInteger("version"));
    }

    /**
     * A charge and its allocations, in one statement whatever their number: a closing write of the unit
     * (nothing in the operation reads it), sent with its COMMIT.
     */
    public void insertConsumptionOnClose(UnitOfWork work, String orderId, Consumption c) {
        int count = c.allocations().size();
        String[][] text = new String[3][count];
        BigDecimal[] quantities = new BigDecimal[count];
        for (int i = 0; i < count; i++) {
            Consumption.Allocation allocation = c.allocations().get(i);
            text[0][i] = allocation.lotId();
            text[1][i] = allocation.locationId();
            text[2][i] = allocation.movementId();
            quantities[i] = allocation.quantity().value();
        }
        work.closeWith("WITH consumption AS (INSERT INTO production_consumptions (tenant_id, id, order_id, material_id, "
                + "quantity, unit, fefo_override_reason, performed_by, version, created_at, updated_at) "
                + "VALUES ($1, $2, $7, $8, $9, $10, $11, $12, $13, $14, $15)) "
                + "INSERT INTO production_allocations (tenant_id, consumption_id, position, lot_id, location_id, quantity, "
                + "movement_id) SELECT $1, $2, a.position, a.lot_id, a.location_id, a.quantity, a.movement_id "
                + "FROM unnest($3::text[], $4::text[], $5::numeric[], $6::text[]) "
                + "WITH ORDINALITY AS a (lot_id, location_id, quantity, movement_id, position)",
                Tuple.from(new Object[] { work.tenantId(), c.id(), text[0], text[1], quantities, text[2], orderId,
                        c.materialId(), c.quantity().value(), c.quantity().unit().symbol(), c.fefoOverrideReason(), c.performedBy(),
                        c.version(), Rows.time(c.createdAt()), Rows.time(c.updatedAt()) }));
    }

    /** @return false when the charge was verified meanwhile (it is no longer at version 1) */
    public Uni<Boolean> verify(UnitOfWork work, Consumption verified) {
        return work.update("UPDATE production_consumptions SET verification = $3, version = $4, updated_at = $5 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $4 - 1", Tuple.of(work.tenantId(), verified.id(),
                        verified.verification().toJson(), verified.version(), Rows.time(verified.updatedAt())))
                .map(updated -> updated == 1);
    }

    /** Remembers that the user did a step of the order, once. */
    public Uni<Void> performed(UnitOfWork work, String orderId, String userId) {
        return work.update("INSERT INTO production_performers (tenant_id, order_id, user_id, performed_at) "
                + "VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING", Tuple.of(work.tenantId(), orderId, userId,
                        Rows.time(work.now()))).replaceWithVoid();
    }

    /** Every order's consumptions and performers in two queries; the orders in the order read. */
    private Uni<List<ProductionOrder>> withHistory(UnitOfWork work, List<Read> orders) {
        return ChildRows.attach(work, orders, Read::id, CONSUMPTIONS + " WHERE c.tenant_id = $1 AND c.order_id = ANY($2) "
                + "ORDER BY c.created_at, c.id", "order_id", (order, row) -> order.consumptions().add(consumption(row)))
                .chain(() -> ChildRows.attach(work, orders, Read::id, "SELECT order_id, user_id FROM production_performers "
                        + "WHERE tenant_id = $1 AND order_id = ANY($2) ORDER BY performed_at, user_id", "order_id",
                        (order, row) -> order.performers().add(row.getString("user_id"))))
                .map(done -> orders.stream().map(Read::built).toList());
    }

    private static ProductionOrder.Stored order(Row row) {
        Unit unit = Unit.ofSymbol(row.getString("unit")).orElseThrow();
        BigDecimal actual = row.getBigDecimal("actual_quantity");
        return new ProductionOrder.Stored(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"),
                StoredJson.read(row.getString("recipe"), RecipeSnapshot.class), row.getString("product_material_id"),
                new Quantity(row.getBigDecimal("planned_quantity"), unit), ProductionOrderStatus.of(row.getString("status")),
                row.getString("output_lot_id"), row.getString("inspection_lot_id"),
                actual == null ? null : new Quantity(actual, unit), row.getBigDecimal("yield_percent"),
                row.getString("deviation_id"), row.getString("created_by"), Signature.fromJson(row.getString("review")),
                Signature.fromJson(row.getString("certification")), row.getString("line_clearance") == null ? null
                        : StoredJson.read(row.getString("line_clearance"), LineClearance.class),
                row.getString("review_coverage") == null ? null
                        : StoredJson.read(row.getString("review_coverage"), ProductionOrder.ReviewCoverage.class));
    }

    private static Consumption consumption(Row row) {
        Unit unit = Unit.ofSymbol(row.getString("unit")).orElseThrow();
        List<Consumption.Allocation> allocations = new ArrayList<>();
        for (List<String> a : StoredJson.read(row.getString("allocations"), ALLOCATIONS)) {
            allocations.add(new Consumption.Allocation(a.get(0), a.get(1), Quantity.of(a.get(2), unit), a.get(3)));
        }
        return new Consumption(row.getString("id"), row.getString("material_id"), new Quantity(row.getBigDecimal("quantity"),
                unit), allocations, row.getString("fefo_override_reason"), row.getString("performed_by"),
                Signature.fromJson(row.getString("verification")), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"));
    }
}
