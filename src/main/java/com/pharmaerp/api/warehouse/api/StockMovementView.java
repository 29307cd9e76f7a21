package com.pharmaerp.api.warehouse.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.warehouse.domain.StockMovement;

/** An entry of the stock ledger; never changed after it is posted (version is always 1). */
@Schema(name = "StockMovement")
public record StockMovementView(
        @Schema(examples = "mov_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(enumeration = { "receipt", "transfer", "issue", "output", "reversal", "shipment", "adjustment",
                "destruction", "return" }) String type,
        String lotId, String materialId,
        @Schema(nullable = true, description = "Null for stock that enters (receipt, output, a return, an adjustment in).")
        String fromLocationId,
        @Schema(nullable = true, description = "Null for stock that leaves (issue, shipment, destruction, an adjustment "
                + "out).")
        String toLocationId,
        @Schema(description = "In the material's base unit; always positive.") QuantityJson quantity,
        @Schema(nullable = true, maxLength = 21, description = "What caused it: a goods receipt, a production order, a "
                + "shipment, the movement a reversal reverses, a stock adjustment, an inventory count, the destroyed "
                + "lot or a customer's return.") String reference,
        @Schema(nullable = true, maxLength = 2100, description = "A reversal's reason; an adjustment's reason code and reason.")
        String reason,
        @Schema(nullable = true, maxLength = 21, description = "The reversal that undid this movement.") String reversedBy,
        Instant postedAt,
        @Schema(description = "The acting user who posted it.") String userId,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static StockMovementView of(StockMovement m) {
        return new StockMovementView(m.id(), m.type().id(), m.lotId(), m.materialId(), m.fromLocationId(),
                m.toLocationId(), QuantityJson.of(m.amount()), m.reference(), m.reason(), m.reversedBy(), m.postedAt(),
                m.userId(), m.version(), m.createdAt(), m.updatedAt());
    }
}
