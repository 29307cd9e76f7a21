package com.pharmaerp.api.warehouse.domain;

import java.util.Locale;

/**
 * What moved stock: a receipt, a transfer, an issue to production, production's output, a shipment
 * to a customer, a reversal of one of them, an adjustment (approved, or a count's difference) or a
 * destruction, or goods a customer returned.
 */
public enum MovementType {
    RECEIPT, TRANSFER, ISSUE, OUTPUT, REVERSAL, SHIPMENT, ADJUSTMENT, DESTRUCTION, RETURN;

    public static final String PATTERN = "receipt|transfer|issue|output|reversal|shipment|adjustment|destruction|return";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
