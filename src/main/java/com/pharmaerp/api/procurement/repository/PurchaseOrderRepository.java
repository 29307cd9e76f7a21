package com.pharmaerp.api.procurement.repository;

import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;
import com.pharmaerp.api.procurement.domain.PurchaseOrderStatus;
import com.pharmaerp.api.procurement.domain.SupplierStanding;
import com.pharmaerp.api.procurement.domain.SupplierStatus;

import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * Purchase orders. An order's lines are one value of the order (they change only with it, under
 * its version), kept as JSON; nothing filters on them.
 */
@ApplicationScoped
public class PurchaseOrderRepository {

    private static final String COLUMNS = "id, version, created_at, updated_at, number, supplier_id, status, lines, "
            + "created_by, approval, closing_reason";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM purchase_orders";
    private static final TypeReference<List<StoredLine>> LINES = new TypeReference<>() {
    };

    /** A line as its column keeps it: amounts as decimal strings in the base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredLine(int lineNo, String materialId, String quantity, String receivedQuantity, String unit,
            LocalDate dueDate) {

        static StoredLine of(OrderLine line) {
            return new StoredLine(line.lineNo(), line.materialId(), line.quantity().plainValue(),
                    line.receivedQuantity().to(line.quantity().unit()).plainValue(), line.quantity().unit().symbol(),
                    line.dueDate());
        }

        OrderLine line() {
            Unit base = Unit.ofSymbol(unit).orElseThrow();
            return new OrderLine(lineNo, materialId, Quantity.of(quantity, base), Quantity.of(receivedQuantity, base), dueDate);
        }
    }

    /** The order, or null. */
    public Uni<PurchaseOrder> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                PurchaseOrderRepository::order);
    }

    /** An order with its supplier's standing, read together for a delivery against it. */
    public record Receivable(PurchaseOrder order, SupplierStanding supplier) {
    }

    /** The order with its supplier's standing in one statement (the supplier by its primary key), or null. */
    public Uni<Receivable> findReceivable(UnitOfWork work, String id) {
        return work.one("SELECT " + COLUMNS + ", supplier_code, supplier_status, supplier_material_ids FROM purchase_orders "
                + "JOIN LATERAL (SELECT s.code AS supplier_code, s.status AS supplier_status, s.approved_material_ids AS "
                + "supplier_material_ids FROM suppliers s WHERE s.tenant_id = purchase_orders.tenant_id "
                + "AND s.id = purchase_orders.supplier_id) supplier ON true WHERE tenant_id = $1 AND id = $2",
                Tuple.of(work.tenantId(), id), row -> new Receivable(order(row), new SupplierStanding(
                        row.getString("supplier_code"), SupplierStatus.of(row.getString("supplier_status")),
                        SupplierRepository.materialIds(row.getString("supplier_material_ids")))));
    }

    /**
     * The order locked until the unit ends: receipts against it queue, so no pod receives more than
     * was ordered. A hot row: lock it as late in the operation as the checks allow.
     */
    public Uni<PurchaseOrder> lock(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2 FOR UPDATE", Tuple.of(work.tenantId(), id),
                PurchaseOrderRepository::order);
    }

    /** Newest first, narrowed by the query ({@code purchase_orders_newest}, {@code purchase_orders_supplier}). */
    public Uni<List<PurchaseOrder>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), PurchaseOrderRepository::order);
    }

    public Uni<Void> insert(UnitOfWork work, PurchaseOrder o) {
        return work.update("INSERT INTO purchase_orders (tenant_id, id, number, supplier_id, status, lines, created_by, "
                + "approval, closing_reason, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
                Tuple.from(new Object[] { work.tenantId(), o.id(), o.number(), o.supplierId(), o.status().id(), lines(o),
                        o.createdBy(), Signature.stored(o.approval()), o.closingReason(), o.version(), Rows.time(o.createdAt()),
                        Rows.time(o.updatedAt()) })).replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, PurchaseOrder o) {
        return work.update("UPDATE purchase_orders SET supplier_id = $3, status = $4, lines = $5, approval = $6, "
                + "closing_reason = $7, version = $8, updated_at = $9 WHERE tenant_id = $1 AND id = $2 AND version = $8 - 1",
                Tuple.from(new Object[] { work.tenantId(), o.id(), o.supplierId(), o.status().id(), lines(o),
                        Signature.stored(o.approval()), o.closingReason(), o.version(), Rows.time(o.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static String lines(PurchaseOrder order) {
        return StoredJson.write(order.lines().stream().map(StoredLine::of).toList());
    }

    private static PurchaseOrder order(Row row) {
        return PurchaseOrder.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), row.getString("supplier_id"),
                PurchaseOrderStatus.of(row.getString("status")).orElseThrow(),
                StoredJson.read(row.getString("lines"), LINES).stream().map(StoredLine::line).toList(),
                row.getString("created_by"), Signature.fromJson(row.getString("approval")), row.getString("closing_reason"));
    }
}
