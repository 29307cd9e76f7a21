package com.pharmaerp.api.procurement.domain;

import java.util.Locale;

/** pending → approved → suspended (→ approved again). */
public enum SupplierStatus {
    PENDING, APPROVED, SUSPENDED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SupplierStatus of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
