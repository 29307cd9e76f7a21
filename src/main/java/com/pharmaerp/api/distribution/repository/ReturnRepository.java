package com.pharmaerp.api.distribution.repository;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.distribution.domain.ReturnCondition;
import com.pharmaerp.api.distribution.domain.ReturnDecision;
import com.pharmaerp.api.distribution.domain.ReturnLine;
import com.pharmaerp.api.distribution.domain.ReturnReason;
import com.pharmaerp.api.distribution.domain.ReturnStatus;
import com.pharmaerp.api.distribution.domain.StorageEvidence;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.Returned;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Returns. The lines and the condition are values of the return (they change only with it, under its
 * version), kept as JSON.
 */
@ApplicationScoped
public class ReturnRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, shipment_id, customer_id, "
            + "shipped_on, reason, recall_id, complaint_id, status, lines, location_id, received_on, condition, received_by, "
            + "received_at, disposition, created_by FROM returns";
    private static final TypeReference<List<StoredLine>> LINES = new TypeReference<>() {
    };

    /** A line as its column keeps it: amounts as decimal strings in the base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredLine(int lineNo, String lotId, String materialId, String quantity, String unit, String receivedQuantity,
            String receiptMovementId, String decision, String toLocationId, String movementId) {

        static StoredLine of(ReturnLine line) {
            return new StoredLine(line.lineNo(), line.lotId(), line.materialId(), line.quantity().plainValue(),
                    line.quantity().unit().symbol(), line.receivedQuantity() == null ? null
                            : line.receivedQuantity().plainValue(), line.receiptMovementId(),
                    line.decision() == null ? null : line.decision().id(), line.toLocationId(), line.movementId());
        }

        ReturnLine line() {
            Unit base = Unit.ofSymbol(unit).orElseThrow();
            return new ReturnLine(lineNo, lotId, materialId, Quantity.of(quantity, base),
                    receivedQuantity == null ? null : Quantity.of(receivedQuantity, base), receiptMovementId,
                    decision == null ? null : ReturnDecision.of(decision), toLocationId, movementId);
        }
    }

    /** How the goods arrived, as its column keeps it. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredCondition(boolean packagingIntact, String storageEvidence, List<String> fileIds) {
    }

    /** The return, or null. */
    public Uni<Return> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), ReturnRepository::of);
    }

    /** The return locked until the unit ends, so its receipts and dispositions on any pod queue; null when there is none. */
    public Uni<Return> lock(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2 FOR UPDATE", Tuple.of(work.tenantId(), id),
                ReturnRepository::of);
    }

    /** Every return of the shipment ({@code returns_shipment}). */
    public Uni<List<Return>> ofShipment(UnitOfWork work, String shipmentId) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND shipment_id = $2", Tuple.of(work.tenantId(), shipmentId),
                ReturnRepository::of);
    }

    /** Every return naming one of the recalls ({@code returns_recall}). */
    public Uni<List<Return>> ofRecalls(UnitOfWork work, Collection<String> recallIds) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND recall_id = ANY($2)", Tuple.of(work.tenantId(),
                recallIds.toArray(String[]::new)), ReturnRepository::of);
    }

    /**
     * Each received line of the tenant's returns that names one of the lots, with its customer, in receiving
     * order. The lines live in their return's JSON, so this reads the tenant's received returns ({@code
     * returns_newest} by tenant): returns are few beside shipments, and a lot index would have to be kept in step
     * with every receipt.
     */
    public Uni<List<Returned>> returnedOf(UnitOfWork work, Collection<String> lotIds) {
        return work.list("SELECT r.id, r.number, r.customer_id, c.name, r.received_at, l.\"lotId\" AS lot_id, "
                + "l.\"materialId\" AS material_id, l.\"receivedQuantity\" AS quantity, l.unit FROM returns r "
                + "JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id "
                + "CROSS JOIN LATERAL jsonb_to_recordset(r.lines::jsonb) AS l(\"lotId\" text, \"materialId\" text, "
                + "\"receivedQuantity\" numeric, unit text) "
                + "WHERE r.tenant_id = $1 AND r.received_at IS NOT NULL AND l.\"receivedQuantity\" > 0 "
                + "AND l.\"lotId\" = ANY($2) ORDER BY r.received_at, r.number, l.\"lotId\"",
                Tuple.of(work.tenantId(), lotIds.toArray(String[]::new)),
                row -> new Returned(row.getString("id"), row.getString("number"), row.getString("customer_id"),
                        row.getString("name"), row.getString("lot_id"), row.getString("material_id"), Rows.quantity(row),
                        Rows.instant(row, "received_at")));
    }

    /** Newest first ({@code returns_newest}; {@code returns_shipment}, {@code _customer}, {@code _recall} by filter). */
    public Uni<List<Return>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), ReturnRepository::of);
    }

    public Uni<Void> insert(UnitOfWork work, Return r) {
        return work.update("INSERT INTO returns (tenant_id, id, number, shipment_id, customer_id, shipped_on, reason, "
                + "recall_id, complaint_id, status, lines, created_by, version, created_at, updated_at) VALUES ($1, $2, $3, "
                + "$4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)", Tuple.from(new Object[] { work.tenantId(), r.id(),
                        r.number(), r.shipmentId(), r.customerId(), r.shippedOn(), r.reason().id(), r.recallId(),
                        r.complaintId(), r.status().id(), lines(r), r.createdBy(), r.version(), Rows.time(r.createdAt()),
                        Rows.time(r.updatedAt()) })).replaceWithVoid();
    }

    /** A received or dispositioned return; @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Return r) {
        return work.update("UPDATE returns SET status = $3, lines = $4, location_id = $5, received_on = $6, condition = $7, "
                + "received_by = $8, received_at = $9, disposition = $10, version = $11, updated_at = $12 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $11 - 1", Tuple.from(new Object[] { work.tenantId(), r.id(),
                        r.status().id(), lines(r), r.locationId(), r.receivedOn(), condition(r.condition()), r.receivedBy(),
                        Rows.time(r.receivedAt()), Signature.stored(r.disposition()), r.version(),
                        Rows.time(r.updatedAt()) })).map(updated -> updated == 1);
    }

    private static String lines(Return r) {
        return StoredJson.write(r.lines().stream().map(StoredLine::of).toList());
    }

    private static String condition(ReturnCondition condition) {
        return condition == null ? null : StoredJson.write(new StoredCondition(condition.packagingIntact(),
                condition.storageEvidence().id(), condition.fileIds()));
    }

    private static Return of(Row row) {
        String storedCondition = row.getString("condition");
        ReturnCondition condition = null;
        if (storedCondition != null) {
            StoredCondition stored = StoredJson.read(storedCondition, StoredCondition.class);
            condition = new ReturnCondition(stored.packagingIntact(), StorageEvidence.of(stored.storageEvidence()),
                    stored.fileIds());
        }
        return Return.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), row.getString("shipment_id"),
                row.getString("customer_id"), row.getLocalDate("shipped_on"), ReturnReason.of(row.getString("reason")),
                row.getString("recall_id"), row.getString("complaint_id"), ReturnStatus.of(row.getString("status")),
                StoredJson.read(row.getString("lines"), LINES).stream().map(StoredLine::line).toList(),
                row.getString("location_id"), row.getLocalDate("received_on"), condition, row.getString("received_by"),
                Rows.instant(row, "received_at"), Signature.fromJson(row.getString("disposition")),
                row.getString("created_by"));
    }
}
