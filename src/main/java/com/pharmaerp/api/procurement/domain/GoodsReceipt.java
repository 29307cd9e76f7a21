package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.quantity.QuantityJson;

/**
 * What arrived against a purchase order with one delivery note: each line a new lot in quarantine.
 * It never changes (a mistake is undone by reversing its movements).
 */
public final class GoodsReceipt {

    public static final String ID_PREFIX = "gr";
    public static final String NUMBER_PREFIX = "GR";
    public static final String NOUN = "goods_receipt";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String number;
    public String purchaseOrderId;
    public String deliveryNote;
    public LocalDate receivedOn;
    public List<ReceiptLine> lines;

    public static GoodsReceipt post(String id, String number, String purchaseOrderId, String deliveryNote,
            LocalDate receivedOn, List<ReceiptLine> lines, Instant now) {
        GoodsReceipt receipt = new GoodsReceipt();
        receipt.id = id;
        receipt.version = 1;
        receipt.createdAt = now;
        receipt.updatedAt = now;
        receipt.number = number;
        receipt.purchaseOrderId = purchaseOrderId;
        receipt.deliveryNote = deliveryNote;
        receipt.receivedOn = receivedOn;
        receipt.lines = lines;
        return receipt;
    }

    public DomainEvent posted() {
        return DomainEvent.created(NOUN, id, Recorded.of("number", number, "purchaseOrderId", purchaseOrderId,
                "deliveryNote", deliveryNote, "receivedOn", receivedOn, "lines", lines.stream().map(line -> Recorded.of(
                        "lineNo", line.lineNo(), "quantity", QuantityJson.of(line.quantity()),
                        "supplierLotNumber", line.supplierLotNumber(), "manufacturedOn", line.manufacturedOn(),
                        "expiresOn", line.expiresOn(), "locationId", line.locationId(), "lotId", line.lotId(),
                        "inspectionLotId", line.inspectionLotId())).toList()), null);
    }

    /** The line that made the lot. */
    public Optional<ReceiptLine> lineOfLot(String lotId) {
        return lines.stream().filter(line -> line.lotId().equals(lotId)).findFirst();
    }
}
