package com.pharmaerp.api.production;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** Production's events: recipes and production orders with their batch record. */
public final class ProductionEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("recipe.created", "A supervisor wrote a draft recipe: the product's next revision."),
                new EventType("recipe.approved", "QA other than its author approved the draft recipe with a signature: "
                        + "new production orders of the product are made from it."),
                new EventType("recipe.superseded", "The approved recipe gave way to a later revision of the product "
                        + "being approved."),
                new EventType("production_order.created", "A supervisor planned a production order from the product's "
                        + "approved recipe revision."),
                new EventType("production_order.released", "A supervisor released the planned order: its output lot, in "
                        + "quarantine, and the output lot's inspection lot exist from now on."),
                new EventType("production_order.cancelled", "A supervisor cancelled a planned or released order nothing "
                        + "was consumed into."),
                new EventType("production_order.consumed", "An operator charged a component into the order, issued from "
                        + "stock first expiry first out or from a named lot; the first charge puts the order in progress."),
                new EventType("production_order.consumption_verified", "A second person verified a charge of the order "
                        + "with a signature."),
                new EventType("production_order.completed", "A supervisor completed the batch with its actual quantity "
                        + "and yield; any output was posted into the output lot."),
                new EventType("production_order.reviewed", "QA who performed no step of the batch reviewed its batch "
                        + "record with a signature."),
                new EventType("production_order.certified", "The QP certified the reviewed batch with a signature, which "
                        + "released its output lot."),
                new EventType("production_order.rejected", "The QP rejected the completed or reviewed batch with a "
                        + "signature, which rejected its output lot."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("recipe", "/v1/recipes", "production_order", "/v1/production-orders");
    }
}
