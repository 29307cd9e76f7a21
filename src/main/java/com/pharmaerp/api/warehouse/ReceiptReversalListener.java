package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Told when a receipt movement is reversed, in the reversal's unit of work, so the module that made
 * the receipt can undo its share (procurement lowers the order line's received quantity) and record
 * its event. The warehouse knows no module that implements it: the dependency points into the
 * warehouse only.
 */
public interface ReceiptReversalListener {

    /** @param receiptId the receipt movement's reference (the goods receipt) */
    Uni<Void> receiptReversed(UnitOfWork work, String receiptId, String lotId, Quantity quantity);
}
