package com.pharmaerp.api.platform.http;

import java.util.Locale;

/**
 * Query parameters that name a value of an enum in the API's lower-case form ({@code status=on_hold}).
 * The parameter's {@code @Pattern} has already refused anything else, so every value given parses.
 */
public final class Filters {

    private Filters() {
    }

    /** The constant a lower-case filter value names; null when the filter was not given. */
    public static <E extends Enum<E>> E parse(Class<E> type, String value) {
        return value == null ? null : Enum.valueOf(type, value.toUpperCase(Locale.ROOT));
    }
}
