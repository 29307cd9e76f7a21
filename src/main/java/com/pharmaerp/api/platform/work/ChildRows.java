package com.pharmaerp.api.platform.work;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * A record's growing history is child rows. This reads the children of a page of records in one
 * statement (never one per record) and hands each row to its record, in the statement's order.
 */
public final class ChildRows {

    private ChildRows() {
    }

    /**
     * @param sql selects the tenant's ($1) children of the records whose ids are bound at $2 (an
     *            array), in the order the records keep them
     * @param parentColumn the column naming each child's record
     */
    public static <P> Uni<Void> attach(UnitOfWork work, List<P> parents, Function<P, String> idOf, String sql,
            String parentColumn, BiConsumer<P, Row> add) {
        if (parents.isEmpty()) {
            return Uni.createFrom().voidItem();
        }
        Map<String, P> byId = new HashMap<>();
        parents.forEach(parent -> byId.put(idOf.apply(parent), parent));
        return work.list(sql, Tuple.of(work.tenantId(), byId.keySet().toArray(String[]::new)), row -> row).invoke(rows -> {
            for (Row row : rows) {
                add.accept(byId.get(row.getString(parentColumn)), row);
            }
        }).replaceWithVoid();
    }
}
