package com.pharmaerp.api.warehouse;

import java.util.List;

import com.pharmaerp.api.platform.audit.AuditEntry;
import com.pharmaerp.api.platform.quantity.Quantity;

import io.smallrye.mutiny.Uni;

/**
 * Told when a receipt movement is reversed, in the reversal's transaction, so the module that made
 * the receipt can undo its share (procurement lowers the order line's received quantity). The
 * warehouse knows no module that implements it: the dependency points into the warehouse only.
 */
public interface ReceiptReversalListener {

    /**
     * @param receiptId the receipt movement's reference (the goods receipt)
     * @param events where to add the audit events of what it changes; recorded by the caller last
     */
    Uni<Void> receiptReversed(String tenantId, String receiptId, String lotId, Quantity quantity, List<AuditEntry> events);
}
