package com.pharmaerp.api.warehouse.service;

import java.util.Set;
import java.util.List;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.api.MaterialRequest;
import com.pharmaerp.api.warehouse.api.MaterialView;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

/** Materials of a tenant. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class MaterialService extends TenantResources<Material, MaterialData, MaterialRequest, MaterialView> {

    private static final ResourceKind<Material, MaterialData, MaterialRequest, MaterialView> KIND = new ResourceKind<>(
            Material.ID_PREFIX, "material", WarehouseProblem.MATERIAL_CODE_TAKEN, MaterialRequest.class,
            Material::new, MaterialRequest::toData, MaterialRequest::of, MaterialView::of,
            Set.of("shelfLifeDays", "retestIntervalDays", "storage"), WarehouseRoles.MASTER_DATA);

    public MaterialService(MaterialRepository materials, ResourceSupport support) {
        super(materials, support, KIND);
    }

    /** Quantities are kept in the base unit, so it never changes. */
    @Override
    protected void checkChange(Material material, MaterialRequest input) {
        if (!input.baseUnit().equals(material.baseUnit)) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "A material's base unit never changes: "
                    + "its quantities are kept in it. Create a new material instead.",
                    List.of(new Problem.FieldError("baseUnit", "cannot be changed")));
        }
    }
}
