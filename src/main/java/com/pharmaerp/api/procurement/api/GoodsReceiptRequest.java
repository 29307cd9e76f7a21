package com.pharmaerp.api.procurement.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.procurement.domain.ReceiptInput;

/** A delivery against a purchase order, line by line. */
@Schema(name = "GoodsReceiptInput")
public record GoodsReceiptRequest(
        @NotBlank @Size(max = 40) String purchaseOrderId,
        @NotBlank @Size(max = 80) @Schema(maxLength = 80) String deliveryNote,
        @NotEmpty @Size(max = 100) List<@NotNull @Valid ReceiptLineRequest> lines) {

    public ReceiptInput toInput() {
        return new ReceiptInput(purchaseOrderId, deliveryNote, lines.stream().map(line -> new ReceiptInput.Line(line.lineNo(),
                line.quantity(), line.supplierLotNumber(), line.manufacturedOn(), line.expiresOn(), line.locationId())).toList());
    }
}
