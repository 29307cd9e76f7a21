package com.pharmaerp.api.distribution.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.Shipment;
import com.pharmaerp.api.distribution.domain.ShipmentInput;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A shipment as the clerk creates it, or as it reads after a merge patch is applied (a patch replaces the lines whole). */
@Schema(name = "ShipmentInput")
public record ShipmentRequest(
        @NotBlank @Size(max = 40) @Schema(description = "A draft may name a customer in any status; it ships only to an "
                + "approved one.") String customerId,
        @NotEmpty @Size(max = 200) List<@NotNull @Valid ShipmentLineRequest> lines) {

    public static ShipmentRequest of(Shipment shipment) {
        return new ShipmentRequest(shipment.customerId(), shipment.lines().stream().map(line -> new ShipmentLineRequest(
                line.lineNo(), line.materialId(), QuantityJson.of(line.quantity()), line.lotId(), line.fefoOverrideReason()))
                .toList());
    }

    public ShipmentInput toInput() {
        return new ShipmentInput(customerId, lines.stream().map(line -> new ShipmentInput.Line(line.lineNo(),
                line.materialId(), line.quantity(), line.lotId(), line.fefoOverrideReason())).toList());
    }
}
