package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A supplier and the materials QA approved it for. Its status moves only through
 * {@link #approve} and {@link #suspend}, which refuse a move the life cycle does not allow.
 */
public final class Supplier {

    public static final String ID_PREFIX = "sup";
    public static final String NOUN = "supplier";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String code;
    public String name;
    public String status = SupplierStatus.PENDING.id();
    /** Sorted, comma-separated; empty until the first approval. */
    public String approvedMaterialIds = "";
    /** The signature of the last approval; null until the first. */
    public Signature approval;
    /** The signature of the last suspension; null until the first. */
    public Signature suspension;

    /** A new supplier, pending QA's approval, at version 1. */
    public static Supplier create(String id, SupplierData data, Instant now) {
        Supplier supplier = new Supplier();
        supplier.id = id;
        supplier.version = 1;
        supplier.createdAt = now;
        supplier.updatedAt = now;
        supplier.code = data.code();
        supplier.name = data.name();
        return supplier;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    public SupplierStatus status() {
        return SupplierStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    public SupplierData data() {
        return new SupplierData(code, name);
    }

    public SupplierStanding standing() {
        return new SupplierStanding(code, status, approvedMaterialIds);
    }

    public List<String> approvedMaterials() {
        return standing().approvedMaterials();
    }

    public boolean approvedFor(String materialId) {
        return standing().approvedFor(materialId);
    }

    /** @return the event, or null when nothing changes */
    public DomainEvent change(SupplierData next, String reason, Instant now) {
        List<Change> changes = Change.between(recorded(), Recorded.of("code", next.code(), "name", next.name(), "status",
                status, "approvedMaterialIds", approvedMaterials(), "approval", approval, "suspension", suspension));
        if (changes.isEmpty()) {
            return null;
        }
        code = next.code();
        name = next.name();
        touched(now);
        return new DomainEvent(NOUN + ".updated", NOUN, id, changes, reason);
    }

    /** QA approves it for more materials: from pending, approved (adding materials) or suspended. */
    public DomainEvent approve(Collection<String> materialIds, Signature signature, Instant now) {
        JsonNode before = recorded();
        TreeSet<String> materials = new TreeSet<>(approvedMaterials());
        materials.addAll(materialIds);
        approvedMaterialIds = String.join(",", materials);
        status = SupplierStatus.APPROVED.id();
        approval = signature;
        touched(now);
        return DomainEvent.changed(NOUN + ".approved", NOUN, id, before, recorded(), signature.reason());
    }

    /** QA suspends an approved supplier: no new orders or receipts until approved again. */
    public DomainEvent suspend(Signature signature, Instant now) {
        if (status() != SupplierStatus.APPROVED) {
            throw new ProblemException(PersistenceProblem.INVALID_TRANSITION, "Supplier " + id + " is " + status
                    + "; only an approved supplier can be suspended.");
        }
        JsonNode before = recorded();
        status = SupplierStatus.SUSPENDED.id();
        suspension = signature;
        touched(now);
        return DomainEvent.changed(NOUN + ".suspended", NOUN, id, before, recorded(), signature.reason());
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private JsonNode recorded() {
        return Recorded.of("code", code, "name", name, "status", status, "approvedMaterialIds", approvedMaterials(),
                "approval", approval, "suspension", suspension);
    }
}
