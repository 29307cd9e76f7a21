package com.pharmaerp.api.procurement.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.procurement.domain.OrderInput;
import com.pharmaerp.api.procurement.domain.PurchaseOrderData;

/** A purchase order as a buyer creates it, or as it reads after a merge patch is applied (a patch replaces the lines whole). */
@Schema(name = "PurchaseOrderInput")
public record PurchaseOrderRequest(
        @NotBlank @Size(max = 40) String supplierId,
        @NotEmpty @Size(max = 200) List<@NotNull @Valid OrderLineRequest> lines) {

    public static PurchaseOrderRequest of(PurchaseOrderData data) {
        return new PurchaseOrderRequest(data.supplierId(), data.lines().stream().map(line -> new OrderLineRequest(
                line.lineNo(), line.materialId(), QuantityJson.of(line.quantity()), line.dueDate())).toList());
    }

    public OrderInput toInput() {
        return new OrderInput(supplierId, lines.stream().map(line -> new OrderInput.Line(line.lineNo(), line.materialId(),
                line.quantity(), line.dueDate())).toList());
    }
}
