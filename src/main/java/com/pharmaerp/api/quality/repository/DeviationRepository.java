package com.pharmaerp.api.quality.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.quality.domain.Deviation;

@ApplicationScoped
public class DeviationRepository implements TenantRepository<Deviation> {
}
