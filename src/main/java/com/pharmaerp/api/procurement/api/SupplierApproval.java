package com.pharmaerp.api.procurement.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.procurement.service.SupplierService;

/** QA's approval of a supplier for materials, signed with the meaning approval. */
@Schema(name = "SupplierApproval")
public record SupplierApproval(
        @NotEmpty @Size(max = 200) List<@NotNull @Size(max = 40) String> materialIds,
        @NotNull @Valid SignatureRequest signature) implements Signed {

    public SupplierService.Approval command() {
        return new SupplierService.Approval(materialIds, signature);
    }
}
