package com.pharmaerp.api.warehouse.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.warehouse.domain.MaterialData;

/** A material as a caller creates it, or as it reads after a merge patch is applied. */
@Schema(name = "MaterialInput")
public record MaterialRequest(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9._-]*", message = "letters, digits, '.', '_' and '-' only")
        @Schema(description = "Unique per tenant, e.g. API-PARA-001.", maxLength = 40) String code,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String name,
        @NotNull @Pattern(regexp = "raw|packaging|intermediate|finished", message = "must be raw, packaging, intermediate or finished")
        @Schema(enumeration = { "raw", "packaging", "intermediate", "finished" }) String type,
        @NotNull @Pattern(regexp = "mg|g|kg|mL|L|ea", message = "must be mg, g, kg, mL, L or ea")
        @Schema(description = "The unit every quantity of the material is kept and reported in; never changes.",
                enumeration = { "mg", "g", "kg", "mL", "L", "ea" }) String baseUnit,
        @NotNull @Positive @Max(36500) @Schema(minimum = "1", maximum = "36500") Integer shelfLifeDays,
        @NotNull @Positive @Max(36500) @Schema(minimum = "1", maximum = "36500") Integer retestIntervalDays,
        @NotNull @Valid StorageRange storage) {

    public MaterialData toData() {
        return new MaterialData(code, name, type, baseUnit, shelfLifeDays, retestIntervalDays, storage.minCelsius(),
                storage.maxCelsius());
    }

    public static MaterialRequest of(MaterialData data) {
        return new MaterialRequest(data.code(), data.name(), data.type(), data.baseUnit(), data.shelfLifeDays(),
                data.retestIntervalDays(), new StorageRange(data.storageMinCelsius(), data.storageMaxCelsius()));
    }
}
