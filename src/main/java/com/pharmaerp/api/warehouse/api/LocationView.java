package com.pharmaerp.api.warehouse.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.warehouse.domain.Location;

/** A location as every read returns it. */
@Schema(name = "Location")
public record LocationView(
        @Schema(description = "Opaque id, loc_ and 16 characters.", examples = "loc_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
        @Schema(enumeration = { "receiving", "storage", "production", "rejected", "returns" }) String kind,
        StorageRange storage, boolean active,
        @Schema(description = "1 at creation, +1 per change; the ETag.") int version,
        Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static LocationView of(Location l) {
        return new LocationView(l.id(), l.code(), l.name(), l.kind(),
                new StorageRange(l.storageMinCelsius(), l.storageMaxCelsius()), l.active(), l.version(), l.createdAt(),
                l.updatedAt());
    }
}
