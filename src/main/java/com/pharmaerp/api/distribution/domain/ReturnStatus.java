package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** authorized → received → closed (final, by QA's disposition). */
public enum ReturnStatus {
    AUTHORIZED, RECEIVED, CLOSED;

    public static final String PATTERN = "authorized|received|closed";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static ReturnStatus of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
