package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A supplier and the materials QA approved it for. Its status moves only through
 * {@link #approve} and {@link #suspend}, which refuse a move the life cycle does not allow.
 */
public final class Supplier {

    public static final String ID_PREFIX = "sup";
    public static final String NOUN = "supplier";

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private String code;
    private String name;
    private SupplierStatus status;
    /** Sorted; empty until the first approval. */
    private List<String> approvedMaterialIds;
    /** The signature of the last approval; null until the first. */
    private Signature approval;
    /** The signature of the last suspension; null until the first. */
    private Signature suspension;

    private Supplier(String id, int version, Instant createdAt, Instant updatedAt, String code, String name,
            SupplierStatus status, List<String> approvedMaterialIds, Signature approval, Signature suspension) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.code = code;
        this.name = name;
        this.status = status;
        this.approvedMaterialIds = List.copyOf(approvedMaterialIds);
        this.approval = approval;
        this.suspension = suspension;
    }

    /** A new supplier, pending QA's approval, at version 1. */
    public static Supplier create(String id, SupplierData data, Instant now) {
        return new Supplier(id, 1, now, now, data.code(), data.name(), SupplierStatus.PENDING, List.of(), null, null);
    }

    /** A supplier as stored. */
    public static Supplier rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String code, String name,
            SupplierStatus status, List<String> approvedMaterialIds, Signature approval, Signature suspension) {
        return new Supplier(id, version, createdAt, updatedAt, code, name, status, approvedMaterialIds, approval, suspension);
    }

    public SupplierEvent.Created created() {
        return new SupplierEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String code() {
        return code;
    }

    public String name() {
        return name;
    }

    public SupplierStatus status() {
        return status;
    }

    public Signature approval() {
        return approval;
    }

    public Signature suspension() {
        return suspension;
    }

    public SupplierData data() {
        return new SupplierData(code, name);
    }

    public SupplierStanding standing() {
        return new SupplierStanding(code, status, approvedMaterialIds);
    }

    /** Sorted. */
    public List<String> approvedMaterials() {
        return approvedMaterialIds;
    }

    public boolean approvedFor(String materialId) {
        return standing().approvedFor(materialId);
    }

    /** @return the event, or null when nothing changes */
    public SupplierEvent.Updated change(SupplierData next, String reason, Instant now) {
        SupplierState before = state();
        if (next.code().equals(code) && next.name().equals(name)) {
            return null;
        }
        code = next.code();
        name = next.name();
        touched(now);
        return new SupplierEvent.Updated(id, before, state(), reason);
    }

    /** QA approves it for more materials: from pending, approved (adding materials) or suspended. */
    public SupplierEvent.Approved approve(Collection<String> materialIds, Signature signature, Instant now) {
        SupplierState before = state();
        TreeSet<String> materials = new TreeSet<>(approvedMaterialIds);
        materials.addAll(materialIds);
        approvedMaterialIds = List.copyOf(materials);
        status = SupplierStatus.APPROVED;
        approval = signature;
        touched(now);
        return new SupplierEvent.Approved(id, before, state(), signature.reason());
    }

    /** QA suspends an approved supplier: no new orders or receipts until approved again. */
    public SupplierEvent.Suspended suspend(Signature signature, Instant now) {
        if (status != SupplierStatus.APPROVED) {
            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Supplier " + id + " is " + status.id()
                    + "; only an approved supplier can be suspended.");
        }
        SupplierState before = state();
        status = SupplierStatus.SUSPENDED;
        suspension = signature;
        touched(now);
        return new SupplierEvent.Suspended(id, before, state(), signature.reason());
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private SupplierState state() {
        return new SupplierState(code, name, status.id(), approvedMaterialIds, approval, suspension);
    }
}
