package com.pharmaerp.api.warehouse.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.warehouse.domain.Material;

/** A material as every read returns it. */
@Schema(name = "Material")
public record MaterialView(
        @Schema(description = "Opaque id, mat_ and 16 characters.", examples = "mat_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
        @Schema(enumeration = { "raw", "packaging", "intermediate", "finished" }) String type,
        @Schema(enumeration = { "mg", "g", "kg", "mL", "L", "ea" }) String baseUnit,
        @Schema(minimum = "1", maximum = "36500") int shelfLifeDays, @Schema(minimum = "1", maximum = "36500") int retestIntervalDays,
        StorageRange storage,
        @Schema(description = "1 at creation, +1 per change; the ETag.") int version,
        Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static MaterialView of(Material m) {
        return new MaterialView(m.id(), m.code(), m.name(), m.type(), m.baseUnit(), m.shelfLifeDays(),
                m.retestIntervalDays(), new StorageRange(m.storageMinCelsius(), m.storageMaxCelsius()), m.version(),
                m.createdAt(), m.updatedAt());
    }
}
