package com.pharmaerp.api.procurement.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;

@ApplicationScoped
public class GoodsReceiptRepository implements TenantRepository<GoodsReceipt> {
}
