package com.pharmaerp.api.equipment.api;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.equipment.service.LogbookService;

/** One line of a piece's logbook, read from its use rows and its audit trail. */
@Schema(name = "EquipmentLogbookEntry")
public record LogbookEntryView(@Schema(description = "When it was recorded (real time).") Instant at,
        @Schema(enumeration = { "use", "cleaning", "cleaning_verified", "calibration", "maintenance", "qualification",
                "status" }) String kind,
        @Schema(description = "The user who recorded it, or the key of the service's own work.", maxLength = 40)
        String by,
        @Schema(description = "The record the line is about: the order or inspection lot of a use, the cleaning, "
                + "calibration or maintenance, else the piece.") String recordId,
        @Schema(description = "What the line says: a use's type, number, lot and business times; otherwise the fields "
                + "the event set, as the audit trail holds them.") JsonNode detail) {

    public static LogbookEntryView of(LogbookService.Entry e) {
        return new LogbookEntryView(e.at(), e.kind(), e.by(), e.recordId(), e.detail());
    }
}
