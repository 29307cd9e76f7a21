package com.pharmaerp.api.warehouse;

import java.time.Instant;

import com.pharmaerp.api.platform.quantity.Quantity;

/** What came back of a lot from a customer on one received return: the record forward genealogy lists beside shipments. */
public record Returned(String returnId, String number, String customerId, String customerName, String lotId,
        String materialId, Quantity quantity, Instant receivedAt) {
}
