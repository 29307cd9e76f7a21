package com.pharmaerp.api.distribution;

import java.util.Set;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.domain.ShipmentAllocation;
import com.pharmaerp.api.distribution.domain.ShipmentStatus;
import com.pharmaerp.api.distribution.repository.CustomerRepository;
import com.pharmaerp.api.distribution.repository.ShipmentRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** What a complaint asks of distribution: which customer a shipment went to and which lots it carried; whether a customer exists. */
@ApplicationScoped
public class ShipmentRecords {

    /**
     * A shipment as a complaint names it.
     *
     * @param shipped whether it left: only then did it go to its customer and carry its lots
     * @param lotIds the lots it carried (empty unless shipped)
     */
    public record ShipmentFacts(String id, String number, String customerId, boolean shipped, Set<String> lotIds) {
    }

    private final ShipmentRepository shipments;
    private final CustomerRepository customers;

    public ShipmentRecords(ShipmentRepository shipments, CustomerRepository customers) {
        this.shipments = shipments;
        this.customers = customers;
    }

    /** The shipment of the tenant with the lots it carried, or null. */
    public Uni<ShipmentFacts> find(UnitOfWork work, String shipmentId) {
        return shipments.find(work, shipmentId).map(s -> s == null ? null : new ShipmentFacts(s.id(), s.number(),
                s.customerId(), s.status() == ShipmentStatus.SHIPPED,
                s.allocations().stream().map(ShipmentAllocation::lotId).collect(Collectors.toUnmodifiableSet())));
    }

    /** Whether the tenant has a customer of the id. */
    public Uni<Boolean> customerExists(UnitOfWork work, String customerId) {
        return customers.find(work, customerId).map(customer -> customer != null);
    }
}
