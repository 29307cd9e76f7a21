package com.pharmaerp.api.procurement.domain;

import java.util.List;

/**
 * What a delivery needs to know of its order's supplier: whether it may deliver a material now.
 *
 * @param approvedMaterialIds sorted; empty for none
 */
public record SupplierStanding(String code, SupplierStatus status, List<String> approvedMaterialIds) {

    public boolean approvedFor(String materialId) {
        return status == SupplierStatus.APPROVED && approvedMaterialIds.contains(materialId);
    }
}
