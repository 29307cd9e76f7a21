package com.pharmaerp.api.production.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.production.domain.RecipeInput;

/** A new recipe revision of a product. */
@Schema(name = "RecipeInput")
public record RecipeRequest(
        @NotBlank @Size(max = 40) String productMaterialId,
        @NotNull @Valid QuantityJson batchSize,
        @NotEmpty @Size(max = 100) List<@NotNull @Valid RecipeComponentJson> components,
        @NotNull @Valid YieldLimits yieldLimits,
        @Size(max = 50) @Schema(description = "The master batch record: its batches are executed step by step. Omitted, "
                + "batches record their charges and output only.", nullable = true)
        List<@NotNull @Valid OperationJson> operations) {

    public RecipeInput toInput() {
        return new RecipeInput(productMaterialId, batchSize, components.stream().map(component -> new RecipeInput.Component(
                component.materialId(), component.quantity())).toList(), yieldLimits.minPercent(), yieldLimits.maxPercent(),
                operations == null ? List.of() : operations.stream().map(OperationJson::operation).toList());
    }
}
