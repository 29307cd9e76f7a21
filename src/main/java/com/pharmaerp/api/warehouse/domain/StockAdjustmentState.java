package com.pharmaerp.api.warehouse.domain;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A stock adjustment as the audit trail records it.
 *
 * @param reasonCode the reason code's id
 * @param status the status's id
 */
public record StockAdjustmentState(String number, String lotId, String materialId, String locationId,
        SignedAmount quantity, String reasonCode, String reason, String status, String requestedBy, Signature approval,
        String movementId) {
}
