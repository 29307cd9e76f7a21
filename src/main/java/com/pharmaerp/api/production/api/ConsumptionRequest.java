package com.pharmaerp.api.production.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.production.service.ProductionOrderService;

/** A charge of a recipe component into the batch: FEFO's lots, or a named one. */
@Schema(name = "ConsumptionInput")
public record ConsumptionRequest(
        @NotBlank @Size(max = 40) String materialId,
        @NotNull @Valid QuantityJson quantity,
        @Size(max = 40) @Schema(description = "Only stock at this location; any location when omitted.", nullable = true)
        String locationId,
        @Size(max = 40) @Schema(description = "This lot; first-expiry-first-out across usable lots when omitted.",
                nullable = true) String lotId,
        @Size(max = 2000) @Schema(description = "Why a named lot is taken before the one FEFO picks.", nullable = true)
        String fefoOverrideReason) {

    public ProductionOrderService.Charge command() {
        return new ProductionOrderService.Charge(materialId, quantity, locationId, lotId, overrideReason());
    }

    /** @return the reason without surrounding blanks, or null for none */
    public String overrideReason() {
        return fefoOverrideReason == null || fefoOverrideReason.isBlank() ? null : fefoOverrideReason.strip();
    }
}
