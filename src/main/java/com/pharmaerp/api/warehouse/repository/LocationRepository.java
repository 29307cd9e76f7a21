package com.pharmaerp.api.warehouse.repository;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.LocationData;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The locations table: every statement names the tenant; row-level security is the second wall. */
@ApplicationScoped
public class LocationRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, code, name, kind, storage_min_celsius, "
            + "storage_max_celsius, active FROM locations";

    /** The location, or null. */
    public Uni<Location> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), LocationRepository::location);
    }

    /** Those of the ids that are the tenant's locations. */
    public Uni<List<Location>> findAll(UnitOfWork work, Collection<String> ids) {
        return work.list(SELECT + " WHERE tenant_id = $1 AND id = ANY($2)",
                Tuple.of(work.tenantId(), ids.toArray(String[]::new)), LocationRepository::location);
    }

    /** Newest first ({@code locations_newest}). */
    public Uni<List<Location>> page(UnitOfWork work, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId());
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), LocationRepository::location);
    }

    /** @param exceptId the location being changed ("" on create) */
    public Uni<Boolean> codeTaken(UnitOfWork work, String code, String exceptId) {
        return work.one("SELECT 1 FROM locations WHERE tenant_id = $1 AND code = $2 AND id <> $3",
                Tuple.of(work.tenantId(), code, exceptId), row -> true).map(found -> found != null);
    }

    public Uni<Void> insert(UnitOfWork work, Location l) {
        return work.update("INSERT INTO locations (tenant_id, id, code, name, kind, storage_min_celsius, storage_max_celsius, "
                + "active, version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                Tuple.from(new Object[] { work.tenantId(), l.id(), l.code(), l.name(), l.kind(), l.storageMinCelsius(),
                        l.storageMaxCelsius(), l.active(), l.version(), Rows.time(l.createdAt()), Rows.time(l.updatedAt()) }))
                .replaceWithVoid();
    }

    /**
     * Marks the location as being counted by the count, unless another count holds it. The UPDATE takes
     * the row's exclusive lock until the opening commits: movements (whose trigger takes FOR SHARE on
     * their locations, V19) that locked it first are waited for, later ones wait and are then refused.
     *
     * @return false when the location is already being counted
     */
    public Uni<Boolean> startCounting(UnitOfWork work, String locationId, String countId) {
        return work.update("UPDATE locations SET counting_id = $3 WHERE tenant_id = $1 AND id = $2 AND counting_id IS NULL",
                Tuple.of(work.tenantId(), locationId, countId)).map(updated -> updated == 1);
    }

    /** Ends the count's hold on the location: movements go through again once this commits. */
    public Uni<Void> stopCounting(UnitOfWork work, String locationId, String countId) {
        return work.update("UPDATE locations SET counting_id = NULL WHERE tenant_id = $1 AND id = $2 AND counting_id = $3",
                Tuple.of(work.tenantId(), locationId, countId)).replaceWithVoid();
    }

    /** @return false when the row is no longer at the version before this change (someone changed it meanwhile) */
    public Uni<Boolean> update(UnitOfWork work, Location l) {
        return work.update("UPDATE locations SET code = $3, name = $4, kind = $5, storage_min_celsius = $6, "
                + "storage_max_celsius = $7, active = $8, version = $9, updated_at = $10 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $9 - 1",
                Tuple.from(new Object[] { work.tenantId(), l.id(), l.code(), l.name(), l.kind(), l.storageMinCelsius(),
                        l.storageMaxCelsius(), l.active(), l.version(), Rows.time(l.updatedAt()) })).map(updated -> updated == 1);
    }

    private static Location location(Row row) {
        return Location.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), new LocationData(row.getString("code"), row.getString("name"),
                        row.getString("kind"), row.getBigDecimal("storage_min_celsius"),
                        row.getBigDecimal("storage_max_celsius"), row.getBoolean("active")));
    }
}
