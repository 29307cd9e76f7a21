package com.pharmaerp.api.equipment.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.platform.users.Signature;

/** A cleaning of a piece: pending until a second person verifies it. */
@Schema(name = "EquipmentCleaning")
public record CleaningView(@Schema(examples = "cln_3kP9xQ2mZ7vB1cD4") String id, String equipmentId,
        @Schema(enumeration = { "minor", "major" }) String type, @Schema(maxLength = 2000) String procedure,
        @Schema(enumeration = { "pending_verification", "verified" }) String status,
        @Schema(maxLength = 21) String cleanedBy,
        @Schema(description = "Business time.") Instant cleanedAt,
        @Schema(description = "The cleaning began after the piece's dirty hold.") boolean dirtyHoldExceeded,
        @Schema(nullable = true) Signature verification) {

    public static CleaningView of(Cleaning c) {
        return new CleaningView(c.id(), c.equipmentId(), c.type().code(), c.procedure(), c.status().code(), c.cleanedBy(),
                c.cleanedAt(), c.dirtyHoldExceeded(), c.verification());
    }
}
