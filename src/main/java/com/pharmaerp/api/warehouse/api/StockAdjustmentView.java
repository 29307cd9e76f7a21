package com.pharmaerp.api.warehouse.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.domain.StockAdjustment;

/** A stock adjustment as every read returns it. */
@Schema(name = "StockAdjustment")
public record StockAdjustmentView(
        @Schema(examples = "adj_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "ADJ-000001", maxLength = 20) String number,
        String lotId, String materialId, String locationId,
        @Schema(description = "In the material's base unit; negative takes stock out.") SignedQuantityJson quantity,
        @Schema(enumeration = { "damage", "loss", "found", "sample", "count_difference", "other" }) String reasonCode,
        @Schema(maxLength = 2000) String reason,
        @Schema(enumeration = { "pending", "posted", "rejected" }) String status,
        @Schema(description = "The warehouse clerk who requested it.", maxLength = 21) String requestedBy,
        @Schema(description = "The signature that decided it: meaning approval when posted, rejection when rejected; "
                + "null while pending.", nullable = true) Signature approval,
        @Schema(description = "The adjustment movement its approval posted.", nullable = true, maxLength = 21) String movementId,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static StockAdjustmentView of(StockAdjustment a) {
        StockAdjustment.Request r = a.request();
        return new StockAdjustmentView(a.id(), a.number(), r.lotId(), r.materialId(), r.locationId(),
                SignedQuantityJson.of(r.quantity(), r.unit()), r.reasonCode().id(), r.reason(), a.status().id(),
                r.requestedBy(), a.approval(), a.movementId(), a.version(), a.createdAt(), a.updatedAt());
    }
}
