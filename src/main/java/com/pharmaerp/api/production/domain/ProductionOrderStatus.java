package com.pharmaerp.api.production.domain;

import java.util.Locale;

/**
 * planned → released → in_progress (first consumption) → completed → reviewed → certified, or
 * rejected by the QP; planned | released → cancelled.
 */
public enum ProductionOrderStatus {
    PLANNED, RELEASED, IN_PROGRESS, COMPLETED, REVIEWED, CERTIFIED, REJECTED, CANCELLED;

    public static final String PATTERN = "planned|released|in_progress|completed|reviewed|certified|rejected|cancelled";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ProductionOrderStatus of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
