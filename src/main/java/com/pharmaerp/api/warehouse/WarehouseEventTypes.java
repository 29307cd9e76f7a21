package com.pharmaerp.api.warehouse;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.warehouse.domain.InventoryCountEvent;
import com.pharmaerp.api.warehouse.domain.LocationEvent;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.domain.MaterialEvent;
import com.pharmaerp.api.warehouse.domain.StockAdjustmentEvent;
import com.pharmaerp.api.warehouse.domain.StockMovementEvent;

/** The warehouse's events: its master data, lots and the stock ledger. */
public final class WarehouseEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                MaterialEvent.Created.TYPE,
                MaterialEvent.Updated.TYPE,
                LocationEvent.Created.TYPE,
                LocationEvent.Updated.TYPE,
                LotEvent.Created.TYPE,
                LotEvent.Held.TYPE,
                LotEvent.Unheld.TYPE,
                LotEvent.Released.TYPE,
                LotEvent.Retested.TYPE,
                LotEvent.Rejected.TYPE,
                LotEvent.Destroyed.TYPE,
                StockMovementEvent.Created.TYPE,
                new EventType("customer.created", "A warehouse clerk or supervisor created a customer, pending QA's "
                        + "approval."),
                new EventType("customer.updated", "A customer's data changed; a change of an approved customer's "
                        + "licence carries its reason."),
                new EventType("customer.approved", "QA approved the customer to receive medicinal products, with a "
                        + "signature."),
                new EventType("customer.suspended", "QA suspended the approved customer with a signature: nothing ships "
                        + "to it until approved again."),
                new EventType("shipment.created", "A warehouse clerk wrote a draft shipment to a customer."),
                new EventType("shipment.updated", "A warehouse clerk changed a draft shipment's customer or lines."),
                new EventType("shipment.shipped", "The shipment left: its lots were picked first-expiry-first-out (or "
                        + "as named) and posted out of stock; it never changes again."),
                new EventType("shipment.cancelled", "A warehouse clerk cancelled a draft shipment; nothing was posted."),
                new EventType("recall.opened", "QA opened a recall of a lot with a signature: every lot made from it "
                        + "was found, those in quarantine or released were held (each its own lot.held event), and "
                        + "every shipment and customer that received one is listed."),
                new EventType("recall.closed", "QA closed the recall with a signature; no lot was released by it."),
                StockAdjustmentEvent.Created.TYPE,
                StockAdjustmentEvent.Posted.TYPE,
                StockAdjustmentEvent.Rejected.TYPE,
                InventoryCountEvent.Created.TYPE,
                InventoryCountEvent.Counted.TYPE,
                InventoryCountEvent.Posted.TYPE,
                InventoryCountEvent.Cancelled.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("material", "/v1/materials", "location", "/v1/locations", "lot", "/v1/lots",
                "stock_movement", "/v1/stock-movements", "customer", "/v1/customers", "shipment", "/v1/shipments",
                "recall", "/v1/recalls", "stock_adjustment", "/v1/stock-adjustments", "inventory_count",
                "/v1/inventory-counts");
    }
}
