package com.pharmaerp.api.production.domain;

import java.math.BigDecimal;
import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A recipe revision as the audit trail records it: the revision's part first (its number, status,
 * author and approval), then the recipe's fields, as the API names them.
 *
 * @param status its lower-case id, e.g. {@code approved}
 * @param operations the master batch record; empty for a recipe without one
 */
public record RecipeState(int revision, String status, String createdBy, Signature approval, String productMaterialId,
        QuantityJson batchSize, List<Component> components, YieldLimits yieldLimits,
        List<Operation> operations) {

    public record Component(String materialId, QuantityJson quantity) {
    }

    public record YieldLimits(BigDecimal minPercent, BigDecimal maxPercent) {
    }
}
