package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * A line of a goods receipt: so much of an order line, as one supplier lot, into one location; the
 * lot and inspection lot it made.
 *
 * @param quantity in the material's base unit
 */
public record ReceiptLine(int lineNo, Quantity quantity, String supplierLotNumber, LocalDate manufacturedOn,
        LocalDate expiresOn, String locationId, String lotId, String inspectionLotId) {
}
