package com.pharmaerp.api.distribution;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Whether a complaint exists: a return for a complaint names one. The quality-management system,
 * which keeps complaints, implements it; the dependency points into distribution only.
 */
public interface ComplaintReferences {

    /** Whether the tenant has a complaint of the id. */
    Uni<Boolean> exists(UnitOfWork work, String complaintId);
}
