package com.pharmaerp.api.procurement.service;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.procurement.api.PurchaseOrderView;
import com.pharmaerp.api.procurement.domain.ReceiptLine;
import com.pharmaerp.api.procurement.repository.GoodsReceiptRepository;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.warehouse.ReceiptReversalListener;

import io.smallrye.mutiny.Uni;

/** A reversed receipt movement is taken back from its order line, as SAP's reversal of a goods receipt does. */
@ApplicationScoped
public class GoodsReceiptReversals implements ReceiptReversalListener {

    private final GoodsReceiptRepository receipts;
    private final PurchaseOrderRepository orders;
    private final ResourceSupport support;

    public GoodsReceiptReversals(GoodsReceiptRepository receipts, PurchaseOrderRepository orders, ResourceSupport support) {
        this.receipts = receipts;
        this.orders = orders;
        this.support = support;
    }

    @Override
    public Uni<Void> receiptReversed(String tenantId, String receiptId, String lotId, Quantity quantity,
            List<AuditEntry> events) {
        return receipts.findInTenant(tenantId, receiptId).chain(receipt -> {
            ReceiptLine line = receipt.lineOfLot(lotId).orElseThrow(() -> new IllegalStateException(
                    "receipt " + receiptId + " made no lot " + lotId));
            return orders.lockInTenant(tenantId, receipt.purchaseOrderId).invoke(order -> {
                JsonNode before = support.recorded(PurchaseOrderView.of(order));
                order.unreceive(line.lineNo(), quantity, support.storedNow());
                events.add(new AuditEntry("purchase_order.receipt_reversed", "purchase_order", order.id,
                        Change.between(before, support.recorded(PurchaseOrderView.of(order))), null));
            });
        }).replaceWithVoid();
    }
}
