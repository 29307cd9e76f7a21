package com.pharmaerp.api.procurement.service;

import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Role;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.procurement.ProcurementProblem;
import com.pharmaerp.api.procurement.api.SupplierApproval;
import com.pharmaerp.api.procurement.api.SupplierRequest;
import com.pharmaerp.api.procurement.api.SupplierView;
import com.pharmaerp.api.procurement.domain.Supplier;
import com.pharmaerp.api.procurement.domain.SupplierData;
import com.pharmaerp.api.procurement.repository.SupplierRepository;
import com.pharmaerp.api.warehouse.WarehouseFacade;

import io.smallrye.mutiny.Uni;

/** Suppliers of a tenant: buyers keep their data, QA approves and suspends them with a signature. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class SupplierService extends TenantResources<Supplier, SupplierData, SupplierRequest, SupplierView> {

    private static final Set<Role> QA = Set.of(Role.QA);
    private static final ResourceKind<Supplier, SupplierData, SupplierRequest, SupplierView> KIND = new ResourceKind<>(
            Supplier.ID_PREFIX, "supplier", ProcurementProblem.SUPPLIER_CODE_TAKEN, SupplierRequest.class,
            Supplier::new, SupplierRequest::toData, SupplierRequest::of, SupplierView::of, Set.of(), Set.of(Role.BUYER));

    private final WarehouseFacade warehouse;

    public SupplierService(SupplierRepository suppliers, ResourceSupport support, WarehouseFacade warehouse) {
        super(suppliers, support, KIND);
        this.warehouse = warehouse;
    }

    /** QA approves the supplier for the materials (added to those already approved). */
    public Uni<SupplierView> approve(String tenantId, String id, String ifMatch, SupplierApproval body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.APPROVAL, QA, "supplier.approved",
                (supplier, signed, now) -> warehouse.unknownMaterials(tenantId, body.materialIds()).invoke(unknown -> {
                    if (!unknown.isEmpty()) {
                        throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "No material of this tenant has "
                                + "the id " + String.join(", ", unknown.stream().sorted().toList()) + ".",
                                List.of(new Problem.FieldError("materialIds", "unknown: " + String.join(", ", unknown))));
                    }
                    supplier.approve(body.materialIds(), signed, now);
                }).replaceWithVoid());
    }

    /** QA suspends an approved supplier (409 invalid_transition otherwise). */
    public Uni<SupplierView> suspend(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.REJECTION, QA, "supplier.suspended",
                (supplier, signed, now) -> {
                    supplier.suspend(signed, now);
                    return Uni.createFrom().voidItem();
                });
    }
}
