package com.pharmaerp.api.warehouse.repository;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.domain.InventoryCount;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Physical inventory counts, each with its lines (JSON: they change only with their count, under its row lock). */
@ApplicationScoped
public class InventoryCountRepository {

    private static final TypeReference<List<InventoryCount.Line>> LINES = new TypeReference<>() {
    };
    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, location_id, status, lines, "
            + "opened_by, posting, adjustment_movement_ids FROM inventory_counts";

    /** The count, or null. */
    public Uni<InventoryCount> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id),
                InventoryCountRepository::count);
    }

    /** The count locked until the unit ends, so concurrent entries of counts queue (on every pod); null when there is none. */
    public Uni<InventoryCount> lock(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2 FOR UPDATE", Tuple.of(work.tenantId(), id),
                InventoryCountRepository::count);
    }

    /** Newest first, narrowed by the query ({@code inventory_counts_newest}). */
    public Uni<List<InventoryCount>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), InventoryCountRepository::count);
    }

    /**
     * A new count numbered in the same statement.
     *
     * @param c its number still null
     * @return the number it was given
     */
    public Uni<String> insertNumbered(UnitOfWork work, InventoryCount c) {
        return work.one("WITH " + DocumentNumbers.nextNumber("$2") + ", opened AS (INSERT INTO inventory_counts (tenant_id, "
                + "id, number, location_id, status, lines, opened_by, version, created_at, updated_at) SELECT $1, $3, "
                + "number.value, $4, $5, $6, $7, $8, $9, $9 FROM number) SELECT value FROM number",
                Tuple.from(new Object[] { work.tenantId(), InventoryCount.NUMBER_PREFIX, c.id(), c.locationId(),
                        c.status().id(), StoredJson.write(c.lines()), c.openedBy(), c.version(), Rows.time(c.createdAt()) }),
                row -> row.getString("value"));
    }

    /** Writes a changed count; @return false when the row is no longer at the version before this change */
    public Uni<Boolean> update(UnitOfWork work, InventoryCount c, int readVersion) {
        return work.update("UPDATE inventory_counts SET status = $3, lines = $4, posting = $5, adjustment_movement_ids = $6, "
                + "version = $7, updated_at = $8 WHERE tenant_id = $1 AND id = $2 AND version = $9",
                Tuple.from(new Object[] { work.tenantId(), c.id(), c.status().id(), StoredJson.write(c.lines()),
                        Signature.stored(c.posting()), c.adjustmentMovementIds().toArray(String[]::new), c.version(),
                        Rows.time(c.updatedAt()), readVersion })).map(updated -> updated == 1);
    }

    private static InventoryCount count(Row row) {
        return InventoryCount.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("number"), row.getString("location_id"),
                InventoryCount.Status.valueOf(row.getString("status").toUpperCase(Locale.ROOT)),
                StoredJson.read(row.getString("lines"), LINES), row.getString("opened_by"),
                Signature.fromJson(row.getString("posting")), Arrays.asList(row.getArrayOfStrings("adjustment_movement_ids")));
    }
}
