package com.pharmaerp.api.distribution.api;

import java.time.LocalDate;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.ReturnCondition;
import com.pharmaerp.api.distribution.domain.StorageEvidence;
import com.pharmaerp.api.distribution.service.ReturnService;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/** What arrived of a return, where, and in what condition. */
@Schema(name = "ReturnReceiptInput")
public record ReturnReceiptRequest(
        @NotBlank @Size(max = 40) @Schema(description = "A returns location.") String locationId,
        @NotNull @Schema(description = "Neither after the business date nor before the shipment left.") LocalDate receivedOn,
        @NotNull @Valid Condition condition,
        @Size(max = 200) @Schema(nullable = true, description = "Lines that arrived short of what was authorized; the "
                + "others arrive whole.") List<@NotNull @Valid Line> lines) implements ReturnService.ReceiptBody {

    @Schema(name = "ReturnConditionInput")
    public record Condition(
            @NotNull @Schema(description = "Whether the secondary packaging is unopened and undamaged.")
            Boolean packagingIntact,
            @NotNull @Pattern(regexp = StorageEvidence.PATTERN, message = "must be one of " + StorageEvidence.PATTERN)
            @Schema(enumeration = { "none", "declared", "documented" }, description = "What the customer shows of how "
                    + "the goods were stored and carried; documented needs at least one file.") String storageEvidence,
            @Size(max = 20) @Schema(nullable = true, description = "Files documenting storage and transport.")
            List<@NotBlank @Size(max = 40) String> fileIds) {
    }

    @Schema(name = "ReturnReceiptLineInput")
    public record Line(
            @NotNull @Positive @Max(9999) @Schema(minimum = "1", maximum = "9999") Integer lineNo,
            @NotNull @Valid @Schema(description = "More than nothing, at most what was authorized.") QuantityJson quantity) {
    }

    @Override
    public ReturnService.Receipt receipt() {
        return new ReturnService.Receipt(locationId, receivedOn, new ReturnCondition(condition.packagingIntact(),
                StorageEvidence.of(condition.storageEvidence()), condition.fileIds() == null ? List.of()
                        : condition.fileIds()),
                lines == null ? List.of() : lines.stream().map(line -> new ReturnService.Receipt.Arrival(line.lineNo(),
                        line.quantity())).toList());
    }
}
