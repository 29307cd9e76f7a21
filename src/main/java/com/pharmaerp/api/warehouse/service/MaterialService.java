package com.pharmaerp.api.warehouse.service;

import java.util.Collection;
import java.util.List;
import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.smallrye.mutiny.Uni;

/** Materials of a tenant: created and changed by master data, each change audited. */
@ApplicationScoped
public class MaterialService {

    private final MaterialRepository materials;
    private final ActingUser actingUser;

    public MaterialService(MaterialRepository materials, ActingUser actingUser) {
        this.materials = materials;
        this.actingUser = actingUser;
    }

    /** The role, then 409 material_code_taken. */
    public Uni<Material> create(UnitOfWork work, MaterialData data) {
        actingUser.requireRole(WarehouseRoles.MASTER_DATA);
        return refuseTakenCode(work, data.code(), "").chain(() -> {
            Material material = Material.create(Ids.next(Material.ID_PREFIX), data, work.now());
            work.record(material.created());
            return materials.insert(work, material).replaceWith(material);
        });
    }

    /** Those of the ids that are the tenant's materials. */
    public Uni<List<Material>> findAll(UnitOfWork work, Collection<String> ids) {
        return materials.findAll(work, ids);
    }

    /** The material of the tenant; 404 when there is none. */
    public Uni<Material> get(UnitOfWork work, String id) {
        return Found.require(Material.ID_PREFIX, id, Material.NOUN, () -> materials.find(work, id));
    }

    public Uni<Page<Material>> list(UnitOfWork work, Cursor after, int limit) {
        return materials.page(work, after, limit).map(rows -> Page.of(rows, limit, m -> new Cursor(m.createdAt(), m.id()), m -> m));
    }

    /**
     * A merge patch of the material (404), the patch applied to its data and the result valid, checked
     * on in the documented order: a base unit that stays (422); a reason for GMP master data (422); the
     * role (403); If-Match (428/412); then 409 material_code_taken.
     *
     * @param patched the material's data with the patch applied
     */
    public Uni<Material> change(UnitOfWork work, String id, Patch patch, UnaryOperator<MaterialData> patched) {
        return get(work, id).chain(material -> {
            MaterialData next = patched.apply(material.data());
            material.requireBaseUnitKept(next);
            patch.requireReasonFor(material.changesTo(next), Material.GMP_FIELDS, Material.NOUN);
            actingUser.requireRole(WarehouseRoles.MASTER_DATA);
            Versions.require(patch.ifMatch(), material.version());
            return refuseTakenCode(work, next.code(), material.id()).chain(() -> work.saveChange(
                    material.change(next, patch.reason(), work.now()), material, () -> materials.update(work, material)));
        });
    }

    private Uni<Void> refuseTakenCode(UnitOfWork work, String code, String exceptId) {
        return materials.codeTaken(work, code, exceptId).invoke(taken -> {
            if (taken) {
                throw new Refusal(WarehouseProblem.MATERIAL_CODE_TAKEN, "Another material of this tenant already "
                        + "has the code " + code + ".");
            }
        }).replaceWithVoid();
    }
}
