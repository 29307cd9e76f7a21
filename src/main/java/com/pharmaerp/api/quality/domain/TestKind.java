package com.pharmaerp.api.quality.domain;

import java.util.Locale;

/** numeric: a decimal result against inclusive limits; text: a result that must read exactly as expected. */
public enum TestKind {
    NUMERIC, TEXT;

    public static final String PATTERN = "numeric|text";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TestKind of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
