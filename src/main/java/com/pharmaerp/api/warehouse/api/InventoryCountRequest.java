package com.pharmaerp.api.warehouse.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Opens a physical inventory of a location. */
@Schema(name = "InventoryCountInput")
public record InventoryCountRequest(@NotBlank @Size(max = 40) String locationId) {
}
