package com.pharmaerp.api.platform.persistence;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;

import io.vertx.mutiny.sqlclient.Row;

/**
 * Values between Java and the reactive PostgreSQL client where their types differ: the client
 * binds and reads {@code timestamptz} as {@link OffsetDateTime}, the service keeps {@link Instant}s;
 * a quantity is two columns, its amount and its unit.
 */
public final class Rows {

    private Rows() {
    }

    /** An instant as a {@code timestamptz} argument; null stays null. */
    public static OffsetDateTime time(Instant instant) {
        return instant == null ? null : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    /** A {@code timestamptz} column as an instant; null stays null. */
    public static Instant instant(Row row, String column) {
        return instant(row, row.getColumnIndex(column));
    }

    /** The {@code timestamptz} column at this position as an instant; null stays null. */
    public static Instant instant(Row row, int column) {
        OffsetDateTime time = row.getOffsetDateTime(column);
        return time == null ? null : time.toInstant();
    }

    /** The row's {@code quantity} and {@code unit} columns as a quantity. */
    public static Quantity quantity(Row row) {
        return new Quantity(row.getBigDecimal("quantity"), Unit.ofSymbol(row.getString("unit")).orElseThrow());
    }

    /** 1 to count: the positions of child rows inserted with unnest, in list order. */
    public static Integer[] positions(int count) {
        Integer[] positions = new Integer[count];
        for (int i = 0; i < count; i++) {
            positions[i] = i + 1;
        }
        return positions;
    }
}
