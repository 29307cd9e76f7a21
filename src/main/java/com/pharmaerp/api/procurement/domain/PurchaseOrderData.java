package com.pharmaerp.api.procurement.domain;

import java.util.List;

/** What a buyer may change of a draft order: the supplier and the lines. */
public record PurchaseOrderData(String supplierId, List<OrderLine> lines) {
}
