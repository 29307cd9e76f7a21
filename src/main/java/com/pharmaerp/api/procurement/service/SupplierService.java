package com.pharmaerp.api.procurement.service;

import java.util.List;
import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.ProcurementRoles;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.domain.SupplierData;
import com.pharmaerp.api.procurement.domain.SupplierEvent;
import com.pharmaerp.api.procurement.repository.SupplierRepository;
import com.pharmaerp.api.warehouse.MaterialUnits;

import io.smallrye.mutiny.Uni;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Suppliers of a tenant: buyers keep their data, QA approves and suspends them with a signature. */
@ApplicationScoped
public class SupplierService {

    private final SupplierRepository suppliers;
    private final MaterialUnits materials;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public SupplierService(SupplierRepository suppliers, MaterialUnits materials, ActingUser actingUser,
            SignedActions signed, BodyValidator bodies) {
        this.bodies = bodies;
        this.suppliers = suppliers;
        this.materials = materials;
        this.actingUser = actingUser;
        this.signed = signed;
    }

    /** The buyer's role, then 409 supplier_code_taken. */
    public Uni<Supplier> create(UnitOfWork work, SupplierData data) {
        actingUser.requireRole(ProcurementRoles.BUYER);
        return refuseTakenCode(work, data.code(), "").chain(() -> {
            Supplier supplier = Supplier.create(Ids.next(Supplier.ID_PREFIX), data, work.now());
            work.record(supplier.created());
            return suppliers.insert(work, supplier).replaceWith(supplier);
        });
    }

    /** The supplier of the tenant; 404 when there is none. */
    public Uni<Supplier> get(UnitOfWork work, String id) {
        return Found.require(Supplier.ID_PREFIX, id, Supplier.NOUN, () -> suppliers.find(work, id));
    }

    public Uni<Page<Supplier>> list(UnitOfWork work, Cursor after, int limit) {
        return suppliers.page(work, after, limit).map(rows -> Page.of(rows, limit, s -> new Cursor(s.createdAt(), s.id()),
                s -> s));
    }

    /** What QA approves a supplier for, and their signature. */
    @Schema(name = "SupplierApproval")
    public record Approval(
            @NotEmpty @Size(max = 200) List<@NotNull @Size(max = 40) String> materialIds,
            @NotNull @Valid SignatureRequest signature) implements Signed {
    }

    /**
     * A merge patch of a supplier: 404; the patch applied and valid (422); the reason's form (422),
     * the buyer's role (403), If-Match (428/412), then 409 supplier_code_taken.
     *
     * @param patched the supplier's data with the patch applied
     */
    public Uni<Supplier> change(UnitOfWork work, String id, Patch patch, UnaryOperator<SupplierData> patched) {
        return get(work, id).chain(supplier -> {
            SupplierData next = patched.apply(supplier.data());
            String reason = patch.reason();
            actingUser.requireRole(ProcurementRoles.BUYER);
            Versions.require(patch.ifMatch(), supplier.version());
            return refuseTakenCode(work, next.code(), supplier.id()).chain(() -> work.saveChange(
                    supplier.change(next, reason, work.now()), supplier, () -> suppliers.update(work, supplier)));
        });
    }

    /**
     * QA approves the supplier for the materials (added to those already approved): 404, the
     * command (422), the signature, then 422 for a material the tenant does not have.
     */
    public Uni<Supplier> approve(UnitOfWork work, String id, String ifMatch, Approval approval) {
        return get(work, id).invoke(() -> bodies.validate(approval)).chain(supplier -> {
            return signed.role(ProcurementRoles.QA).ifMatch(ifMatch, supplier.version())
                    .sign(work, Supplier.NOUN, id, approval.signature(), Meaning.APPROVAL)
                    .chain(signature -> materials.unknownMaterials(work, approval.materialIds()).chain(unknown -> {
                        if (!unknown.isEmpty()) {
                            throw new Refusal(PlatformProblem.VALIDATION_FAILED, "No material of this tenant "
                                    + "has the id " + String.join(", ", unknown.stream().sorted().toList()) + ".",
                                    List.of(new Problem.FieldError("materialIds", "unknown: " + String.join(", ", unknown))));
                        }
                        return save(work, supplier, supplier.approve(approval.materialIds(), signature, work.now()));
                    }));
        });
    }

    /**
     * QA suspends an approved supplier (409 invalid_transition otherwise).
     */
    public Uni<Supplier> suspend(UnitOfWork work, String id, String ifMatch, SignedRequest command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(supplier -> signed.role(ProcurementRoles.QA)
                .ifMatch(ifMatch, supplier.version()).sign(work, Supplier.NOUN, id, command.signature(), Meaning.REJECTION)
                .chain(suspension -> save(work, supplier, supplier.suspend(suspension, work.now()))));
    }

    private Uni<Supplier> save(UnitOfWork work, Supplier supplier, SupplierEvent changed) {
        return work.saveChange(changed, supplier, () -> suppliers.update(work, supplier));
    }

    private Uni<Void> refuseTakenCode(UnitOfWork work, String code, String exceptId) {
        return suppliers.codeTaken(work, code, exceptId).invoke(taken -> {
            if (taken) {
                throw new Refusal(ProcurementProblem.SUPPLIER_CODE_TAKEN, "Another supplier of this tenant already "
                        + "has the code " + code + ".");
            }
        }).replaceWithVoid();
    }
}
