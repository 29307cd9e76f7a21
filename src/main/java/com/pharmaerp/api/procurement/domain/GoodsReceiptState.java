package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A goods receipt as the audit trail records it: the fields the API shows, in its order. */
public record GoodsReceiptState(String number, String purchaseOrderId, String deliveryNote, LocalDate receivedOn,
        List<Line> lines) {

    public record Line(int lineNo, QuantityJson quantity, String supplierLotNumber, LocalDate manufacturedOn,
            LocalDate expiresOn, String locationId, String lotId, String inspectionLotId) {

        static Line of(ReceiptLine line) {
            return new Line(line.lineNo(), QuantityJson.of(line.quantity()), line.supplierLotNumber(),
                    line.manufacturedOn(), line.expiresOn(), line.locationId(), line.lotId(), line.inspectionLotId());
        }
    }
}
