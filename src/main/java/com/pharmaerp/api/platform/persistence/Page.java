package com.pharmaerp.api.platform.persistence;

import java.util.List;
import java.util.function.Function;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One page of a list: {@code {"items": [...], "nextCursor": "..." | null}}. */
public record Page<T>(
        @Schema(maxItems = MAX_LIMIT) List<T> items,
        @Schema(maxLength = Cursor.MAX_LENGTH, nullable = true, description = "Pass it as cursor for the next page, to the same list with the same filters "
                + "(limit may change); null on the last.")
        String nextCursor) {

    public static final int DEFAULT_LIMIT = 50;
    public static final int MAX_LIMIT = 200;

    /** The same page with each item mapped, e.g. a domain object to its view. */
    public <V> Page<V> map(Function<T, V> view) {
        return new Page<>(items.stream().map(view).toList(), nextCursor);
    }

    /**
     * @param fetched up to limit + 1 rows, newest first: the extra row only says another page exists
     */
    public static <E, T> Page<T> of(List<E> fetched, int limit, Function<E, Cursor> position, Function<E, T> view) {
        boolean more = fetched.size() > limit;
        List<E> shown = more ? fetched.subList(0, limit) : fetched;
        String next = more ? position.apply(shown.get(shown.size() - 1)).encode() : null;
        return new Page<>(shown.stream().map(view).toList(), next);
    }
}
