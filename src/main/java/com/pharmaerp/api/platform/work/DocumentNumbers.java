package com.pharmaerp.api.platform.work;

import jakarta.enterprise.context.ApplicationScoped;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The next human document number of a kind in a tenant, e.g. {@code PO-000001}: sequential and
 * gapless, because the counter is taken in the caller's transaction (its row stays locked until
 * commit, and a rollback returns the number). Separate from ids, which are opaque. The counter row
 * is hot (every document of the kind takes it): take a number as late in the operation as you can,
 * or number the kind by a sequence ({@link #nextFromSequence}) where gaps are allowed.
 */
@ApplicationScoped
public class DocumentNumbers {

    /** Formatted, e.g. {@code L-000042}. */
    public Uni<String> next(UnitOfWork work, String prefix) {
        return counter(work, prefix).map(number -> format(prefix, number));
    }

    /** The next of a gapless count of the tenant's, 1 first (a material's specification revisions). */
    public Uni<Long> counter(UnitOfWork work, String kind) {
        return work.one("INSERT INTO document_numbers (tenant_id, kind, last) VALUES ($1, $2, 1) "
                + "ON CONFLICT (tenant_id, kind) DO UPDATE SET last = document_numbers.last + 1 RETURNING last",
                Tuple.of(work.tenantId(), kind), row -> row.getLong("last"));
    }

    /**
     * The same as {@link #next} inside the INSERT it numbers, to save the statement: a common table
     * expression {@code number} with one column {@code value}, the next number of the prefix bound
     * at {@code prefixParameter} (e.g. {@code $9}), formatted as {@link #format} does. The statement
     * binds the tenant at {@code $1}.
     */
    public static String nextNumber(String prefixParameter) {
        return "number AS (INSERT INTO document_numbers (tenant_id, kind, last) VALUES ($1, " + prefixParameter + "::text, 1) "
                + "ON CONFLICT (tenant_id, kind) DO UPDATE SET last = document_numbers.last + 1 "
                + "RETURNING " + formatted("kind", "last") + " AS value)";
    }

    /**
     * The same as {@link #nextNumber} for a kind numbered by the tenant's sequence of it (V29): unique and
     * increasing, not gapless, and locking no row, so writes of the tenant do not queue on a counter.
     * For the kinds made in volume by goods movements (lots, inspection lots, goods receipts);
     * docs/design/numbers.md says which kinds stay gapless.
     */
    public static String nextFromSequence(String prefixParameter) {
        return "number AS (SELECT " + formatted(prefixParameter + "::text", "n") + " AS value FROM erp_next_number($1, "
                + prefixParameter + "::text) AS n)";
    }

    /** {@link #format} in SQL: the kind, a dash, the number padded to six digits (more when it has more). */
    private static String formatted(String kind, String number) {
        return kind + " || '-' || lpad(" + number + "::text, greatest(6, length(" + number + "::text)), '0')";
    }

    static String format(String prefix, long number) {
        return String.format("%s-%06d", prefix, number);
    }
}
