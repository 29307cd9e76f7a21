package com.pharmaerp.api.warehouse.domain;

import java.util.Locale;

/** What moved stock: a receipt, a transfer, an issue to production, production's output, or a reversal of one of them. */
public enum MovementType {
    RECEIPT, TRANSFER, ISSUE, OUTPUT, REVERSAL;

    public static final String PATTERN = "receipt|transfer|issue|output|reversal";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
