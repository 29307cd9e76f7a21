package com.pharmaerp.api.production.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.production.domain.ProductionOrder;

@ApplicationScoped
public class ProductionOrderRepository implements TenantRepository<ProductionOrder> {
}
