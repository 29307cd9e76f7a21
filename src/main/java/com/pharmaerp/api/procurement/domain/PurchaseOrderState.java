package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A purchase order as the audit trail records it: the fields the API shows, in its order.
 *
 * @param status its lower-case id, e.g. {@code partially_received}
 */
public record PurchaseOrderState(String number, String supplierId, String status, List<Line> lines, String createdBy,
        Signature approval, String closingReason) {

    public record Line(int lineNo, String materialId, QuantityJson quantity, QuantityJson receivedQuantity,
            LocalDate dueDate) {

        static Line of(OrderLine line) {
            return new Line(line.lineNo(), line.materialId(), QuantityJson.of(line.quantity()),
                    QuantityJson.of(line.receivedQuantity()), line.dueDate());
        }
    }
}
