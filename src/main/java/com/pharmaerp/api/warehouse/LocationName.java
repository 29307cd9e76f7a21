package com.pharmaerp.api.warehouse;

/** A location as documents name it ({@link WarehouseNames}). */
public record LocationName(String id, String code, String name) {
}
