package com.pharmaerp.api.qms.repository;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.ChildRows;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.domain.Recall.AffectedLot;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.warehouse.Delivered;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Recalls, with what each found when it opened: {@code recall_lots} and {@code recall_shipments},
 * written once with the recall (one statement each, however many) and never changed.
 */
@ApplicationScoped
public class RecallRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, lot_id, classification, reason, "
            + "status, initiation, closing, closing_reason, source_complaint_id FROM recalls";
    private static final String LOTS = "SELECT recall_id, lot_id, number, material_id, depth, status, quantity_in_stock "
            + "AS quantity, unit, held_by_recall FROM recall_lots WHERE tenant_id = $1 AND recall_id = ANY($2) "
            + "ORDER BY recall_id, depth, number";
    private static final String SHIPMENTS = "SELECT recall_id, shipment_id, number, customer_id, customer_name, country, "
            + "lot_id, material_id, quantity, unit, shipped_at FROM recall_shipments WHERE tenant_id = $1 "
            + "AND recall_id = ANY($2) ORDER BY recall_id, position";

    /** The recall with what it found, or null. */
    public Uni<Recall> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), row -> row)
                .chain(row -> row == null ? Uni.createFrom().nullItem()
                        : withFindings(work, List.of(row)).map(found -> found.get(0)));
    }

    /** Whether the tenant has the recall, open or closed. */
    public Uni<Boolean> exists(UnitOfWork work, String id) {
        return work.one("SELECT EXISTS (SELECT 1 FROM recalls WHERE tenant_id = $1 AND id = $2) AS found",
                Tuple.of(work.tenantId(), id), row -> row.getBoolean("found"));
    }

    /** Newest first ({@code recalls_newest}), each with what it found. */
    public Uni<List<Recall>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), row -> row)
                .chain(rows -> withFindings(work, rows));
    }

    /** The recalls of the rows, each with what it found, read in one statement per table for all. */
    private static Uni<List<Recall>> withFindings(UnitOfWork work, List<Row> rows) {
        Map<String, List<AffectedLot>> lots = new HashMap<>();
        Map<String, List<Delivered>> shipments = new HashMap<>();
        rows.forEach(row -> {
            lots.put(row.getString("id"), new ArrayList<>());
            shipments.put(row.getString("id"), new ArrayList<>());
        });
        return ChildRows.attach(work, rows, RecallRepository::idOf, LOTS, "recall_id", (row, child) -> lots.get(idOf(row))
                .add(new AffectedLot(child.getString("lot_id"), child.getString("number"), child.getString("material_id"),
                        child.getInteger("depth"), child.getString("status"), Rows.quantity(child),
                        child.getBoolean("held_by_recall"))))
                .chain(() -> ChildRows.attach(work, rows, RecallRepository::idOf, SHIPMENTS, "recall_id",
                        (row, child) -> shipments.get(idOf(row)).add(new Delivered(child.getString("shipment_id"),
                                child.getString("number"), child.getString("customer_id"), child.getString("customer_name"),
                                child.getString("country"), child.getString("lot_id"), child.getString("material_id"),
                                Rows.quantity(child), Rows.instant(child, "shipped_at")))))
                .map(attached -> rows.stream().map(row -> recall(row, lots.get(idOf(row)), shipments.get(idOf(row))))
                        .toList());
    }

    private static String idOf(Row row) {
        return row.getString("id");
    }

    /** Whether the recall lists the shipment among those it found (by the primary key's recall prefix). */
    public Uni<Boolean> includesShipment(UnitOfWork work, String recallId, String shipmentId) {
        return work.one("SELECT EXISTS (SELECT 1 FROM recall_shipments WHERE tenant_id = $1 AND recall_id = $2 "
                + "AND shipment_id = $3) AS listed", Tuple.of(work.tenantId(), recallId, shipmentId),
                row -> row.getBoolean("listed"));
    }

    /** A new recall, then what it found: three statements however many lots and shipments. */
    public Uni<Void> insert(UnitOfWork work, Recall r) {
        return work.update("INSERT INTO recalls (tenant_id, id, number, lot_id, classification, reason, status, initiation, "
                + "closing, version, created_at, updated_at, source_complaint_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
                + "$10, $11, $12, $13)",
                Tuple.from(new Object[] { work.tenantId(), r.id(), r.number(), r.lotId(), r.classification().id(), r.reason(),
                        r.status().id(), Signature.stored(r.initiation()), Signature.stored(r.closing()), r.version(),
                        Rows.time(r.createdAt()), Rows.time(r.updatedAt()), r.sourceComplaintId() }))
                .chain(() -> insertLots(work, r)).chain(() -> insertShipments(work, r)).replaceWithVoid();
    }

    private static Uni<Integer> insertLots(UnitOfWork work, Recall r) {
        List<AffectedLot> lots = r.affectedLots();
        return work.update("INSERT INTO recall_lots (tenant_id, recall_id, lot_id, number, material_id, depth, status, "
                + "quantity_in_stock, unit, held_by_recall) SELECT $1, $2, l.* FROM unnest($3::text[], $4::text[], "
                + "$5::text[], $6::integer[], $7::text[], $8::numeric[], $9::text[], $10::boolean[]) AS l",
                Tuple.from(new Object[] { work.tenantId(), r.id(), lots.stream().map(AffectedLot::lotId).toArray(String[]::new),
                        lots.stream().map(AffectedLot::number).toArray(String[]::new),
                        lots.stream().map(AffectedLot::materialId).toArray(String[]::new),
                        lots.stream().map(AffectedLot::depth).toArray(Integer[]::new),
                        lots.stream().map(AffectedLot::status).toArray(String[]::new),
                        lots.stream().map(l -> l.quantityInStock().value()).toArray(BigDecimal[]::new),
                        lots.stream().map(l -> l.quantityInStock().unit().symbol()).toArray(String[]::new),
                        lots.stream().map(AffectedLot::heldByRecall).toArray(Boolean[]::new) }));
    }

    private static Uni<Integer> insertShipments(UnitOfWork work, Recall r) {
        List<Delivered> shipped = r.affectedShipments();
        if (shipped.isEmpty()) {
            return Uni.createFrom().item(0);
        }
        return work.update("INSERT INTO recall_shipments (tenant_id, recall_id, position, shipment_id, number, customer_id, "
                + "customer_name, country, lot_id, material_id, quantity, unit, shipped_at) SELECT $1, $2, s.* FROM "
                + "unnest($3::integer[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], "
                + "$10::text[], $11::numeric[], $12::text[], $13::timestamptz[]) AS s",
                Tuple.from(new Object[] { work.tenantId(), r.id(), Rows.positions(shipped.size()),
                        shipped.stream().map(Delivered::shipmentId).toArray(String[]::new),
                        shipped.stream().map(Delivered::number).toArray(String[]::new),
                        shipped.stream().map(Delivered::customerId).toArray(String[]::new),
                        shipped.stream().map(Delivered::customerName).toArray(String[]::new),
                        shipped.stream().map(Delivered::country).toArray(String[]::new),
                        shipped.stream().map(Delivered::lotId).toArray(String[]::new),
                        shipped.stream().map(Delivered::materialId).toArray(String[]::new),
                        shipped.stream().map(s -> s.quantity().value()).toArray(BigDecimal[]::new),
                        shipped.stream().map(s -> s.quantity().unit().symbol()).toArray(String[]::new),
                        shipped.stream().map(s -> Rows.time(s.shippedAt())).toArray(OffsetDateTime[]::new) }));
    }

    /** A closed recall; @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Recall r) {
        return work.update("UPDATE recalls SET status = $3, closing = $4, version = $5, updated_at = $6, closing_reason = $7 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $5 - 1", Tuple.from(new Object[] { work.tenantId(), r.id(),
                        r.status().id(), Signature.stored(r.closing()), r.version(), Rows.time(r.updatedAt()),
                        r.closingReason() }))
                .map(updated -> updated == 1);
    }

    private static Recall recall(Row row, List<AffectedLot> lots, List<Delivered> shipments) {
        return Recall.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), row.getString("lot_id"),
                RecallClassification.of(row.getString("classification")), row.getString("reason"),
                Recall.Status.of(row.getString("status")), Signature.fromJson(row.getString("initiation")),
                Signature.fromJson(row.getString("closing")), row.getString("closing_reason"), lots, shipments,
                row.getString("source_complaint_id"));
    }
}
