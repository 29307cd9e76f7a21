package bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.function.Function;
import java.util.zip.CRC32C;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import io.netty.buffer.Unpooled;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;

/**
 * The service's three warehouse reads (LotService.get and list, StockBalanceService.list) with
 * nothing but the Vert.x PostgreSQL client: per request one transaction on a pooled connection
 * running the statements Hibernate Reactive sends, text for text and in the same order, with
 * the same parameters, and the JSON the service writes, byte for byte. Each read answers the
 * response body; an unknown lot fails with {@link #NOT_FOUND}, after the same rollback as the
 * service's.
 */
final class WarehouseReads {

    /** A lot the tenant does not have; thrown inside the transaction so that it rolls back, as the service's does. */
    static final RuntimeException NOT_FOUND = new RuntimeException("no such lot", null, false, false) {
    };

    // TenantGuard.enter and BusinessClock.offset.
    private static final String ENTER_TENANT = "SELECT set_config('erp.tenant_id', $1, true)";
    private static final String CLOCK_OFFSET = "SELECT offset_micros FROM sandbox_clocks WHERE tenant_id = $1";
    // What Hibernate generates for the Lot entity (its @Formula quantity included), as the SQL log shows it.
    private static final String LOT_COLUMNS = "l1_0.id,l1_0.created_at,l1_0.expires_on,l1_0.held_from,l1_0.hold,"
            + "l1_0.manufactured_on,l1_0.material_id,l1_0.number,l1_0.origin,l1_0.quality_decision,"
            + "(select coalesce(sum(b.quantity), 0) from stock_balances b where b.tenant_id = l1_0.tenant_id and b.lot_id = l1_0.id),"
            + "l1_0.release_from_hold,l1_0.retest_on,l1_0.source_id,l1_0.status,l1_0.supplier_lot_number,l1_0.tenant_id,"
            + "l1_0.unit,l1_0.updated_at,l1_0.version";
    private static final String LOT_BY_ID = "select " + LOT_COLUMNS
            + " from lots l1_0 where l1_0.tenant_id=$1 and l1_0.id=$2 offset $3 rows fetch first $4 rows only";
    private static final String LOTS_OF_MATERIAL_IN_STATUS = "select " + LOT_COLUMNS
            + " from lots l1_0 where l1_0.tenant_id=$1 and l1_0.material_id=$2 and l1_0.status=$3 and l1_0.expires_on>=$4"
            + " order by l1_0.created_at desc,l1_0.id desc offset $5 rows fetch first $6 rows only";
    private static final String BALANCES_OF_MATERIAL = "select sb1_0.location_id,sb1_0.lot_id,sb1_0.tenant_id,"
            + "sb1_0.created_at,sb1_0.material_id,sb1_0.quantity," + LOT_COLUMNS
            + " from stock_balances sb1_0 join lots l1_0 on l1_0.tenant_id=sb1_0.tenant_id and l1_0.id=sb1_0.lot_id"
            + " where sb1_0.tenant_id=$1 and sb1_0.quantity>0 and sb1_0.material_id=$2"
            + " order by sb1_0.created_at desc,sb1_0.lot_id desc,sb1_0.location_id desc fetch first $3 rows only";

    // Positions in LOT_COLUMNS.
    private static final int ID = 0, CREATED_AT = 1, EXPIRES_ON = 2, HELD_FROM = 3, HOLD = 4, MANUFACTURED_ON = 5,
            MATERIAL_ID = 6, NUMBER = 7, ORIGIN = 8, QUALITY_DECISION = 9, QUANTITY = 10, RELEASE_FROM_HOLD = 11,
            RETEST_ON = 12, SOURCE_ID = 13, STATUS = 14, SUPPLIER_LOT_NUMBER = 15, UNIT = 17, UPDATED_AT = 18, VERSION = 19;
    // Positions in BALANCES_OF_MATERIAL; the lot's columns follow.
    private static final int BALANCE_LOCATION_ID = 0, BALANCE_LOT_ID = 1, BALANCE_CREATED_AT = 3, BALANCE_MATERIAL_ID = 4,
            BALANCE_QUANTITY = 5, BALANCE_LOT = 6;

    private static final String LOT_ID_PREFIX = "lot_";
    private static final int LOT_ID_LENGTH = LOT_ID_PREFIX.length() + 16;
    private static final String PROBLEM_TYPES = "https://docs.pharma-erp.example/problems/";
    private static final JsonFactory JSON = new JsonFactory();

    private final Pool pool;

    WarehouseReads(Pool pool) {
        this.pool = pool;
    }

