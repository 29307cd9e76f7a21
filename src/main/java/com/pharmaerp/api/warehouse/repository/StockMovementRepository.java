package com.pharmaerp.api.warehouse.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.warehouse.domain.StockMovement;

@ApplicationScoped
public class StockMovementRepository implements TenantRepository<StockMovement> {
}
