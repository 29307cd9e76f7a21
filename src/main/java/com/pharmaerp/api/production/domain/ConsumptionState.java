package com.pharmaerp.api.production.domain;

import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/** A charge as the audit trail records it, in the API's names. */
public record ConsumptionState(String id, String materialId, QuantityJson quantity, List<Allocation> allocations,
        String fefoOverrideReason, String performedBy, Signature verification) {

    public record Allocation(String lotId, String locationId, QuantityJson quantity, String movementId) {
    }
}
