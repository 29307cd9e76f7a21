package com.pharmaerp.api.procurement.api;

import java.time.LocalDate;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** One supplier lot of an order line, as it arrived: it becomes a new lot in quarantine. */
@Schema(name = "GoodsReceiptLineInput")
public record ReceiptLineRequest(
        @NotNull @Positive @Max(9999) @Schema(description = "The order line received against.", minimum = "1",
                maximum = "9999") Integer lineNo,
        @NotNull @Valid QuantityJson quantity,
        @NotBlank @Size(max = 80) @Schema(description = "The supplier's own batch number.", maxLength = 80) String supplierLotNumber,
        @NotNull @Schema(description = "YYYY-MM-DD; not after today.") LocalDate manufacturedOn,
        @NotNull @Schema(description = "YYYY-MM-DD; after today.") LocalDate expiresOn,
        @NotBlank @Size(max = 40) String locationId) {
}
