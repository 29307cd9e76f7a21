package com.pharmaerp.api.warehouse.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A transfer of a lot's stock from one location to another: the only movement posted directly. */
@Schema(name = "TransferInput")
public record TransferRequest(
        @NotBlank @Size(max = 40) String lotId,
        @NotBlank @Size(max = 40) String fromLocationId,
        @NotBlank @Size(max = 40) String toLocationId,
        @NotNull @Valid QuantityJson quantity,
        @Pattern(regexp = "transfer", message = "must be transfer: other movements are posted by receipts, "
                + "production and reversals")
        @Schema(description = "Optional; only transfer is posted here.", enumeration = { "transfer" }, nullable = true) String type) {
}
