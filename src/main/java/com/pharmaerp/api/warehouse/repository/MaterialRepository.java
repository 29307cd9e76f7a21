package com.pharmaerp.api.warehouse.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.TenantRepository;
import com.pharmaerp.api.warehouse.domain.Material;

@ApplicationScoped
public class MaterialRepository implements TenantRepository<Material> {
}
