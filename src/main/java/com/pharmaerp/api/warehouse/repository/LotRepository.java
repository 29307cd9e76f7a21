package com.pharmaerp.api.warehouse.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.warehouse.domain.Lot;

@ApplicationScoped
public class LotRepository implements TenantRepository<Lot> {
}
