package com.pharmaerp.api.procurement.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * What arrived against a purchase order with one delivery note: each line a new lot in quarantine.
 * It never changes (a mistake is undone by reversing its movements).
 */
public final class GoodsReceipt {

    public static final String ID_PREFIX = "gr";
    public static final String NUMBER_PREFIX = "GR";
    public static final String NOUN = "goods_receipt";

    private final String id;
    private final int version;
    private final Instant createdAt;
    private final Instant updatedAt;
    /** Null until the database numbered it. */
    private final String number;
    private final String purchaseOrderId;
    private final String deliveryNote;
    private final LocalDate receivedOn;
    private final List<ReceiptLine> lines;

    private GoodsReceipt(String id, int version, Instant createdAt, Instant updatedAt, String number, String purchaseOrderId,
            String deliveryNote, LocalDate receivedOn, List<ReceiptLine> lines) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.purchaseOrderId = purchaseOrderId;
        this.deliveryNote = deliveryNote;
        this.receivedOn = receivedOn;
        this.lines = List.copyOf(lines);
    }

    /** A new receipt at version 1, not yet numbered. */
    public static GoodsReceipt post(String id, String purchaseOrderId, String deliveryNote, LocalDate receivedOn,
            List<ReceiptLine> lines, Instant now) {
        return new GoodsReceipt(id, 1, now, now, null, purchaseOrderId, deliveryNote, receivedOn, lines);
    }

    /** A receipt as stored. */
    public static GoodsReceipt rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String purchaseOrderId, String deliveryNote, LocalDate receivedOn, List<ReceiptLine> lines) {
        return new GoodsReceipt(id, version, createdAt, updatedAt, number, purchaseOrderId, deliveryNote, receivedOn, lines);
    }

    /** The receipt with the number its insert was given. */
    public GoodsReceipt numbered(String given) {
        return new GoodsReceipt(id, version, createdAt, updatedAt, given, purchaseOrderId, deliveryNote, receivedOn, lines);
    }

    public GoodsReceiptEvent.Created posted() {
        return new GoodsReceiptEvent.Created(id, new GoodsReceiptState(number, purchaseOrderId, deliveryNote, receivedOn,
                lines.stream().map(GoodsReceiptState.Line::of).toList()));
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String number() {
        return number;
    }

    public String purchaseOrderId() {
        return purchaseOrderId;
    }

    public String deliveryNote() {
        return deliveryNote;
    }

    public LocalDate receivedOn() {
        return receivedOn;
    }

    public List<ReceiptLine> lines() {
        return lines;
    }

    /** The line that made the lot. */
    public Optional<ReceiptLine> lineOfLot(String lotId) {
        return lines.stream().filter(line -> line.lotId().equals(lotId)).findFirst();
    }
}
