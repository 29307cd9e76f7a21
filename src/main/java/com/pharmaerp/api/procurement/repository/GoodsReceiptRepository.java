package com.pharmaerp.api.procurement.repository;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.work.ChildRows;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.procurement.domain.ReceiptLine;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** Goods receipts and their lines (goods_receipt_lines, in the receipt's order); inserted and read, never changed. */
@ApplicationScoped
public class GoodsReceiptRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, number, purchase_order_id, "
            + "delivery_note, received_on FROM goods_receipts";
    private static final String LINES = "SELECT goods_receipt_id, line_no, quantity, unit, supplier_lot_number, "
            + "manufactured_on, expires_on, location_id, lot_id, inspection_lot_id FROM goods_receipt_lines";

    /** A receipt's row, its lines gathered before it is built. */
    private record Stored(Row row, List<ReceiptLine> lines) {

        Stored(Row row) {
            this(row, new ArrayList<>());
        }

        String id() {
            return row.getString("id");
        }

        GoodsReceipt receipt() {
            return GoodsReceipt.rehydrate(id(), row.getInteger("version"), Rows.instant(row, "created_at"),
                    Rows.instant(row, "updated_at"), row.getString("number"), row.getString("purchase_order_id"),
                    row.getString("delivery_note"), row.getLocalDate("received_on"), lines);
        }
    }

    /** The receipt with its lines, or null. */
    public Uni<GoodsReceipt> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), Stored::new)
                .chain(found -> found == null ? Uni.createFrom().<GoodsReceipt>nullItem()
                        : withLines(work, List.of(found)).map(receipts -> receipts.get(0)));
    }

    /** Newest first, narrowed by the query ({@code goods_receipts_newest}), with their lines. */
    public Uni<List<GoodsReceipt>> page(UnitOfWork work, ListQuery query, Cursor after, int limit) {
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), Stored::new)
                .chain(found -> withLines(work, found));
    }

    /** The line of a receipt that made a lot, or null ({@code goods_receipt_lines_lot}). */
    public Uni<ReceiptLine> lineOfLot(UnitOfWork work, String receiptId, String lotId) {
        return work.one(LINES + " WHERE tenant_id = $1 AND goods_receipt_id = $2 AND lot_id = $3",
                Tuple.of(work.tenantId(), receiptId, lotId), GoodsReceiptRepository::line);
    }

    /**
     * The receipt with every line, numbered, in one statement whatever the number of lines.
     *
     * @param r its number still null
     * @return the number it was given
     */
    public Uni<String> insert(UnitOfWork work, GoodsReceipt r) {
        int count = r.lines().size();
        Integer[] lineNos = new Integer[count];
        BigDecimal[] quantities = new BigDecimal[count];
        String[][] text = new String[5][count];
        LocalDate[][] dates = new LocalDate[2][count];
        for (int i = 0; i < count; i++) {
            ReceiptLine line = r.lines().get(i);
            lineNos[i] = line.lineNo();
            quantities[i] = line.quantity().value();
            text[0][i] = line.quantity().unit().symbol();
            text[1][i] = line.supplierLotNumber();
            text[2][i] = line.locationId();
            text[3][i] = line.lotId();
            text[4][i] = line.inspectionLotId();
            dates[0][i] = line.manufacturedOn();
            dates[1][i] = line.expiresOn();
        }
        return work.one("WITH " + DocumentNumbers.nextFromSequence("$12") + ", receipt AS (INSERT INTO goods_receipts (tenant_id, id, "
                + "number, purchase_order_id, delivery_note, received_on, version, created_at, updated_at) "
                + "SELECT $1, $2::text, number.value, $13::text, $14::text, $15::date, $16::integer, $17::timestamptz, "
                + "$18::timestamptz FROM number), "
                + "lines AS (INSERT INTO goods_receipt_lines (tenant_id, goods_receipt_id, position, line_no, quantity, unit, "
                + "supplier_lot_number, manufactured_on, expires_on, location_id, lot_id, inspection_lot_id) "
                + "SELECT $1, $2, l.position, l.line_no, l.quantity, l.unit, l.supplier_lot_number, l.manufactured_on, "
                + "l.expires_on, l.location_id, l.lot_id, l.inspection_lot_id FROM unnest($3::integer[], $4::numeric[], "
                + "$5::text[], $6::text[], $7::date[], $8::date[], $9::text[], $10::text[], $11::text[]) WITH ORDINALITY "
                + "AS l (line_no, quantity, unit, supplier_lot_number, manufactured_on, expires_on, location_id, lot_id, "
                + "inspection_lot_id, position)) SELECT value FROM number",
                Tuple.from(new Object[] { work.tenantId(), r.id(), lineNos, quantities, text[0], text[1], dates[0], dates[1],
                        text[2], text[3], text[4], GoodsReceipt.NUMBER_PREFIX, r.purchaseOrderId(), r.deliveryNote(),
                        r.receivedOn(), r.version(), Rows.time(r.createdAt()), Rows.time(r.updatedAt()) }),
                row -> row.getString("value"));
    }

    /** Every receipt's lines in one query; the receipts in the order read. */
    private Uni<List<GoodsReceipt>> withLines(UnitOfWork work, List<Stored> receipts) {
        return ChildRows.attach(work, receipts, Stored::id, LINES + " WHERE tenant_id = $1 AND goods_receipt_id = ANY($2) "
                + "ORDER BY goods_receipt_id, position", "goods_receipt_id", (receipt, row) -> receipt.lines().add(line(row)))
                .map(done -> receipts.stream().map(Stored::receipt).toList());
    }

    private static ReceiptLine line(Row row) {
        return new ReceiptLine(row.getInteger("line_no"), new Quantity(row.getBigDecimal("quantity"),
                Unit.ofSymbol(row.getString("unit")).orElseThrow()), row.getString("supplier_lot_number"),
                row.getLocalDate("manufactured_on"), row.getLocalDate("expires_on"), row.getString("location_id"),
                row.getString("lot_id"), row.getString("inspection_lot_id"));
    }
}
