package com.pharmaerp.api.procurement.api;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Why an order is closed or cancelled: required to close an order short of what was ordered. */
@Schema(name = "ClosingInput")
public record ClosingRequest(@Size(max = 2000) @Schema(maxLength = 2000, nullable = true) String reason) {

    /** @return the reason without surrounding blanks, or null for none */
    public String given() {
        return reason == null || reason.isBlank() ? null : reason.strip();
    }
}
