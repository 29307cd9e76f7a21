package com.pharmaerp.api.distribution.repository;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.domain.ShipmentLine;
import com.pharmaerp.api.distribution.domain.ShipmentStatus;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.work.ChildRows;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.Delivered;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Shipments. A draft's lines are one value of the shipment (replaced whole, under its version), kept
 * as JSON; what a shipment took is rows of {@code shipment_allocations}, written once when it ships
 * and looked up by lot for recalls.
 */
@ApplicationScoped
public class ShipmentRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, customer_id, status, lines, "
            + "created_by, shipped_at, shipped_on, shipped_by FROM shipments";
    private static final String ALLOCATIONS = "SELECT shipment_id, line_no, lot_id, location_id, material_id, quantity, unit, "
            + "movement_id FROM shipment_allocations WHERE tenant_id = $1 AND shipment_id = ANY($2) ORDER BY shipment_id, position";
    private static final TypeReference<List<StoredLine>> LINES = new TypeReference<>() {
    };

    /** A line as its column keeps it: the amount as a decimal string in the base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredLine(int lineNo, String materialId, String quantity, String unit, String lotId, String fefoOverrideReason) {

        static StoredLine of(ShipmentLine line) {
            return new StoredLine(line.lineNo(), line.materialId(), line.quantity().plainValue(),
                    line.quantity().unit().symbol(), line.lotId(), line.fefoOverrideReason());
        }

        ShipmentLine line() {
            return new ShipmentLine(lineNo, materialId, Quantity.of(quantity, Unit.ofSymbol(unit).orElseThrow()), lotId,
                    fefoOverrideReason);
        }
    }

    /** The shipment locked until the unit ends, so a ship and a cancel of it on any pod queue; null when there is none. */
    public Uni<Shipment> lock(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2 FOR UPDATE", Tuple.of(work.tenantId(), id),
                row -> shipment(row, List.of()));
    }

    /**
     * The shipment's allocation rows locked until the unit ends: returns of the shipment queue here on
     * any pod, so each reads what the others claimed before it claims.
     */
    public Uni<Void> lockAllocations(UnitOfWork work, String shipmentId) {
        return work.list("SELECT position FROM shipment_allocations WHERE tenant_id = $1 AND shipment_id = $2 "
                + "ORDER BY position FOR UPDATE", Tuple.of(work.tenantId(), shipmentId), row -> row).replaceWithVoid();
    }

    /** The shipment with its allocations, or null. */
    public Uni<Shipment> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), row -> row)
                .chain(row -> row == null ? Uni.createFrom().nullItem()
                        : withAllocations(work, List.of(row)).map(found -> found.get(0)));
    }

    /** Newest first ({@code shipments_newest}, {@code shipments_customer} by customer), with their allocations. */
    public Uni<List<Shipment>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), row -> row)
                .chain(rows -> withAllocations(work, rows));
    }

    /** The shipments of the rows, each with its allocations read in one statement for all. */
    private static Uni<List<Shipment>> withAllocations(UnitOfWork work, List<Row> rows) {
        Map<String, List<ShipmentAllocation>> taken = new HashMap<>();
        rows.forEach(row -> taken.put(row.getString("id"), new ArrayList<>()));
        return ChildRows.attach(work, rows, row -> row.getString("id"), ALLOCATIONS, "shipment_id",
                (row, child) -> taken.get(row.getString("id")).add(new ShipmentAllocation(child.getInteger("line_no"),
                        child.getString("lot_id"), child.getString("location_id"), child.getString("material_id"),
                        Rows.quantity(child), child.getString("movement_id"))))
                .map(attached -> rows.stream().map(row -> shipment(row, taken.get(row.getString("id")))).toList());
    }

    public Uni<Void> insert(UnitOfWork work, Shipment s) {
        return work.update("INSERT INTO shipments (tenant_id, id, number, customer_id, status, lines, created_by, version, "
                + "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                Tuple.from(new Object[] { work.tenantId(), s.id(), s.number(), s.customerId(), s.status().id(), lines(s),
                        s.createdBy(), s.version(), Rows.time(s.createdAt()), Rows.time(s.updatedAt()) })).replaceWithVoid();
    }

    /** A changed draft, or a cancelled one; @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Shipment s) {
        return work.update("UPDATE shipments SET customer_id = $3, status = $4, lines = $5, version = $6, updated_at = $7 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $6 - 1 AND status = 'draft'",
                Tuple.from(new Object[] { work.tenantId(), s.id(), s.customerId(), s.status().id(), lines(s), s.version(),
                        Rows.time(s.updatedAt()) })).map(updated -> updated == 1);
    }

    /**
     * The draft shipped, with its allocations, in one statement; only a draft at the version before
     * ships (a concurrent ship or cancel of it leaves no row to update, and nothing is inserted).
     *
     * @return false when the row is no longer that draft
     */
    public Uni<Boolean> shipped(UnitOfWork work, Shipment s) {
        List<ShipmentAllocation> taken = s.allocations();
        return work.one("WITH shipped AS (UPDATE shipments SET status = $3, shipped_at = $4, shipped_on = $15, shipped_by = $5, "
                + "version = $6, updated_at = $4 WHERE tenant_id = $1 AND id = $2 AND version = $6 - 1 AND status = 'draft' RETURNING id), "
                + "taken AS (INSERT INTO shipment_allocations (tenant_id, shipment_id, position, line_no, lot_id, location_id, "
                + "material_id, quantity, unit, movement_id) SELECT $1, shipped.id, a.position, a.line_no, a.lot_id, "
                + "a.location_id, a.material_id, a.quantity, a.unit, a.movement_id FROM shipped, unnest($7::integer[], "
                + "$8::integer[], $9::text[], $10::text[], $11::text[], $12::numeric[], $13::text[], $14::text[]) "
                + "AS a (position, line_no, lot_id, location_id, material_id, quantity, unit, movement_id)) "
                + "SELECT count(*) AS shipped FROM shipped",
                Tuple.from(new Object[] { work.tenantId(), s.id(), s.status().id(), Rows.time(s.shippedAt()), s.shippedBy(),
                        s.version(),
                        Rows.positions(taken.size()), taken.stream().map(ShipmentAllocation::lineNo).toArray(Integer[]::new),
                        taken.stream().map(ShipmentAllocation::lotId).toArray(String[]::new),
                        taken.stream().map(ShipmentAllocation::locationId).toArray(String[]::new),
                        taken.stream().map(ShipmentAllocation::materialId).toArray(String[]::new),
                        taken.stream().map(a -> a.quantity().value()).toArray(BigDecimal[]::new),
                        taken.stream().map(a -> a.quantity().unit().symbol()).toArray(String[]::new),
                        taken.stream().map(ShipmentAllocation::movementId).toArray(String[]::new), s.shippedOn() }),
                row -> row.getLong("shipped") == 1).map(Boolean.TRUE::equals);
    }

    /**
     * Every shipped allocation of the lots, with its shipment and customer, in shipping order
     * ({@code shipment_allocations_lot}): one statement however many lots.
     */
    public Uni<List<Delivered>> deliveredOf(UnitOfWork work, Collection<String> lotIds) {
        return work.list("SELECT s.id, s.number, s.customer_id, c.name, c.country, a.lot_id, a.material_id, a.quantity, "
                + "a.unit, s.shipped_at FROM shipment_allocations a JOIN shipments s ON s.tenant_id = a.tenant_id "
                + "AND s.id = a.shipment_id JOIN customers c ON c.tenant_id = s.tenant_id AND c.id = s.customer_id "
                + "WHERE a.tenant_id = $1 AND a.lot_id = ANY($2) ORDER BY s.shipped_at, s.number, a.position",
                Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)),
                row -> new Delivered(row.getString("id"), row.getString("number"), row.getString("customer_id"),
                        row.getString("name"), row.getString("country"), row.getString("lot_id"), row.getString("material_id"),
                        Rows.quantity(row), Rows.instant(row, "shipped_at")));
    }

    private static String lines(Shipment shipment) {
        return StoredJson.write(shipment.lines().stream().map(StoredLine::of).toList());
    }

    private static Shipment shipment(Row row, List<ShipmentAllocation> allocations) {
        return Shipment.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), row.getString("customer_id"),
                ShipmentStatus.of(row.getString("status")),
                StoredJson.read(row.getString("lines"), LINES).stream().map(StoredLine::line).toList(), allocations,
                row.getString("created_by"), Rows.instant(row, "shipped_at"), row.getLocalDate("shipped_on"),
                row.getString("shipped_by"));
    }
}
