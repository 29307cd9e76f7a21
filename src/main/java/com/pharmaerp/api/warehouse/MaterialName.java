package com.pharmaerp.api.warehouse;

/** A material as documents name it ({@link WarehouseNames}). */
public record MaterialName(String id, String code, String name, String type) {
}