    /** GET /v1/lots/{id}: the lot as LotView, its version for the ETag beside it. */
    Future<Lot> lot(String tenant, String id) {
        return pool.withTransaction(connection -> enterTenant(connection, tenant).compose(entered -> {
            // TenantLookups.require: an id that cannot be a lot's is not looked up.
            if (!looksLikeLotId(id)) {
                return Future.failedFuture(NOT_FOUND);
            }
            return connection.preparedQuery(LOT_BY_ID).execute(Tuple.of(tenant, id, 0, 1));
        }).compose(rows -> {
            if (rows.size() == 0) {
                return Future.failedFuture(NOT_FOUND);
            }
            Row row = rows.iterator().next();
            return today(connection, tenant).map(today -> new Lot(write(json -> writeLot(json, row, 0, today)),
                    row.getInteger(VERSION)));
        }));
    }

    /** A lot as LotView and its version. */
    record Lot(Buffer body, int version) {
    }

    /**
     * GET /v1/lots?materialId=M&amp;status=S for a stored status (quarantine, released, on_hold):
     * the first page. The business date is read twice, as LotService.list (the filter) and
     * TenantResources.page (the view) each read it.
     */
    Future<Buffer> lots(String tenant, String materialId, String status, int limit) {
        return pool.withTransaction(connection -> enterTenant(connection, tenant)
                .compose(entered -> today(connection, tenant))
                .compose(today -> connection.preparedQuery(LOTS_OF_MATERIAL_IN_STATUS)
                        .execute(Tuple.of(tenant, materialId, status, today, 0, limit + 1)))
                .compose(rows -> today(connection, tenant).map(today -> write(json -> writePage(json, rows, limit,
                        row -> writeLot(json, row, 0, today), row -> cursor(instant(row, CREATED_AT), row.getString(ID)))))));
    }

    /** GET /v1/stock-balances?materialId=M: the first page of its non-zero balances. */
    Future<Buffer> balances(String tenant, String materialId, int limit) {
        return pool.withTransaction(connection -> enterTenant(connection, tenant)
                .compose(entered -> today(connection, tenant))
                .compose(today -> connection.preparedQuery(BALANCES_OF_MATERIAL)
                        .execute(Tuple.of(tenant, materialId, limit + 1))
                        .map(rows -> write(json -> writePage(json, rows, limit, row -> writeBalance(json, row, today),
                                // StockBalanceRepository.Position: the balance's creation, lot and location.
                                row -> cursor(instant(row, BALANCE_CREATED_AT),
                                        row.getString(BALANCE_LOT_ID) + "," + row.getString(BALANCE_LOCATION_ID)))))));
    }

    /**
     * Page.of: up to limit + 1 rows fetched, limit shown, and the cursor of the last one shown
     * when the extra row says another page exists.
     */
    private static void writePage(JsonGenerator json, RowSet<Row> rows, int limit, RowWriter item,
            Function<Row, String> cursor) throws IOException {
        json.writeStartObject();
        json.writeArrayFieldStart("items");
        Row last = null;
        int shown = 0;
        for (Row row : rows) {
            if (shown++ == limit) {
                break;
            }
            item.write(row);
            last = row;
        }
        json.writeEndArray();
        json.writeStringField("nextCursor", rows.size() > limit ? cursor.apply(last) : null);
        json.writeEndObject();
    }

    /** StockBalanceView. */
    private static void writeBalance(JsonGenerator json, Row row, LocalDate today) throws IOException {
        json.writeStartObject();
        json.writeStringField("materialId", row.getString(BALANCE_MATERIAL_ID));
        json.writeStringField("lotId", row.getString(BALANCE_LOT_ID));
        json.writeStringField("locationId", row.getString(BALANCE_LOCATION_ID));
        writeQuantity(json, row.getBigDecimal(BALANCE_QUANTITY), row.getString(BALANCE_LOT + UNIT));
        json.writeStringField("lotStatus", status(row, BALANCE_LOT, today));
        json.writeEndObject();
    }

    /** The problem+json body of a lot that is not found, in the fields and order of the service's Problem. */
    static Buffer lotNotFound(String id, String path, String requestId) {
        return write(json -> {
            json.writeStartObject();
            json.writeStringField("type", PROBLEM_TYPES + "not-found");
            json.writeStringField("title", "Not found");
            json.writeNumberField("status", 404);
            json.writeStringField("detail", "There is no lot " + id + ".");
            json.writeStringField("instance", path);
            json.writeStringField("code", "not_found");
            json.writeStringField("requestId", requestId);
            json.writeEndObject();
        });
    }

    private static Future<Void> enterTenant(SqlConnection connection, String tenant) {
        return connection.preparedQuery(ENTER_TENANT).execute(Tuple.of(tenant)).mapEmpty();
    }

