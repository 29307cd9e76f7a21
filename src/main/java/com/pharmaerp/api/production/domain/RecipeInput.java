package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A recipe revision as a supervisor writes it, before it is checked: amounts in any unit that converts to the material's. */
public record RecipeInput(String productMaterialId, QuantityJson batchSize, List<Component> components,
        BigDecimal minYieldPercent, BigDecimal maxYieldPercent, List<Operation> operations) {

    public record Component(String materialId, QuantityJson quantity) {
    }
}
