package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;
import java.util.List;

/** A goods receipt as it was posted; it never changes (a mistake is undone by reversing its movements). */
public record GoodsReceiptData(String number, String purchaseOrderId, String deliveryNote, LocalDate receivedOn,
        List<ReceiptLine> lines) {
}
