package com.pharmaerp.api.warehouse.domain;

import java.util.Locale;

/**
 * What moved stock: a receipt, a transfer, an issue to production, production's output, a shipment
 * to a customer, or a reversal of one of them.
 */
public enum MovementType {
    RECEIPT, TRANSFER, ISSUE, OUTPUT, REVERSAL, SHIPMENT;

    public static final String PATTERN = "receipt|transfer|issue|output|reversal|shipment";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
