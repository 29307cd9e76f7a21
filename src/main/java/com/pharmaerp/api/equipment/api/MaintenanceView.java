package com.pharmaerp.api.equipment.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.domain.Maintenance;

/** A maintenance record, never changed. */
@Schema(name = "EquipmentMaintenance")
public record MaintenanceView(@Schema(examples = "mnt_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(enumeration = { "preventive", "corrective" }) String kind, @Schema(maxLength = 2000) String description,
        @Schema(maxLength = 21) String performedBy, @Schema(description = "Business time.") Instant performedAt,
        @Schema(nullable = true, maxLength = 10, description = "The piece's next maintenance, set by a preventive one.")
        LocalDate nextDueOn) {

    public static MaintenanceView of(Maintenance m) {
        return new MaintenanceView(m.id(), m.kind().code(), m.description(), m.performedBy(), m.performedAt(),
                m.nextDueOn());
    }
}
