package com.pharmaerp.api.distribution.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.ReturnReason;
import com.pharmaerp.api.distribution.service.ReturnService;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A return as the clerk authorizes it: lots the shipment took, and why they come back. */
@Schema(name = "ReturnInput")
public record ReturnRequest(
        @NotBlank @Size(max = 40) @Schema(description = "A shipped shipment; the return's customer is its customer.")
        String shipmentId,
        @NotNull @Pattern(regexp = ReturnReason.PATTERN, message = "must be one of " + ReturnReason.PATTERN)
        @Schema(enumeration = { "recall", "complaint", "damaged", "commercial", "other" }) String reason,
        @Size(max = 40) @Schema(nullable = true, description = "Required with reason recall, and only then: a recall that "
                + "lists the shipment.") String recallId,
        @Size(max = 40) @Schema(nullable = true, description = "Required with reason complaint, and only then.")
        String complaintId,
        @NotEmpty @Size(max = 200) List<@NotNull @Valid Line> lines) {

    @Schema(name = "ReturnLineInput")
    public record Line(
            @NotNull @Positive @Max(9999) @Schema(minimum = "1", maximum = "9999") Integer lineNo,
            @NotBlank @Size(max = 40) @Schema(description = "A lot that left in the shipment.") String lotId,
            @NotNull @Valid @Schema(description = "With earlier returns' claims, at most what the shipment took of the lot.")
            QuantityJson quantity) {
    }

    public ReturnService.Authorization toCommand() {
        return new ReturnService.Authorization(shipmentId, ReturnReason.of(reason), recallId, complaintId, lines.stream()
                .map(line -> new ReturnService.Authorization.Line(line.lineNo(), line.lotId(), line.quantity())).toList());
    }
}
