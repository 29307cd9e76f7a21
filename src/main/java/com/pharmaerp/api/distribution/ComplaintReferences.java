package com.pharmaerp.api.distribution;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** A question distribution asks upwards: is this a complaint of the tenant? Declared here, answered by the qms module. */
public interface ComplaintReferences {

    Uni<Boolean> exists(UnitOfWork work, String complaintId);
}
