package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** What the customer shows of how returned goods were stored and carried: only documented evidence (a file) lets them back into stock. */
public enum StorageEvidence {
    NONE, DECLARED, DOCUMENTED;

    public static final String PATTERN = "none|declared|documented";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static StorageEvidence of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
