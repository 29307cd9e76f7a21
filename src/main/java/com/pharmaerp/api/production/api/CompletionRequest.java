package com.pharmaerp.api.production.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.production.service.ProductionOrderService;

/** What the batch yielded, where it goes, and the deviation that explains a yield outside the recipe's limits. */
@Schema(name = "CompletionInput")
public record CompletionRequest(
        @NotNull @Valid QuantityJson actualQuantity,
        @NotBlank @Size(max = 40) String locationId,
        @Size(max = 40) @Schema(nullable = true) String deviationId) {

    public ProductionOrderService.Completion command() {
        return new ProductionOrderService.Completion(actualQuantity, locationId, deviationId);
    }
}
