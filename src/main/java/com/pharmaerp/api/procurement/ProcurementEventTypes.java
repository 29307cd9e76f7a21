package com.pharmaerp.api.procurement;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.procurement.domain.GoodsReceiptEvent;
import com.pharmaerp.api.procurement.domain.PurchaseOrderEvent;
import com.pharmaerp.api.procurement.domain.SupplierEvent;

/** Procurement's events: suppliers, purchase orders and goods receipts. */
public final class ProcurementEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(SupplierEvent.Created.TYPE, SupplierEvent.Updated.TYPE, SupplierEvent.Approved.TYPE,
                SupplierEvent.Suspended.TYPE, PurchaseOrderEvent.Created.TYPE, PurchaseOrderEvent.Updated.TYPE,
                PurchaseOrderEvent.Approved.TYPE, PurchaseOrderEvent.Cancelled.TYPE, PurchaseOrderEvent.Closed.TYPE,
                PurchaseOrderEvent.Received.TYPE, PurchaseOrderEvent.ReceiptReversed.TYPE, GoodsReceiptEvent.Created.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("supplier", "/v1/suppliers", "purchase_order", "/v1/purchase-orders",
                "goods_receipt", "/v1/goods-receipts");
    }
}
