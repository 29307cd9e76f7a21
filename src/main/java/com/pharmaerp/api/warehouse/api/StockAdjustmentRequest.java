package com.pharmaerp.api.warehouse.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.warehouse.domain.StockAdjustment;
import com.pharmaerp.api.warehouse.service.StockAdjustmentService;

/** A clerk's request to correct a lot's balance in a location. */
@Schema(name = "StockAdjustmentInput")
public record StockAdjustmentRequest(
        @NotBlank @Size(max = 40) String lotId,
        @NotBlank @Size(max = 40) String locationId,
        @NotNull @Valid @Schema(description = "Negative takes stock out, positive brings it in; never 0.")
        SignedQuantityJson quantity,
        @NotNull @Pattern(regexp = StockAdjustment.ReasonCode.PATTERN, message = "must be one of "
                + StockAdjustment.ReasonCode.PATTERN)
        @Schema(enumeration = { "damage", "loss", "found", "sample", "count_difference", "other" }, maxLength = 20)
        String reasonCode,
        @NotBlank @Size(max = 2000) String reason) {

    StockAdjustmentService.Request command() {
        return new StockAdjustmentService.Request(lotId, locationId, quantity.magnitude(), quantity.negative(),
                StockAdjustment.ReasonCode.of(reasonCode), reason.strip());
    }
}
