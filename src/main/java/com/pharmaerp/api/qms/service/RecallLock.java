package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.RecallGate;

import io.smallrye.mutiny.Uni;

/**
 * The tenant's lock every issue of stock shares and an opening recall takes whole: an issue either
 * commits before the recall reads the lots, or reads the lots the recall held.
 */
@ApplicationScoped
public class RecallLock implements RecallGate {

    private static final String NAME = "stock-issue";

    @Override
    public Uni<Void> pass(UnitOfWork work) {
        return work.holdLockShared(NAME);
    }

    /** Taken by a recall opening: waits for the issues under way and keeps new ones out until the unit ends. */
    public Uni<Void> holdWhole(UnitOfWork work) {
        return work.holdLock(NAME);
    }
}
