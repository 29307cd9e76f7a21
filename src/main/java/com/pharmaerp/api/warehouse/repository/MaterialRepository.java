package com.pharmaerp.api.warehouse.repository;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The materials table: every statement names the tenant; row-level security is the second wall. */
@ApplicationScoped
public class MaterialRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, code, name, type, base_unit, "
            + "shelf_life_days, retest_interval_days, storage_min_celsius, storage_max_celsius FROM materials";

    /** The material, or null. */
    public Uni<Material> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), MaterialRepository::material);
    }

    /** Those of the ids that are the tenant's materials. */
    public Uni<List<Material>> findAll(UnitOfWork work, Collection<String> ids) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id = ANY($2)",
                Tuple.of(work.tenantId(), ids.toArray(String[]::new)), MaterialRepository::material);
    }

    /** Newest first ({@code materials_newest}). */
    public Uni<List<Material>> page(UnitOfWork work, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId());
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), MaterialRepository::material);
    }

    /** @param exceptId the material being changed ("" on create) */
    public Uni<Boolean> codeTaken(UnitOfWork work, String code, String exceptId) {
        return work.one("SELECT 1 FROM materials WHERE tenant_id = $1 AND code = $2 AND id <> $3",
                Tuple.of(work.tenantId(), code, exceptId), row -> true).map(found -> found != null);
    }

    public Uni<Void> insert(UnitOfWork work, Material m) {
        return work.update("INSERT INTO materials (tenant_id, id, code, name, type, base_unit, shelf_life_days, "
                + "retest_interval_days, storage_min_celsius, storage_max_celsius, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                Tuple.from(new Object[] { work.tenantId(), m.id(), m.code(), m.name(), m.type(), m.baseUnit(),
                        m.shelfLifeDays(), m.retestIntervalDays(), m.storageMinCelsius(), m.storageMaxCelsius(), m.version(),
                        Rows.time(m.createdAt()), Rows.time(m.updatedAt()) })).replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change (someone changed it meanwhile) */
    public Uni<Boolean> update(UnitOfWork work, Material m) {
        return work.update("UPDATE materials SET code = $3, name = $4, type = $5, shelf_life_days = $6, "
                + "retest_interval_days = $7, storage_min_celsius = $8, storage_max_celsius = $9, version = $10, "
                + "updated_at = $11 WHERE tenant_id = $1 AND id = $2 AND version = $10 - 1",
                Tuple.from(new Object[] { work.tenantId(), m.id(), m.code(), m.name(), m.type(), m.shelfLifeDays(),
                        m.retestIntervalDays(), m.storageMinCelsius(), m.storageMaxCelsius(), m.version(),
                        Rows.time(m.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    private static Material material(Row row) {
        return Material.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), new MaterialData(row.getString("code"), row.getString("name"),
                        row.getString("type"), row.getString("base_unit"), row.getInteger("shelf_life_days"),
                        row.getInteger("retest_interval_days"), row.getBigDecimal("storage_min_celsius"),
                        row.getBigDecimal("storage_max_celsius")));
    }
}
