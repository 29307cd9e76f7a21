package com.pharmaerp.api.production.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A batch to make from an approved recipe revision. */
@Schema(name = "ProductionOrderInput")
public record ProductionOrderRequest(
        @NotBlank @Size(max = 40) String recipeId,
        @NotNull @Valid @Schema(description = "In any unit that converts to the product's.") QuantityJson plannedQuantity) {
}
