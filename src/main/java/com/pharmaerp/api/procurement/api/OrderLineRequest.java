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

/** A line of a purchase order as a buyer writes it; the quantity in any unit that converts to the material's. */
@Schema(name = "PurchaseOrderLineInput")
public record OrderLineRequest(
        @NotNull @Positive @Max(9999) @Schema(minimum = "1", maximum = "9999") Integer lineNo,
        @NotBlank @Size(max = 40) String materialId,
        @NotNull @Valid QuantityJson quantity,
        @NotNull @Schema(description = "YYYY-MM-DD.") LocalDate dueDate) {
}
