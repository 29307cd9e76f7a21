package com.pharmaerp.api.procurement;

import com.pharmaerp.api.procurement.domain.GoodsReceiptEvent;
import com.pharmaerp.api.procurement.domain.GoodsReceiptState;
import com.pharmaerp.api.procurement.domain.PurchaseOrderEvent;
import com.pharmaerp.api.procurement.domain.PurchaseOrderState;
import com.pharmaerp.api.procurement.domain.SupplierEvent;
import com.pharmaerp.api.procurement.domain.SupplierState;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The records the audit trail serialises with Jackson (states and events): native images need them registered. */
@RegisterForReflection(targets = { SupplierState.class, SupplierEvent.Created.class, SupplierEvent.Updated.class,
        SupplierEvent.Approved.class, SupplierEvent.Suspended.class, PurchaseOrderState.class, PurchaseOrderState.Line.class,
        PurchaseOrderEvent.Created.class, PurchaseOrderEvent.Updated.class, PurchaseOrderEvent.Approved.class,
        PurchaseOrderEvent.Cancelled.class, PurchaseOrderEvent.Closed.class, PurchaseOrderEvent.Received.class,
        PurchaseOrderEvent.ReceiptReversed.class, GoodsReceiptState.class, GoodsReceiptState.Line.class,
        GoodsReceiptEvent.Created.class })
final class ProcurementReflection {

    private ProcurementReflection() {
    }
}
