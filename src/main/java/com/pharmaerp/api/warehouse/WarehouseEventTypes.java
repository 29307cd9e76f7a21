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
                "stock_movement", "/v1/stock-movements", "stock_adjustment", "/v1/stock-adjustments", "inventory_count",
                "/v1/inventory-counts");
    }
}
