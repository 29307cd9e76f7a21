package com.pharmaerp.api.distribution;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Whether a recall names a shipment among those it found: a return for a recall must be of one. The
 * quality-management system, which keeps recalls, implements it; distribution knows no module that
 * does, so the dependency points into distribution only.
 */
public interface RecallReferences {

    /** Whether the tenant's recall of the id lists the shipment among its affected shipments (false for no such recall). */
    Uni<Boolean> includesShipment(UnitOfWork work, String recallId, String shipmentId);
}
