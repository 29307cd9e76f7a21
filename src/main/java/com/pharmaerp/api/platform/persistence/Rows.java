package com.pharmaerp.api.platform.persistence;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

import io.vertx.mutiny.sqlclient.Row;

/**
 * Values between Java and the reactive PostgreSQL client where their types differ: the client
 * binds and reads {@code timestamptz} as {@link OffsetDateTime}, the service keeps {@link Instant}s.
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
        OffsetDateTime time = row.getOffsetDateTime(column);
        return time == null ? null : time.toInstant();
    }
}
