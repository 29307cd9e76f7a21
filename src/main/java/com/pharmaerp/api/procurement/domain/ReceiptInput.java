package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A delivery against a purchase order as the clerk reports it, line by line, before it is checked. */
public record ReceiptInput(String purchaseOrderId, String deliveryNote, List<Line> lines) {

    /** One supplier lot of an order line, as it arrived; the quantity in any unit that converts to the material's. */
    public record Line(int lineNo, QuantityJson quantity, String supplierLotNumber, LocalDate manufacturedOn,
            LocalDate expiresOn, String locationId) {
    }
}
