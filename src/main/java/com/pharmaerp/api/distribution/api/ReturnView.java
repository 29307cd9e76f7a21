package com.pharmaerp.api.distribution.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/** A return as every read returns it: its lines as authorized, received and decided. */
@Schema(name = "Return")
public record ReturnView(
        @Schema(examples = "ret_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 20, examples = "RET-000001") String number,
        String shipmentId,
        @Schema(description = "The shipment's customer.") String customerId,
        @Schema(enumeration = { "recall", "complaint", "damaged", "commercial", "other" }) String reason,
        @Schema(nullable = true) String recallId,
        @Schema(nullable = true) String complaintId,
        @Schema(enumeration = { "authorized", "received", "closed" }) String status,
        @Schema(maxItems = 200) List<Line> lines,
        @Schema(nullable = true, description = "The returns location the goods arrived in.") String locationId,
        @Schema(nullable = true, maxLength = 10) LocalDate receivedOn,
        @Schema(nullable = true) Condition condition,
        @Schema(nullable = true, maxLength = 21, description = "The acting user who received it.") String receivedBy,
        @Schema(nullable = true, maxLength = 32) Instant receivedAt,
        @Schema(nullable = true, description = "QA's signature of the disposition.") Signature disposition,
        @Schema(description = "The acting user who authorized it.", maxLength = 21) String createdBy,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "ReturnLine")
    public record Line(@Schema(minimum = "1", maximum = "9999") int lineNo, String lotId, String materialId,
            @Schema(description = "Authorized, in the material's base unit.") QuantityJson quantity,
            @Schema(nullable = true) QuantityJson receivedQuantity,
            @Schema(nullable = true, description = "The return movement that brought it in.") String receiptMovementId,
            @Schema(nullable = true, enumeration = { "restock", "destroy" }) String decision,
            @Schema(nullable = true, description = "Where a restock put it.") String toLocationId,
            @Schema(nullable = true, description = "The disposition's movement: a transfer or a destruction.")
            String movementId) {
    }

    @Schema(name = "ReturnCondition")
    public record Condition(boolean packagingIntact,
            @Schema(enumeration = { "none", "declared", "documented" }) String storageEvidence,
            @Schema(maxItems = 20) List<String> fileIds) {
    }

    public static ReturnView of(Return r) {
        return new ReturnView(r.id(), r.number(), r.shipmentId(), r.customerId(), r.reason().id(), r.recallId(),
                r.complaintId(), r.status().id(), r.lines().stream().map(l -> new Line(l.lineNo(), l.lotId(), l.materialId(),
                        QuantityJson.of(l.quantity()), l.receivedQuantity() == null ? null
                                : QuantityJson.of(l.receivedQuantity()), l.receiptMovementId(),
                        l.decision() == null ? null : l.decision().id(), l.toLocationId(), l.movementId())).toList(),
                r.locationId(), r.receivedOn(), r.condition() == null ? null : new Condition(r.condition().packagingIntact(),
                        r.condition().storageEvidence().id(), r.condition().fileIds()),
                r.receivedBy(), r.receivedAt(), r.disposition(), r.createdBy(), r.version(), r.createdAt(), r.updatedAt());
    }
}
