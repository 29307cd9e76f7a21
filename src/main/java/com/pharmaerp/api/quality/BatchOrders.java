package com.pharmaerp.api.quality;

import java.util.Collection;
import java.util.Map;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * A question the quality module must ask upwards: which of these ids are production orders, and what a
 * deviation's impact shows of them. Declared here, answered by the production module.
 */
public interface BatchOrders {

    /** A production order as an impact lists it; {@code outputLotId} null before its release. */
    record Order(String id, String number, String status, String outputLotId) {
    }

    /** Each of the ids that is a production order of the tenant, by id. */
    Uni<Map<String, Order>> ordersOf(UnitOfWork work, Collection<String> ids);
}
