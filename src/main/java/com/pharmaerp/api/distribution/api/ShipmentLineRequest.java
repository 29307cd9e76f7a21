package com.pharmaerp.api.distribution.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A line of a shipment as the clerk writes it; the quantity in any unit that converts to the material's. */
@Schema(name = "ShipmentLineInput")
public record ShipmentLineRequest(
        @NotNull @Positive @Max(9999) @Schema(minimum = "1", maximum = "9999") Integer lineNo,
        @NotBlank @Size(max = 40) @Schema(description = "A finished material.") String materialId,
        @NotNull @Valid QuantityJson quantity,
        @Size(max = 40) @Schema(nullable = true, description = "Ship from this lot; null for first-expiry-first-out.")
        String lotId,
        @Size(min = 1, max = 2000) @Schema(nullable = true, maxLength = 2000,
                description = "Why the named lot ships before one first-expiry-first-out would pick.")
        String fefoOverrideReason) {
}
