package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A supplier and the materials QA approved it for. Its status moves only through
 * {@link #approve} and {@link #suspend}, which refuse a move the life cycle does not allow.
 */
@Entity
@Table(name = "suppliers")
public class Supplier extends TenantEntity<SupplierData> {

    public static final String ID_PREFIX = "sup";

    public String code;
    public String name;
    public String status = SupplierStatus.PENDING.id();
    @Column(name = "approved_material_ids")
    public String approvedMaterialIds = "";
    /** The signature (JSON) of the last approval; null until the first. */
    public String approval;
    /** The signature (JSON) of the last suspension; null until the first. */
    public String suspension;

    public SupplierStatus status() {
        return SupplierStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    public List<String> approvedMaterials() {
        return approvedMaterialIds.isEmpty() ? List.of() : Arrays.asList(approvedMaterialIds.split(","));
    }

    public boolean approvedFor(String materialId) {
        return status() == SupplierStatus.APPROVED && approvedMaterials().contains(materialId);
    }

    /** QA approves it for more materials: from pending, approved (adding materials) or suspended. */
    public void approve(Collection<String> materialIds, Signature signature, Instant now) {
        TreeSet<String> materials = new TreeSet<>(approvedMaterials());
        materials.addAll(materialIds);
        approvedMaterialIds = String.join(",", materials);
        status = SupplierStatus.APPROVED.id();
        approval = signature.toJson();
        touched(now);
    }

    /** QA suspends an approved supplier: no new orders or receipts until approved again. */
    public void suspend(Signature signature, Instant now) {
        if (status() != SupplierStatus.APPROVED) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Supplier " + id + " is " + status
                    + "; only an approved supplier can be suspended.");
        }
        status = SupplierStatus.SUSPENDED.id();
        suspension = signature.toJson();
        touched(now);
    }

    @Override
    public SupplierData data() {
        return new SupplierData(code, name);
    }

    @Override
    protected void apply(SupplierData data) {
        code = data.code();
        name = data.name();
    }
}
