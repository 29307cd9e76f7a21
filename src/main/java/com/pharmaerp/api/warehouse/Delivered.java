package com.pharmaerp.api.warehouse;

import java.time.Instant;

import com.pharmaerp.api.platform.quantity.Quantity;

/** What one shipment took of a lot, and to whom: the distribution record a recall and forward genealogy read. */
public record Delivered(String shipmentId, String number, String customerId, String customerName, String country,
        String lotId, String materialId, Quantity quantity, Instant shippedAt) {
}
