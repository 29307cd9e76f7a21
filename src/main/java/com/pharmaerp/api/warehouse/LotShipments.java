package com.pharmaerp.api.warehouse;

import java.util.Collection;
import java.util.List;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Who received the warehouse's lots and what came back: forward genealogy lists both. Distribution, which ships the lots,
 * implements it; the warehouse knows no module that does, so the dependency points into the warehouse only.
 */
public interface LotShipments {

    /** Every shipped allocation of the lots, with its shipment and customer, in shipping order. */
    Uni<List<Delivered>> deliveredOf(UnitOfWork work, Collection<String> lotIds);

    /** What received returns brought back of the lots, a line each, in receiving order. */
    Uni<List<Returned>> returnedOf(UnitOfWork work, Collection<String> lotIds);
}
