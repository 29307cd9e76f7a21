package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Passed by every issue of stock before it reads any lot, so that an issue either commits before an
 * opening recall reads the lots or reads them held by it. The module that opens recalls implements
 * it; the warehouse knows none.
 */
public interface RecallGate {

    /** Waits while a recall of the tenant is opening, then keeps any from opening until the unit ends. */
    Uni<Void> pass(UnitOfWork work);
}
