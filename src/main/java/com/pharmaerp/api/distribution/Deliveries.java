package com.pharmaerp.api.distribution;

import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.repository.ReturnRepository;
import com.pharmaerp.api.distribution.repository.ShipmentRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.Delivered;
import com.pharmaerp.api.warehouse.LotShipments;
import com.pharmaerp.api.warehouse.Returned;

import io.smallrye.mutiny.Uni;

/**
 * Who received which lots and what they sent back: the distribution record the warehouse's forward
 * genealogy reads (as its {@link LotShipments}) and a recall lists.
 */
@ApplicationScoped
public class Deliveries implements LotShipments {

    private final ShipmentRepository shipments;
    private final ReturnRepository returns;

    public Deliveries(ShipmentRepository shipments, ReturnRepository returns) {
        this.shipments = shipments;
        this.returns = returns;
    }

    /** Every shipped allocation of the lots, with its shipment and customer, in shipping order; one statement. */
    @Override
    public Uni<List<Delivered>> deliveredOf(UnitOfWork work, Collection<String> lotIds) {
        return shipments.deliveredOf(work, lotIds);
    }

    /** What received returns brought back of the lots; one statement. */
    @Override
    public Uni<List<Returned>> returnedOf(UnitOfWork work, Collection<String> lotIds) {
        return returns.returnedOf(work, lotIds);
    }
}
