package com.pharmaerp.api.production;

import com.pharmaerp.api.production.domain.ChargeState;
import com.pharmaerp.api.production.domain.ConsumptionState;
import com.pharmaerp.api.production.domain.LineClearance;
import com.pharmaerp.api.production.domain.Operation;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderEvent;
import com.pharmaerp.api.production.domain.ProductionOrderState;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.RecipeEvent;
import com.pharmaerp.api.production.domain.RecipeSnapshot;
import com.pharmaerp.api.production.domain.RecipeState;
import com.pharmaerp.api.production.domain.StepChange;
import com.pharmaerp.api.production.domain.StepDefinition;
import com.pharmaerp.api.production.domain.StepState;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The records serialised with Jackson outside REST (the audit trail's states and events, the order's
 * stored recipe snapshot): native images need them registered.
 */
@RegisterForReflection(targets = { RecipeState.class, RecipeState.Component.class, RecipeState.YieldLimits.class,
        RecipeEvent.Created.class, RecipeEvent.Approved.class, RecipeEvent.Superseded.class, ProductionOrderState.class,
        ProductionOrderState.Yield.class, ConsumptionState.class, ConsumptionState.Allocation.class, ChargeState.class,
        ProductionOrderEvent.Created.class, ProductionOrderEvent.Released.class, ProductionOrderEvent.Cancelled.class,
        ProductionOrderEvent.Consumed.class, ProductionOrderEvent.ConsumptionVerified.class,
        ProductionOrderEvent.Completed.class, ProductionOrderEvent.Reviewed.class, ProductionOrderEvent.Certified.class,
        ProductionOrderEvent.Rejected.class, RecipeSnapshot.class, RecipeSnapshot.Component.class, Operation.class,
        StepDefinition.class, LineClearance.class, LineClearance.Item.class, StepState.class, StepChange.class,
        ProductionStep.Correction.class, ProductionOrder.ReviewCoverage.class, ProductionOrderEvent.LineCleared.class,
        ProductionOrderEvent.StepCompleted.class, ProductionOrderEvent.StepVerified.class,
        ProductionOrderEvent.StepCorrected.class })
final class ProductionReflection {

    private ProductionReflection() {
    }
}
