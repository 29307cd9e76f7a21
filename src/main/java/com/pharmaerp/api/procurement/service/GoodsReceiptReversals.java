package com.pharmaerp.api.procurement.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.repository.GoodsReceiptRepository;
import com.pharmaerp.api.procurement.repository.PurchaseOrderRepository;
import com.pharmaerp.api.warehouse.ReceiptReversalListener;

import io.smallrye.mutiny.Uni;

/** A reversed receipt movement is taken back from its order line, as SAP's reversal of a goods receipt does. */
@ApplicationScoped
public class GoodsReceiptReversals implements ReceiptReversalListener {

    private final GoodsReceiptRepository receipts;
    private final PurchaseOrderRepository orders;

    public GoodsReceiptReversals(GoodsReceiptRepository receipts, PurchaseOrderRepository orders) {
        this.receipts = receipts;
        this.orders = orders;
    }

    @Override
    public Uni<Void> receiptReversed(UnitOfWork work, String receiptId, String lotId, Quantity quantity) {
        return receipts.lineOfLot(work, receiptId, lotId).chain(line -> {
            if (line == null) {
                throw new IllegalStateException("receipt " + receiptId + " made no lot " + lotId);
            }
            return receipts.find(work, receiptId).chain(receipt -> orders.lock(work, receipt.purchaseOrderId()))
                    .chain(order -> {
                        return work.saveChange(order.unreceive(line.lineNo(), quantity, work.now()),
                                order, () -> orders.update(work, order));
                    });
        }).replaceWithVoid();
    }
}
