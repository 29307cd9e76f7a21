package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.RecallReferences;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.repository.RecallRepository;

import io.smallrye.mutiny.Uni;

/** Answers distribution's question whether a return's recall names the returned shipment. */
@ApplicationScoped
public class RecallShipments implements RecallReferences {

    private final RecallRepository recalls;

    public RecallShipments(RecallRepository recalls) {
        this.recalls = recalls;
    }

    @Override
    public Uni<Boolean> includesShipment(UnitOfWork work, String recallId, String shipmentId) {
        return recalls.includesShipment(work, recallId, shipmentId);
    }
}
