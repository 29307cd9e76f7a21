package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** Why goods come back: a recall and a complaint are named by the return. */
public enum ReturnReason {
    RECALL, COMPLAINT, DAMAGED, COMMERCIAL, OTHER;

    public static final String PATTERN = "recall|complaint|damaged|commercial|other";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static ReturnReason of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
