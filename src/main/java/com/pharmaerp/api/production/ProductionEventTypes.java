package com.pharmaerp.api.production;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.production.domain.ProductionOrderEvent;
import com.pharmaerp.api.production.domain.RecipeEvent;

/** Production's events: recipes and production orders with their batch record. */
public final class ProductionEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(RecipeEvent.Created.TYPE, RecipeEvent.Approved.TYPE, RecipeEvent.Superseded.TYPE,
                ProductionOrderEvent.Created.TYPE, ProductionOrderEvent.Released.TYPE, ProductionOrderEvent.Cancelled.TYPE,
                ProductionOrderEvent.Consumed.TYPE, ProductionOrderEvent.ConsumptionVerified.TYPE,
                ProductionOrderEvent.Completed.TYPE, ProductionOrderEvent.Reviewed.TYPE, ProductionOrderEvent.Certified.TYPE,
                ProductionOrderEvent.Rejected.TYPE, ProductionOrderEvent.LineCleared.TYPE,
                ProductionOrderEvent.StepCompleted.TYPE, ProductionOrderEvent.StepVerified.TYPE,
                ProductionOrderEvent.StepCorrected.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("recipe", "/v1/recipes", "production_order", "/v1/production-orders");
    }
}
