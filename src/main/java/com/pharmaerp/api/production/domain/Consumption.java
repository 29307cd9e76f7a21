package com.pharmaerp.api.production.domain;

import java.time.Instant;
import java.util.List;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A charge of a material into a batch, a row of its own: where it came from, who charged it, and
 * the second person's signed verification (21 CFR 211.101(d)).
 *
 * @param quantity in the material's base unit
 * @param verification null until verified
 * @param version 1 when charged, 2 once verified: what a verifier's If-Match names
 */
public record Consumption(String id, String materialId, Quantity quantity, List<Allocation> allocations,
        String fefoOverrideReason, String performedBy, Signature verification, int version, Instant createdAt,
        Instant updatedAt) {

    public static final String ID_PREFIX = "con";

    /** What a lot at a location gave (in the material's base unit), and the issue movement that took it. */
    public record Allocation(String lotId, String locationId, Quantity quantity, String movementId) {
    }

    Consumption verified(Signature signature, Instant now) {
        return new Consumption(id, materialId, quantity, allocations, fefoOverrideReason, performedBy, signature,
                version + 1, createdAt, now);
    }

    /** As the audit trail records it. */
    ConsumptionState state() {
        return new ConsumptionState(id, materialId, QuantityJson.of(quantity), allocations.stream()
                .map(a -> new ConsumptionState.Allocation(a.lotId(), a.locationId(), QuantityJson.of(a.quantity()),
                        a.movementId())).toList(), fefoOverrideReason, performedBy, verification);
    }
}
