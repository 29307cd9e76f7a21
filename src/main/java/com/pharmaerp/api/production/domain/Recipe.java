package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.revision.Revision;
import com.pharmaerp.api.platform.users.Signature;

/** One revision of a product's recipe: its batch size, components and yield limits. */
public final class Recipe {

    public static final String ID_PREFIX = "rcp";
    public static final String NOUN = "recipe";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String productMaterialId;
    /** In the product's base unit. */
    public Quantity batchSize;
    public List<RecipeComponent> components;
    public BigDecimal minYieldPercent;
    public BigDecimal maxYieldPercent;
    public Revision revision;

    /** A new draft at version 1. */
    public static Recipe draft(String id, RecipeData data, Revision revision, Instant now) {
        Recipe recipe = new Recipe();
        recipe.id = id;
        recipe.version = 1;
        recipe.createdAt = now;
        recipe.updatedAt = now;
        recipe.productMaterialId = data.productMaterialId();
        recipe.batchSize = data.batchSize();
        recipe.components = data.components();
        recipe.minYieldPercent = data.minYieldPercent();
        recipe.maxYieldPercent = data.maxYieldPercent();
        recipe.revision = revision;
        return recipe;
    }

    public DomainEvent created() {
        ObjectNode recorded = (ObjectNode) revision.recorded();
        recorded.setAll((ObjectNode) Recorded.of("productMaterialId", productMaterialId, "batchSize", QuantityJson.of(batchSize),
                "components", components.stream().map(c -> Recorded.of("materialId", c.materialId(), "quantity",
                        QuantityJson.of(c.quantity()))).toList(),
                "yieldLimits", Recorded.of("minPercent", minYieldPercent, "maxPercent", maxYieldPercent)));
        return DomainEvent.created(NOUN, id, recorded, null);
    }

    /** QA approves the draft. */
    public DomainEvent approve(Signature signature, Instant now) {
        return touched(revision.approve(NOUN, id, signature), now);
    }

    /** The approved revision gives way to the later one, numbered {@code by}, being approved. */
    public DomainEvent supersede(int by, Instant now) {
        return touched(revision.supersede(NOUN, id, by), now);
    }

    private DomainEvent touched(DomainEvent event, Instant now) {
        version++;
        updatedAt = now;
        return event;
    }
}
