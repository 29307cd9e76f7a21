package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A production order as the audit trail records it: its own fields as the API names them, never
 * its growing consumptions (a charge's event carries the charge).
 *
 * @param status its lower-case id, e.g. {@code in_progress}
 * @param yield null until completed
 */
public record ProductionOrderState(String number, String recipeId, int recipeRevision, String productMaterialId,
        QuantityJson plannedQuantity, String status, String outputLotId, String inspectionLotId, Yield yield,
        String deviationId, Signature review, Signature certification, String createdBy) {

    /** What the batch yielded, and it in percent of the planned quantity. */
    public record Yield(QuantityJson actualQuantity, BigDecimal percent) {
    }
}
