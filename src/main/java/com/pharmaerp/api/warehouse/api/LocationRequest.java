package com.pharmaerp.api.warehouse.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.warehouse.domain.LocationData;

/** A location as a caller creates it, or as it reads after a merge patch is applied. */
@Schema(name = "LocationInput")
public record LocationRequest(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9._-]*", message = "letters, digits, '.', '_' and '-' only")
        @Schema(description = "Unique per tenant, e.g. WH1-COLD-01.", maxLength = 40) String code,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String name,
        @NotNull @Pattern(regexp = "receiving|storage|production|rejected|returns",
                message = "must be receiving, storage, production, rejected or returns")
        @Schema(enumeration = { "receiving", "storage", "production", "rejected", "returns" }, description = "Stock in a "
                + "returns location is never picked, issued or transferred out by a clerk: it leaves by a return's "
                + "disposition.") String kind,
        @NotNull @Valid StorageRange storage,
        @Schema(description = "Whether stock may be moved in; true when omitted at creation.") Boolean active) {

    public LocationData toData() {
        return new LocationData(code, name, kind, storage.minCelsius(), storage.maxCelsius(), active == null || active);
    }

    public static LocationRequest of(LocationData data) {
        return new LocationRequest(data.code(), data.name(), data.kind(),
                new StorageRange(data.storageMinCelsius(), data.storageMaxCelsius()), data.active());
    }
}