    /** BusinessClock.today in the sandbox: now (to the microsecond, as stored) moved by the tenant's offset, as a UTC date. */
    private static Future<LocalDate> today(SqlConnection connection, String tenant) {
        return connection.preparedQuery(CLOCK_OFFSET).execute(Tuple.of(tenant)).map(rows -> {
            long offsetMicros = rows.size() == 0 ? 0 : rows.iterator().next().getLong(0);
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS).plus(offsetMicros, ChronoUnit.MICROS);
            return LocalDate.ofInstant(now, ZoneOffset.UTC);
        });
    }

    private static boolean looksLikeLotId(String id) {
        if (id.length() != LOT_ID_LENGTH || !id.startsWith(LOT_ID_PREFIX)) {
            return false;
        }
        for (int i = LOT_ID_PREFIX.length(); i < id.length(); i++) {
            char c = id.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
                return false;
            }
        }
        return true;
    }

    /** LotView: the lot's columns from position {@code at} of the row. */
    private static void writeLot(JsonGenerator json, Row row, int at, LocalDate today) throws IOException {
        json.writeStartObject();
        json.writeStringField("id", row.getString(at + ID));
        json.writeStringField("number", row.getString(at + NUMBER));
        json.writeStringField("materialId", row.getString(at + MATERIAL_ID));
        json.writeStringField("origin", row.getString(at + ORIGIN));
        json.writeStringField("sourceId", row.getString(at + SOURCE_ID));
        json.writeStringField("supplierLotNumber", row.getString(at + SUPPLIER_LOT_NUMBER));
        json.writeStringField("manufacturedOn", row.getLocalDate(at + MANUFACTURED_ON).toString());
        json.writeStringField("expiresOn", row.getLocalDate(at + EXPIRES_ON).toString());
        json.writeStringField("retestOn", row.getLocalDate(at + RETEST_ON).toString());
        json.writeStringField("status", status(row, at, today));
        json.writeStringField("heldFrom", row.getString(at + HELD_FROM));
        writeQuantity(json, row.getBigDecimal(at + QUANTITY), row.getString(at + UNIT));
        writeSignature(json, "hold", row.getString(at + HOLD));
        writeSignature(json, "releaseFromHold", row.getString(at + RELEASE_FROM_HOLD));
        writeSignature(json, "qualityDecision", row.getString(at + QUALITY_DECISION));
        json.writeNumberField("version", row.getInteger(at + VERSION));
        json.writeStringField("createdAt", instant(row, at + CREATED_AT).toString());
        json.writeStringField("updatedAt", instant(row, at + UPDATED_AT).toString());
        json.writeEndObject();
    }

    /** Lot.status(today): expired once the business date is past expiresOn, unless rejected. */
    private static String status(Row row, int at, LocalDate today) {
        String stored = row.getString(at + STATUS);
        return !"rejected".equals(stored) && today.isAfter(row.getLocalDate(at + EXPIRES_ON)) ? "expired" : stored;
    }

    /** QuantityJson of a Quantity: the value without trailing zeros, in plain notation. */
    private static void writeQuantity(JsonGenerator json, BigDecimal value, String unit) throws IOException {
        BigDecimal stripped = value.stripTrailingZeros();
        json.writeObjectFieldStart("quantity");
        json.writeStringField("value", (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString());
        json.writeStringField("unit", unit);
        json.writeEndObject();
    }

    /**
     * A stored signature (JSON text) as the service shows it: read into its fields and written in
     * the order of its Signature record, so a stored form with other spacing, escapes or field
     * order reads out as the service writes it.
     */
    private static void writeSignature(JsonGenerator json, String field, String stored) throws IOException {
        if (stored == null) {
            json.writeNullField(field);
            return;
        }
        JsonObject signature = new JsonObject(stored);
        String signedAt = signature.getString("signedAt");
        json.writeObjectFieldStart(field);
        json.writeStringField("userId", signature.getString("userId"));
        json.writeStringField("printedName", signature.getString("printedName"));
        json.writeStringField("meaning", signature.getString("meaning"));
        json.writeStringField("reason", signature.getString("reason"));
        json.writeStringField("signedAt", signedAt == null ? null : Instant.parse(signedAt).toString());
        json.writeNumberField("version", signature.getInteger("version", 0));
        json.writeEndObject();
    }

    private static Instant instant(Row row, int column) {
        return row.getOffsetDateTime(column).toInstant();
    }

    /** Cursor.encode: base64url of "createdAt|id|crc32c-hex", where the CRC covers "createdAt|id". */
    private static String cursor(Instant createdAt, String id) {
        String content = createdAt + "|" + id;
        CRC32C crc = new CRC32C();
        crc.update(content.getBytes(StandardCharsets.UTF_8));
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((content + "|" + Long.toHexString(crc.getValue())).getBytes(StandardCharsets.UTF_8));
    }

    @FunctionalInterface
    private interface RowWriter {
        void write(Row row) throws IOException;
    }

    @FunctionalInterface
    private interface JsonWriter {
        void write(JsonGenerator json) throws IOException;
    }

    /** Jackson's generator, as the service's ObjectMapper uses: the same escaping, UTF-8 as is. */
    private static Buffer write(JsonWriter writer) {
        ByteBuf bytes = Unpooled.buffer(1024);
        try (JsonGenerator json = JSON.createGenerator((OutputStream) new ByteBufOutputStream(bytes), JsonEncoding.UTF8)) {
            writer.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Buffer.buffer(bytes);
    }
}
