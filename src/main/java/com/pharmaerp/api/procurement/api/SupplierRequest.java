package com.pharmaerp.api.procurement.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.procurement.domain.SupplierData;

/** A supplier as a buyer creates it, or as it reads after a merge patch is applied. */
@Schema(name = "SupplierInput")
public record SupplierRequest(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9._-]*", message = "letters, digits, '.', '_' and '-' only")
        @Schema(description = "Unique per tenant, e.g. SUP-ACME.", maxLength = 40) String code,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String name) {

    public SupplierData toData() {
        return new SupplierData(code, name);
    }

    public static SupplierRequest of(SupplierData data) {
        return new SupplierRequest(data.code(), data.name());
    }
}
