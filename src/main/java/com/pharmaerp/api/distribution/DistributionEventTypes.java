package com.pharmaerp.api.distribution;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.distribution.domain.CustomerEvent;
import com.pharmaerp.api.distribution.domain.ReturnEvent;
import com.pharmaerp.api.distribution.domain.ShipmentEvent;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** Distribution's events: its customers, shipments and returns. */
public final class DistributionEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                CustomerEvent.Created.TYPE,
                CustomerEvent.Updated.TYPE,
                CustomerEvent.Approved.TYPE,
                CustomerEvent.Suspended.TYPE,
                ShipmentEvent.Created.TYPE,
                ShipmentEvent.Updated.TYPE,
                ShipmentEvent.Shipped.TYPE,
                ShipmentEvent.Cancelled.TYPE,
                ReturnEvent.Authorized.TYPE,
                ReturnEvent.Received.TYPE,
                ReturnEvent.Dispositioned.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("customer", "/v1/customers", "shipment", "/v1/shipments", "return", "/v1/returns");
    }
}
