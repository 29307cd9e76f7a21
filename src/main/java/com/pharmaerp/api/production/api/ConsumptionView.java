package com.pharmaerp.api.production.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.Consumption;

/** A charge into a batch: where it came from, who charged it, who verified it. */
@Schema(name = "Consumption")
public record ConsumptionView(
        @Schema(examples = "con_3kP9xQ2mZ7vB1cD4") String id,
        String orderId, String materialId, QuantityJson quantity,
        @Schema(maxItems = 1000) List<Allocation> allocations,
        @Schema(nullable = true, maxLength = 2000) String fefoOverrideReason,
        @Schema(description = "The operator who charged it.", maxLength = 21) String performedBy,
        @Schema(description = "The second person's signature; null until verified.", nullable = true) Signature verification,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    /** What one lot at one location gave. */
    @Schema(name = "ConsumptionAllocation")
    public record Allocation(String lotId, String locationId, QuantityJson quantity, String movementId) {
    }

    public static ConsumptionView of(String orderId, Consumption consumption) {
        return new ConsumptionView(consumption.id(), orderId, consumption.materialId(), QuantityJson.of(consumption.quantity()),
                consumption.allocations().stream().map(allocation -> new Allocation(allocation.lotId(),
                        allocation.locationId(), QuantityJson.of(allocation.quantity()), allocation.movementId())).toList(),
                consumption.fefoOverrideReason(), consumption.performedBy(), consumption.verification(),
                consumption.version(), consumption.createdAt(), consumption.updatedAt());
    }
}
