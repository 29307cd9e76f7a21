package com.pharmaerp.api.distribution.domain;

import java.util.Locale;

/** draft → shipped (final) | cancelled (final). */
public enum ShipmentStatus {
    DRAFT, SHIPPED, CANCELLED;

    public static final String PATTERN = "draft|shipped|cancelled";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
