package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** pending → approved → suspended (→ approved again): QA's GDP qualification of a customer. */
public enum CustomerStatus {
    PENDING, APPROVED, SUSPENDED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static CustomerStatus of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
