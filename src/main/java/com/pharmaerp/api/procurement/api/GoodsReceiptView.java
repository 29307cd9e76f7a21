package com.pharmaerp.api.procurement.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.procurement.domain.ReceiptLine;

/** A goods receipt as every read returns it: each line with the lot and inspection lot it made. */
@Schema(name = "GoodsReceipt")
public record GoodsReceiptView(
        @Schema(examples = "gr_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "GR-000001", maxLength = 20) String number,
        String purchaseOrderId, @Schema(maxLength = 80) String deliveryNote,
        @Schema(description = "The business date of the receipt.") LocalDate receivedOn,
        @Schema(maxItems = 100) List<Line> lines,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "GoodsReceiptLine")
    public record Line(@Schema(minimum = "1", maximum = "9999") int lineNo,
            @Schema(description = "In the material's base unit.") QuantityJson quantity,
            @Schema(maxLength = 80) String supplierLotNumber, LocalDate manufacturedOn, LocalDate expiresOn, String locationId,
            @Schema(description = "The new lot, in quarantine.") String lotId,
            @Schema(description = "The lot's open inspection lot.") String inspectionLotId) {

        static Line of(ReceiptLine line) {
            return new Line(line.lineNo(), QuantityJson.of(line.quantity()), line.supplierLotNumber(),
                    line.manufacturedOn(), line.expiresOn(), line.locationId(), line.lotId(), line.inspectionLotId());
        }
    }

    public static GoodsReceiptView of(GoodsReceipt receipt) {
        return new GoodsReceiptView(receipt.id(), receipt.number(), receipt.purchaseOrderId(), receipt.deliveryNote(),
                receipt.receivedOn(), receipt.lines().stream().map(Line::of).toList(), receipt.version(), receipt.createdAt(),
                receipt.updatedAt());
    }
}
