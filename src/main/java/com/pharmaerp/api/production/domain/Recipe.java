package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.resource.RevisedEntity;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** One revision of a product's recipe: its batch size, components and yield limits. */
@Entity
@Table(name = "recipes")
public class Recipe extends RevisedEntity<RecipeData> {

    public static final String ID_PREFIX = "rcp";

    private static final TypeReference<List<StoredComponent>> COMPONENTS = new TypeReference<>() {
    };

    /** A component as its column keeps it: the amount as a decimal string in the material's base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredComponent(String materialId, String quantity, String unit) {

        static StoredComponent of(RecipeComponent component) {
            return new StoredComponent(component.materialId(), component.quantity().plainValue(),
                    component.quantity().unit().symbol());
        }

        RecipeComponent component() {
            return new RecipeComponent(materialId, Quantity.of(quantity, Unit.ofSymbol(unit).orElseThrow()));
        }
    }

    @Column(name = "product_material_id")
    public String productMaterialId;
    @Column(name = "batch_size")
    public BigDecimal batchSize;
    public String unit;
    /** The components as JSON (see {@link #components()}). */
    @Column(name = "components")
    public String componentsJson;
    @Column(name = "min_yield_percent")
    public BigDecimal minYieldPercent;
    @Column(name = "max_yield_percent")
    public BigDecimal maxYieldPercent;

    @Override
    public String noun() {
        return "recipe";
    }

    public Quantity batchSize() {
        return new Quantity(batchSize, Unit.ofSymbol(unit).orElseThrow());
    }

    public List<RecipeComponent> components() {
        return StoredJson.read(componentsJson, COMPONENTS).stream().map(StoredComponent::component).toList();
    }

    @Override
    public RecipeData data() {
        return new RecipeData(productMaterialId, batchSize(), components(), minYieldPercent, maxYieldPercent);
    }

    @Override
    protected void apply(RecipeData data) {
        productMaterialId = data.productMaterialId();
        batchSize = data.batchSize().value();
        unit = data.batchSize().unit().symbol();
        componentsJson = StoredJson.write(data.components().stream().map(StoredComponent::of).toList());
        minYieldPercent = data.minYieldPercent();
        maxYieldPercent = data.maxYieldPercent();
    }
}
