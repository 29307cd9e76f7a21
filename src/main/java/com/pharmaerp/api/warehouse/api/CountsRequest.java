package com.pharmaerp.api.warehouse.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.warehouse.domain.InventoryCount;
import com.pharmaerp.api.warehouse.service.InventoryCountService;

/** What was counted: lines of the count, and lots found on the shelf that the book does not list. */
@Schema(name = "CountsInput")
public record CountsRequest(
        @NotNull @Size(max = 500) @Schema(description = "Counted quantities by line; re-entering a line replaces its count.")
        List<@NotNull @Valid LineCount> counts,
        @Size(max = 100) @Schema(description = "Optional: lots on the shelf that are not in the book (book quantity 0).",
                nullable = true)
        List<@NotNull @Valid FoundLot> extra) implements InventoryCountService.Counts {

    @Schema(name = "LineCount")
    public record LineCount(@NotNull @Min(1) @Max(100000) Integer lineNo, @NotNull @Valid QuantityJson quantity) {
    }

    @Schema(name = "FoundLot")
    public record FoundLot(@NotBlank @Size(max = 40) String lotId, @NotNull @Valid QuantityJson quantity) {
    }

    @Override
    public List<InventoryCount.Entry> entries() {
        return counts.stream().map(count -> new InventoryCount.Entry(count.lineNo(), count.quantity())).toList();
    }

    /** The found lots in the order given, by id. */
    @Override
    public Map<String, QuantityJson> found() {
        Map<String, QuantityJson> found = new LinkedHashMap<>();
        if (extra != null) {
            extra.forEach(lot -> found.put(lot.lotId(), lot.quantity()));
        }
        return found;
    }
}
