package com.pharmaerp.api.quality.api;

import java.time.Instant;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.quality.domain.Deviation;

/** A deviation as every read returns it. */
@Schema(name = "Deviation")
public record DeviationView(
        @Schema(examples = "dev_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "DEV-000001", maxLength = 20) String number,
        @Schema(maxLength = 4000) String description,
        @Schema(maxItems = 50) List<@Size(max = 40) String> references,
        @Schema(enumeration = { "open", "closed" }) String status,
        @Schema(description = "Who opened it.", maxLength = 21) String createdBy,
        @Schema(description = "QA's signature of the closure; null while open.", nullable = true) Signature closure,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static DeviationView of(Deviation deviation) {
        return new DeviationView(deviation.id(), deviation.number(), deviation.description(), deviation.references(),
                deviation.status().id(), deviation.createdBy(), deviation.closure(), deviation.version(),
                deviation.createdAt(), deviation.updatedAt());
    }
}
