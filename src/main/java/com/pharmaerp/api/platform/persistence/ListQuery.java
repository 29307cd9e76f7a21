package com.pharmaerp.api.platform.persistence;

import java.util.ArrayList;
import java.util.List;

import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The WHERE clause of a list: the tenant's rows ({@code tenant_id = $1}, the first wall; row-level
 * security is the second) narrowed by the filters the caller gave, each with its argument. A filter
 * left out (null) adds nothing. Column names are the table's, unqualified.
 */
public final class ListQuery {

    private final StringBuilder where = new StringBuilder("tenant_id = $1");
    private final List<Object> arguments = new ArrayList<>();

    private ListQuery(String tenantId) {
        arguments.add(tenantId);
    }

    public static ListQuery of(String tenantId) {
        return new ListQuery(tenantId);
    }

    /** {@code column = value}, unless value is null. */
    public ListQuery equal(String column, Object value) {
        return where(column + " = ?", value);
    }

    /**
     * A condition with one argument, unless the value is null.
     *
     * @param condition SQL with {@code ?} where the argument goes, e.g. {@code "expires_on < ?"}
     */
    public ListQuery where(String condition, Object value) {
        if (value == null) {
            return this;
        }
        arguments.add(value);
        where.append(" AND ").append(condition.replace("?", "$" + arguments.size()));
        return this;
    }

    /** A condition without arguments, e.g. {@code status <> 'rejected'}. */
    public ListQuery where(String condition) {
        where.append(" AND ").append(condition);
        return this;
    }

    /**
     * The statement of a newest-first page: from after the cursor, one row more than the limit (that
     * row only says another page exists). It relies on an index on {@code (tenant_id, created_at, id)}.
     *
     * @param select the columns and table, e.g. {@code SELECT id, code FROM materials}
     */
    public String newestFirst(String select, Cursor after, int limit) {
        StringBuilder sql = new StringBuilder(select).append(" WHERE ").append(where);
        if (after != null) {
            arguments.add(Rows.time(after.createdAt()));
            arguments.add(after.id());
            sql.append(" AND (created_at, id) < ($").append(arguments.size() - 1).append(", $").append(arguments.size())
                    .append(')');
        }
        arguments.add(limit + 1);
        return sql.append(" ORDER BY created_at DESC, id DESC LIMIT $").append(arguments.size()).toString();
    }

    /**
     * The statement of an oldest-first page by a column that only grows (an audit event's sequence),
     * one row more than the limit; the caller's conditions say where the page starts.
     */
    public String oldestFirst(String select, String column, int limit) {
        arguments.add(limit + 1);
        return select + " WHERE " + where + " ORDER BY " + column + " LIMIT $" + arguments.size();
    }

    /** The arguments of the conditions (and of the page, once {@link #newestFirst} built it), in order. */
    public Tuple arguments() {
        return Tuple.from(arguments);
    }
}
