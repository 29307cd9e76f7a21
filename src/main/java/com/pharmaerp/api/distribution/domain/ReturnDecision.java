package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** QA's decision on a returned line: back to saleable stock, or destroyed. */
public enum ReturnDecision {
    RESTOCK, DESTROY;

    public static final String PATTERN = "restock|destroy";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static ReturnDecision of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
