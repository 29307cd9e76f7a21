package com.pharmaerp.api.procurement.domain;

import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A supplier as the audit trail records it: the fields the API shows, in its order.
 *
 * @param status its lower-case id, e.g. {@code approved}
 */
public record SupplierState(String code, String name, String status, List<String> approvedMaterialIds, Signature approval,
        Signature suspension) {
}
