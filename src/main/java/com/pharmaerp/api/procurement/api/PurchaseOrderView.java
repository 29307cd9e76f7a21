package com.pharmaerp.api.procurement.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.domain.OrderLine;
import com.pharmaerp.api.procurement.domain.PurchaseOrder;

/** A purchase order as every read returns it; quantities in each material's base unit. */
@Schema(name = "PurchaseOrder")
public record PurchaseOrderView(
        @Schema(examples = "po_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "PO-000001", maxLength = 20) String number,
        String supplierId,
        @Schema(enumeration = { "draft", "approved", "partially_received", "received", "closed", "cancelled" }) String status,
        @Schema(maxItems = 200) List<Line> lines,
        @Schema(description = "The buyer who created it; they may not approve it.", maxLength = 21) String createdBy,
        @Schema(description = "The supervisor's signature of the approval.", nullable = true) Signature approval,
        @Schema(description = "Why it was closed short or cancelled.", nullable = true, maxLength = 2000) String closingReason,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "PurchaseOrderLine")
    public record Line(@Schema(minimum = "1", maximum = "9999") int lineNo, String materialId, QuantityJson quantity, QuantityJson receivedQuantity,
            LocalDate dueDate) {

        static Line of(OrderLine line) {
            return new Line(line.lineNo(), line.materialId(), QuantityJson.of(line.quantity()),
                    QuantityJson.of(line.receivedQuantity()), line.dueDate());
        }
    }

    public static PurchaseOrderView of(PurchaseOrder po) {
        return new PurchaseOrderView(po.id(), po.number(), po.supplierId(), po.status().id(),
                po.lines().stream().map(Line::of).toList(), po.createdBy(), po.approval(), po.closingReason(), po.version(),
                po.createdAt(), po.updatedAt());
    }
}
