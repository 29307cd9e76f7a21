package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** What arrived against a purchase order with one delivery note: each line a new lot in quarantine. */
@Entity
@Table(name = "goods_receipts")
public class GoodsReceipt extends TenantEntity<GoodsReceiptData> {

    public static final String ID_PREFIX = "gr";
    public static final String NUMBER_PREFIX = "GR";

    private static final TypeReference<List<StoredLine>> LINES = new TypeReference<>() {
    };

    /** A line as its column keeps it: the amount as a decimal string in the base unit. */
    @RegisterForReflection // written and read by a mapper of its own: native images need it registered
    record StoredLine(int lineNo, String quantity, String unit, String supplierLotNumber, LocalDate manufacturedOn,
            LocalDate expiresOn, String locationId, String lotId, String inspectionLotId) {

        static StoredLine of(ReceiptLine line) {
            return new StoredLine(line.lineNo(), line.quantity().plainValue(), line.quantity().unit().symbol(),
                    line.supplierLotNumber(), line.manufacturedOn(), line.expiresOn(), line.locationId(), line.lotId(),
                    line.inspectionLotId());
        }

        ReceiptLine line() {
            return new ReceiptLine(lineNo, Quantity.of(quantity, Unit.ofSymbol(unit).orElseThrow()), supplierLotNumber,
                    manufacturedOn, expiresOn, locationId, lotId, inspectionLotId);
        }
    }

    public String number;
    @Column(name = "purchase_order_id")
    public String purchaseOrderId;
    @Column(name = "delivery_note")
    public String deliveryNote;
    @Column(name = "received_on")
    public LocalDate receivedOn;
    @Column(name = "lines")
    public String linesJson;

    public List<ReceiptLine> lines() {
        return StoredJson.read(linesJson, LINES).stream().map(StoredLine::line).toList();
    }

    /** The line that made the lot. */
    public Optional<ReceiptLine> lineOfLot(String lotId) {
        return lines().stream().filter(line -> line.lotId().equals(lotId)).findFirst();
    }

    @Override
    public GoodsReceiptData data() {
        return new GoodsReceiptData(number, purchaseOrderId, deliveryNote, receivedOn, lines());
    }

    @Override
    protected void apply(GoodsReceiptData data) {
        number = data.number();
        purchaseOrderId = data.purchaseOrderId();
        deliveryNote = data.deliveryNote();
        receivedOn = data.receivedOn();
        linesJson = StoredJson.write(data.lines().stream().map(StoredLine::of).toList());
    }
}
