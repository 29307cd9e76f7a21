package com.pharmaerp.api.distribution;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** Distribution's events: its customers and shipments. */
public final class DistributionEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
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
                new EventType("shipment.cancelled", "A warehouse clerk cancelled a draft shipment; nothing was posted."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("customer", "/v1/customers", "shipment", "/v1/shipments");
    }
}
