package com.pharmaerp.api.procurement.domain;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * draft → approved → partially_received → received (by receipts) → closed; draft | approved →
 * cancelled while nothing is received.
 */
public enum PurchaseOrderStatus {
    DRAFT, APPROVED, PARTIALLY_RECEIVED, RECEIVED, CLOSED, CANCELLED;

    public static final String PATTERN = "draft|approved|partially_received|received|closed|cancelled";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<PurchaseOrderStatus> of(String id) {
        return Arrays.stream(values()).filter(status -> status.id().equals(id)).findFirst();
    }
}
