package com.pharmaerp.api.production.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.Recipe;

/** A recipe revision as every read returns it; quantities in each material's base unit. */
@Schema(name = "Recipe")
public record RecipeView(
        @Schema(examples = "rcp_3kP9xQ2mZ7vB1cD4") String id,
        String productMaterialId,
        @Schema(description = "1, 2, … per product; not the record's version.", minimum = "1", maximum = "1000000")
        int revision,
        @Schema(enumeration = { "draft", "approved", "superseded" }) String status,
        QuantityJson batchSize,
        @Schema(maxItems = 100) List<RecipeComponentJson> components,
        YieldLimits yieldLimits,
        @Schema(description = "The master batch record; empty when its batches record no steps.", maxItems = 50)
        List<OperationJson> operations,
        @Schema(description = "Who wrote it; they may not approve it.", maxLength = 21) String createdBy,
        @Schema(description = "QA's signature of the approval.", nullable = true) Signature approval,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static RecipeView of(Recipe recipe) {
        return new RecipeView(recipe.id(), recipe.productMaterialId(), recipe.revision(), recipe.status().id(),
                QuantityJson.of(recipe.batchSize()), recipe.components().stream().map(RecipeComponentJson::of).toList(),
                new YieldLimits(recipe.minYieldPercent(), recipe.maxYieldPercent()),
                recipe.operations().stream().map(OperationJson::of).toList(), recipe.createdBy(), recipe.approval(),
                recipe.version(), recipe.createdAt(), recipe.updatedAt());
    }
}
