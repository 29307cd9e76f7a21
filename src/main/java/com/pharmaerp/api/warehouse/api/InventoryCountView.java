package com.pharmaerp.api.warehouse.api;

import java.time.Instant;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.domain.InventoryCount;

/** A physical inventory count as every read returns it. */
@Schema(name = "InventoryCount")
public record InventoryCountView(
        @Schema(examples = "cnt_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "IC-000001", maxLength = 20) String number,
        String locationId,
        @Schema(enumeration = { "counting", "posted", "cancelled" }) String status,
        @Schema(maxItems = 10000) List<Line> lines,
        @Schema(description = "The signature that posted it; null unless posted.", nullable = true) Signature posting,
        @Schema(description = "The adjustment movements its posting made, one per non-zero difference.", maxItems = 10000)
        List<@Size(max = 21) String> adjustmentMovementIds,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    /** A lot of the count: its book when the count opened, what was counted, and the difference. */
    @Schema(name = "InventoryCountLine")
    public record Line(
            @Schema(minimum = "1", maximum = "100000") int lineNo,
            String lotId, String materialId,
            @Schema(description = "The balance when the count opened; 0 for a lot found but not in the book.")
            QuantityJson bookQuantity,
            @Schema(description = "Null until counted.", nullable = true) QuantityJson countedQuantity,
            @Schema(description = "Counted minus book; null until counted.", nullable = true) SignedQuantityJson difference,
            @Schema(description = "Who entered the count last; null until counted.", nullable = true, maxLength = 21)
            String countedBy) {

        static Line of(InventoryCount.Line line) {
            Unit unit = Unit.ofSymbol(line.unit()).orElseThrow();
            return new Line(line.lineNo(), line.lotId(), line.materialId(), QuantityJson.of(new Quantity(line.bookQuantity(),
                    unit)), line.countedQuantity() == null ? null : QuantityJson.of(new Quantity(line.countedQuantity(), unit)),
                    line.difference() == null ? null : SignedQuantityJson.of(line.difference(), line.unit()), line.countedBy());
        }
    }

    public static InventoryCountView of(InventoryCount count) {
        return new InventoryCountView(count.id(), count.number(), count.locationId(), count.status().id(),
                count.lines().stream().map(Line::of).toList(), count.posting(), count.adjustmentMovementIds(), count.version(),
                count.createdAt(), count.updatedAt());
    }
}
