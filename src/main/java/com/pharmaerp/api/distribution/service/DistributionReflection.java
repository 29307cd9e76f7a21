package com.pharmaerp.api.distribution.service;

import com.pharmaerp.api.distribution.domain.CustomerEvent;
import com.pharmaerp.api.distribution.domain.ReturnEvent;
import com.pharmaerp.api.distribution.domain.ShipmentEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The customers', shipments' and returns' audited states and events, serialised into the audit trail: native images need them registered. */
@RegisterForReflection(targets = { CustomerEvent.State.class, CustomerEvent.Created.class, CustomerEvent.Updated.class,
        CustomerEvent.Approved.class, CustomerEvent.Suspended.class, ShipmentEvent.State.class, ShipmentEvent.Line.class,
        ShipmentEvent.Allocation.class, ShipmentEvent.Created.class, ShipmentEvent.Updated.class, ShipmentEvent.Shipped.class,
        ShipmentEvent.Cancelled.class, ReturnEvent.State.class, ReturnEvent.Line.class, ReturnEvent.Condition.class,
        ReturnEvent.Authorized.class, ReturnEvent.Received.class, ReturnEvent.Dispositioned.class })
final class DistributionReflection {

    private DistributionReflection() {
    }
}
