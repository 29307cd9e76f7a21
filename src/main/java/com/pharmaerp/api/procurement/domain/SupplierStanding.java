package com.pharmaerp.api.procurement.domain;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What a delivery needs to know of its order's supplier: whether it may deliver a material now.
 *
 * @param status as stored, e.g. {@code approved}
 * @param approvedMaterialIds as stored: comma-separated, empty for none
 */
public record SupplierStanding(String code, String status, String approvedMaterialIds) {

    public List<String> approvedMaterials() {
        return approvedMaterialIds.isEmpty() ? List.of() : Arrays.asList(approvedMaterialIds.split(","));
    }

    public boolean approvedFor(String materialId) {
        return SupplierStatus.valueOf(status.toUpperCase(Locale.ROOT)) == SupplierStatus.APPROVED
                && approvedMaterials().contains(materialId);
    }
}
