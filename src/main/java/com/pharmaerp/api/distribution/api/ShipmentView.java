package com.pharmaerp.api.distribution.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A shipment as every read returns it: its lines and, once shipped, what each line took. */
@Schema(name = "Shipment")
public record ShipmentView(
        @Schema(examples = "shp_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 20, examples = "SH-000001") String number,
        String customerId,
        @Schema(enumeration = { "draft", "shipped", "cancelled" }) String status,
        @Schema(maxItems = 200) List<Line> lines,
        @Schema(nullable = true, maxLength = 32) Instant shippedAt,
        @Schema(nullable = true, maxLength = 10, description = "The business date it shipped on (the sandbox clock "
                + "applies); a return's time limit counts from it.") LocalDate shippedOn,
        @Schema(nullable = true, maxLength = 21, description = "The acting user who shipped it.") String shippedBy,
        @Schema(description = "The acting user who created it.", maxLength = 21) String createdBy,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    /** A line as written, with the allocations it took when it shipped (empty before). */
    @Schema(name = "ShipmentLine")
    public record Line(@Schema(minimum = "1", maximum = "9999") int lineNo, String materialId,
            @Schema(description = "In the material's base unit.") QuantityJson quantity,
            @Schema(nullable = true) String lotId,
            @Schema(nullable = true, maxLength = 2000) String fefoOverrideReason,
            @Schema(maxItems = 10000) List<Allocation> allocations) {
    }

    /** What a line took: so much of a lot from a location, by the shipment movement named. */
    @Schema(name = "ShipmentAllocation")
    public record Allocation(String lotId, String locationId, QuantityJson quantity, String movementId) {
    }

    public static ShipmentView of(Shipment s) {
        return new ShipmentView(s.id(), s.number(), s.customerId(), s.status().id(), s.lines().stream().map(line -> new Line(
                line.lineNo(), line.materialId(), QuantityJson.of(line.quantity()), line.lotId(), line.fefoOverrideReason(),
                s.allocationsOf(line).stream().map(a -> new Allocation(a.lotId(), a.locationId(), QuantityJson.of(a.quantity()),
                        a.movementId())).toList())).toList(),
                s.shippedAt(), s.shippedOn(), s.shippedBy(), s.createdBy(), s.version(), s.createdAt(), s.updatedAt());
    }
}
