package com.pharmaerp.api.procurement.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;

@ApplicationScoped
public class PurchaseOrderRepository implements TenantRepository<PurchaseOrder> {
}
