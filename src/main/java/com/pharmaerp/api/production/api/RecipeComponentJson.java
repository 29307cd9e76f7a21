package com.pharmaerp.api.production.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.production.domain.RecipeComponent;

/** A component as sent (any unit that converts to the material's) and as read (its base unit). */
@Schema(name = "RecipeComponent")
public record RecipeComponentJson(@NotBlank @Size(max = 40) String materialId, @NotNull @Valid QuantityJson quantity) {

    static RecipeComponentJson of(RecipeComponent component) {
        return new RecipeComponentJson(component.materialId(), QuantityJson.of(component.quantity()));
    }
}
