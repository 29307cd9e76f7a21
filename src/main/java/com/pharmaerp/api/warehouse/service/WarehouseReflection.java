package com.pharmaerp.api.warehouse.service;

import com.pharmaerp.api.warehouse.domain.InventoryCount;
import com.pharmaerp.api.warehouse.domain.InventoryCountEvent;
import com.pharmaerp.api.warehouse.domain.InventoryCountState;
import com.pharmaerp.api.warehouse.domain.LocationEvent;
import com.pharmaerp.api.warehouse.domain.LocationState;
import com.pharmaerp.api.warehouse.domain.LotEvent;
import com.pharmaerp.api.warehouse.domain.LotState;
import com.pharmaerp.api.warehouse.domain.MaterialEvent;
import com.pharmaerp.api.warehouse.domain.MaterialState;
import com.pharmaerp.api.warehouse.domain.SignedAmount;
import com.pharmaerp.api.warehouse.domain.StockAdjustmentEvent;
import com.pharmaerp.api.warehouse.domain.StockAdjustmentState;
import com.pharmaerp.api.warehouse.domain.StockMovementEvent;
import com.pharmaerp.api.warehouse.domain.StockMovementState;
import com.pharmaerp.api.warehouse.domain.Storage;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The warehouse's records that Jackson serialises (audited states, events, the count's stored lines):
 * registered here for native images, as domain/ imports no framework.
 */
@RegisterForReflection(targets = { LotState.class, LotEvent.Created.class, LotEvent.Held.class, LotEvent.Unheld.class,
        LotEvent.Released.class, LotEvent.Retested.class, LotEvent.Rejected.class, LotEvent.Destroyed.class,
        MaterialState.class, MaterialEvent.Created.class, MaterialEvent.Updated.class, LocationState.class,
        LocationEvent.Created.class, LocationEvent.Updated.class, Storage.class, StockMovementState.class,
        StockMovementEvent.Created.class, SignedAmount.class, StockAdjustmentState.class, StockAdjustmentEvent.Created.class,
        StockAdjustmentEvent.Posted.class, StockAdjustmentEvent.Rejected.class, InventoryCount.Line.class,
        InventoryCountState.class, InventoryCountState.Line.class, InventoryCountEvent.Created.class,
        InventoryCountEvent.Counted.class, InventoryCountEvent.Posted.class, InventoryCountEvent.Cancelled.class })
public final class WarehouseReflection {

    private WarehouseReflection() {
    }
}
