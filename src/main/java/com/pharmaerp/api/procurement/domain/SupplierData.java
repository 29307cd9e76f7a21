package com.pharmaerp.api.procurement.domain;

/** What a PATCH may change of a supplier; the status moves only by signed transitions. */
public record SupplierData(String code, String name) {
}
