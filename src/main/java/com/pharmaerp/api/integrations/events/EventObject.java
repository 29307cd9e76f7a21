package com.pharmaerp.api.integrations.events;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The record an event is about. */
@Schema(name = "EventObject")
public record EventObject(
        @Schema(examples = "lot", maxLength = 40) String type,
        @Schema(examples = "lot_3kP9xQ2mZ7vB1cD4", maxLength = 100) String id,
        @Schema(examples = "/v1/lots/lot_3kP9xQ2mZ7vB1cD4", maxLength = 200, nullable = true,
                description = "The path of the record's GET, from the host; null for a record without one.") String url) {
}
