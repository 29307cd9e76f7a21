package com.pharmaerp.api.production.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.production.domain.RecipeData;

/** A new recipe revision of a product. */
@Schema(name = "RecipeInput")
public record RecipeRequest(
        @NotBlank @Size(max = 40) String productMaterialId,
        @NotNull @Valid QuantityJson batchSize,
        @NotEmpty @Size(max = 100) List<@NotNull @Valid RecipeComponentJson> components,
        @NotNull @Valid YieldLimits yieldLimits) implements ResourceKind.Input {

    public static RecipeRequest of(RecipeData data) {
        return new RecipeRequest(data.productMaterialId(), QuantityJson.of(data.batchSize()),
                data.components().stream().map(RecipeComponentJson::of).toList(),
                new YieldLimits(data.minYieldPercent(), data.maxYieldPercent()));
    }
}
