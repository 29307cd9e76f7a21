package com.pharmaerp.api.distribution;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.repository.ShipmentRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.Delivered;
import com.pharmaerp.api.warehouse.LotShipments;

import io.smallrye.mutiny.Uni;

/**
 * Who received which lots: the distribution record the warehouse's forward genealogy reads (as its
 * {@link LotShipments}) and a recall lists.
 */
@ApplicationScoped
public class Deliveries implements LotShipments {

    private final ShipmentRepository shipments;

    public Deliveries(ShipmentRepository shipments) {
        this.shipments = shipments;
    }

    /** Every shipped allocation of the lots, with its shipment and customer, in shipping order; one statement. */
    @Override
    public Uni<List<Delivered>> deliveredOf(UnitOfWork work, Collection<String> lotIds) {
        return shipments.deliveredOf(work, lotIds);
    }
}
