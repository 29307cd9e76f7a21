package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.ComplaintReferences;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.repository.ComplaintRepository;

import io.smallrye.mutiny.Uni;

/** Answers distribution's question whether an id is a complaint of the tenant. */
@ApplicationScoped
public class ComplaintReferencesOfQms implements ComplaintReferences {

    private final ComplaintRepository complaints;

    public ComplaintReferencesOfQms(ComplaintRepository complaints) {
        this.complaints = complaints;
    }

    @Override
    public Uni<Boolean> exists(UnitOfWork work, String complaintId) {
        return complaints.exists(work, complaintId);
    }
}
