package com.pharmaerp.api.quality;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * A question the quality module must ask upwards: does a CAPA name this record among its sources? A
 * deviation that needs a CAPA closes only when one does. Declared here, answered by the qms module.
 */
public interface CapaCoverage {

    /** @param sourceType a CAPA source type, e.g. {@code deviation} */
    Uni<Boolean> namedByCapa(UnitOfWork work, String sourceType, String sourceId);
}
