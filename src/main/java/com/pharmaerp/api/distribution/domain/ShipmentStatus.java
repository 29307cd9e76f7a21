package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** draft → shipped (final) | cancelled (final). */
public enum ShipmentStatus {
    DRAFT, SHIPPED, CANCELLED;

    public static final String PATTERN = "draft|shipped|cancelled";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The constant a stored lower-case id names. */
    public static ShipmentStatus of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
