package com.pharmaerp.api.warehouse.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.TenantResources;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.api.MaterialRequest;
import com.pharmaerp.api.warehouse.api.MaterialView;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

/** Materials of a tenant. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class MaterialService extends TenantResources<Material, MaterialRequest, MaterialView> {

    public MaterialService(MaterialRepository materials, MergePatch mergePatch, Clock clock) {
        super(materials, mergePatch, clock, MaterialRequest.class);
    }

    @Override
    protected String idPrefix() {
        return Material.ID_PREFIX;
    }

    @Override
    protected String noun() {
        return "material";
    }

    @Override
    protected ProblemType codeTaken() {
        return WarehouseProblem.MATERIAL_CODE_TAKEN;
    }

    @Override
    protected String codeOf(MaterialRequest input) {
        return input.code();
    }

    @Override
    protected Material newEntity(String id, String tenantId, MaterialRequest input, Instant now) {
        return Material.create(id, tenantId, input.toData(), now);
    }

    @Override
    protected MaterialRequest inputOf(Material material) {
        return MaterialRequest.of(material.data());
    }

    @Override
    protected MaterialView viewOf(Material material) {
        return MaterialView.of(material);
    }

    @Override
    protected Cursor positionOf(Material material) {
        return new Cursor(material.createdAt, material.id);
    }

    @Override
    protected int versionOf(Material material) {
        return material.version;
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

    @Override
    protected boolean change(Material material, MaterialRequest input, Instant now) {
        return material.change(input.toData(), now);
    }
}
