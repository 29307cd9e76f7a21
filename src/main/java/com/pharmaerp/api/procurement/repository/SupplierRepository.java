package com.pharmaerp.api.procurement.repository;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.domain.SupplierStatus;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The suppliers table: every statement names the tenant; row-level security is the second wall. */
@ApplicationScoped
public class SupplierRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, code, name, status, "
            + "approved_material_ids, approval, suspension FROM suppliers";

    /** The supplier, or null. */
    public Uni<Supplier> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), SupplierRepository::supplier);
    }

    /** Newest first ({@code suppliers_newest}). */
    public Uni<List<Supplier>> page(UnitOfWork work, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId());
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), SupplierRepository::supplier);
    }

    /** @param exceptId the supplier being changed ("" on create) */
    public Uni<Boolean> codeTaken(UnitOfWork work, String code, String exceptId) {
        return work.one("SELECT 1 FROM suppliers WHERE tenant_id = $1 AND code = $2 AND id <> $3",
                Tuple.of(work.tenantId(), code, exceptId), row -> true).map(found -> found != null);
    }

    public Uni<Void> insert(UnitOfWork work, Supplier s) {
        return work.update("INSERT INTO suppliers (tenant_id, id, code, name, status, approved_material_ids, approval, "
                + "suspension, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                Tuple.from(new Object[] { work.tenantId(), s.id(), s.code(), s.name(), s.status().id(),
                        storedMaterialIds(s.approvedMaterials()), Signature.stored(s.approval()),
                        Signature.stored(s.suspension()), s.version(), Rows.time(s.createdAt()), Rows.time(s.updatedAt()) }))
                .replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, Supplier s) {
        return work.update("UPDATE suppliers SET code = $3, name = $4, status = $5, approved_material_ids = $6, approval = $7, "
                + "suspension = $8, version = $9, updated_at = $10 WHERE tenant_id = $1 AND id = $2 AND version = $9 - 1",
                Tuple.from(new Object[] { work.tenantId(), s.id(), s.code(), s.name(), s.status().id(),
                        storedMaterialIds(s.approvedMaterials()), Signature.stored(s.approval()),
                        Signature.stored(s.suspension()), s.version(), Rows.time(s.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static Supplier supplier(Row row) {
        return Supplier.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("code"), row.getString("name"),
                SupplierStatus.of(row.getString("status")), materialIds(row.getString("approved_material_ids")),
                Signature.fromJson(row.getString("approval")), Signature.fromJson(row.getString("suspension")));
    }

    /** The approved materials as their column keeps them: sorted, comma-separated, empty for none. */
    private static String storedMaterialIds(List<String> materialIds) {
        return String.join(",", materialIds);
    }

    /** The approved materials of their column's form. */
    static List<String> materialIds(String stored) {
        return stored.isEmpty() ? List.of() : List.of(stored.split(","));
    }
}
