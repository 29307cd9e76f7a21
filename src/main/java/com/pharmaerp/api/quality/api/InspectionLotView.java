package com.pharmaerp.api.quality.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.quality.domain.InspectionLot;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** An inspection lot as reads show it (and as the audit trail records it). */
@Schema(name = "InspectionLot")
@RegisterForReflection // serialised into the audit trail, not yet as a REST return type: native images need it registered
public record InspectionLotView(String id, @Schema(maxLength = 20) String number, String lotId, String materialId,
        @Schema(enumeration = { "receipt", "production", "retest" }) String origin,
        @Schema(nullable = true) String specificationId,
        @Schema(enumeration = { "open", "decided" }) String status,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static InspectionLotView of(InspectionLot lot) {
        return new InspectionLotView(lot.id, lot.number, lot.lotId, lot.materialId, lot.origin, lot.specificationId,
                lot.status, lot.version, lot.createdAt, lot.updatedAt);
    }
}
