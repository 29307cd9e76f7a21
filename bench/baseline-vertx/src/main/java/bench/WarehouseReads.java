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
 * running the statements the service's repositories send (UnitsOfWork.read, LotRepository,
 * StockBalanceRepository), text for text and in the same order, with the same
 * parameters, and the JSON the service writes, byte for byte. Each read answers the response
 * body; an unknown lot fails with {@link #NOT_FOUND}, after the same rollback as the service's.
 */
final class WarehouseReads {

    /** A lot the tenant does not have; thrown inside the transaction so that it rolls back, as the service's does. */
    static final RuntimeException NOT_FOUND = new RuntimeException("no such lot", null, false, false) {
    };

    // UnitsOfWork.ENTER: the tenant and, in the sandbox, its clock's offset.
    private static final String ENTER = "SELECT erp_enter($1, $2, $3) AS clock_offset";
    // LotRepository.SELECT: the lot's columns and its quantity on hand.
    private static final String LOT_SELECT = "SELECT id, version, created_at, updated_at, number, material_id, unit, origin, "
            + "source_id, supplier_lot_number, manufactured_on, expires_on, retest_on, status, held_from, hold, "
            + "release_from_hold, quality_decision, destruction, (SELECT coalesce(sum(b.quantity), 0) FROM stock_balances b "
            + "WHERE b.tenant_id = lots.tenant_id AND b.lot_id = lots.id) AS quantity FROM lots";
    // LotRepository.find.
    private static final String LOT_BY_ID = LOT_SELECT + " WHERE tenant_id = $1 AND id = $2";
    // LotRepository.page as LotService.list narrows it (material, a stored status, not expired) and
    // ListQuery.newestFirst pages it, first page.
    private static final String LOTS_OF_MATERIAL_IN_STATUS = LOT_SELECT
            + " WHERE tenant_id = $1 AND material_id = $2 AND status = $3 AND expires_on >= $4"
            + " ORDER BY created_at DESC, id DESC LIMIT $5";
    // StockBalanceRepository.page with a material, first page.
    private static final String BALANCES_OF_MATERIAL = "SELECT b.material_id, b.lot_id, b.location_id, b.quantity, "
            + "b.created_at, l.unit, l.status, l.expires_on FROM stock_balances b JOIN lots l ON l.tenant_id = b.tenant_id "
            + "AND l.id = b.lot_id WHERE b.tenant_id = $1 AND b.quantity > 0 AND b.material_id = $2"
            + " ORDER BY b.created_at DESC, b.lot_id DESC, b.location_id DESC LIMIT $3";

    // Positions in LOT_SELECT.
    private static final int ID = 0, VERSION = 1, CREATED_AT = 2, UPDATED_AT = 3, NUMBER = 4, MATERIAL_ID = 5, UNIT = 6,
            ORIGIN = 7, SOURCE_ID = 8, SUPPLIER_LOT_NUMBER = 9, MANUFACTURED_ON = 10, EXPIRES_ON = 11, RETEST_ON = 12,
            STATUS = 13, HELD_FROM = 14, HOLD = 15, RELEASE_FROM_HOLD = 16, QUALITY_DECISION = 17, DESTRUCTION = 18,
            QUANTITY = 19;
    // Positions in BALANCES_OF_MATERIAL.
    private static final int BALANCE_MATERIAL_ID = 0, BALANCE_LOT_ID = 1, BALANCE_LOCATION_ID = 2, BALANCE_QUANTITY = 3,
            BALANCE_CREATED_AT = 4, BALANCE_UNIT = 5, BALANCE_LOT_STATUS = 6, BALANCE_EXPIRES_ON = 7;

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
        return inTenant(tenant, (connection, today) -> {
            // Found.require: an id that cannot be a lot's is not looked up.
            if (!looksLikeLotId(id)) {
                return Future.failedFuture(NOT_FOUND);
            }
            return connection.preparedQuery(LOT_BY_ID).execute(Tuple.of(tenant, id)).compose(rows -> {
            if (rows.size() == 0) {
                return Future.failedFuture(NOT_FOUND);
            }
            Row row = rows.iterator().next();
            return Future.succeededFuture(new Lot(write(json -> writeLot(json, row, today)), row.getInteger(VERSION)));
            });
        });
    }

    /** A lot as LotView and its version. */
    record Lot(Buffer body, int version) {
    }

    /**
     * GET /v1/lots?materialId=M&amp;status=S for a stored status (quarantine, released, on_hold):
     * the first page, its filter dated by the business date (LotService.list).
     */
    Future<Buffer> lots(String tenant, String materialId, String status, int limit) {
        return inTenant(tenant, (connection, today) -> connection.preparedQuery(LOTS_OF_MATERIAL_IN_STATUS)
                .execute(Tuple.of(tenant, materialId, status, today, limit + 1))
                .map(rows -> write(json -> writePage(json, rows, limit, row -> writeLot(json, row, today),
                        row -> cursor("/v1/lots?materialId=" + materialId + "&status=" + status,
                                instant(row, CREATED_AT), row.getString(ID))))));
    }

    /** GET /v1/stock-balances?materialId=M: the first page of its non-zero balances (StockBalanceResource.list). */
    Future<Buffer> balances(String tenant, String materialId, int limit) {
        return inTenant(tenant, (connection, today) -> connection.preparedQuery(BALANCES_OF_MATERIAL)
                .execute(Tuple.of(tenant, materialId, limit + 1))
                .map(rows -> write(json -> writePage(json, rows, limit, row -> writeBalance(json, row, today),
                        // Balance.cursor: the balance's creation, lot and location.
                        row -> cursor("/v1/stock-balances?materialId=" + materialId, instant(row, BALANCE_CREATED_AT),
                                row.getString(BALANCE_LOT_ID) + "," + row.getString(BALANCE_LOCATION_ID))))));
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
        writeQuantity(json, row.getBigDecimal(BALANCE_QUANTITY), row.getString(BALANCE_UNIT));
        json.writeStringField("lotStatus",
                status(row.getString(BALANCE_LOT_STATUS), row.getLocalDate(BALANCE_EXPIRES_ON), today));
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

    /**
     * UnitsOfWork.read: BEGIN and the tenant's entry in one round trip (pipelined on the connection), the
     * read with the business date, then COMMIT; ROLLBACK when the read failed.
     */
    private <T> Future<T> inTenant(String tenant, Read<T> read) {
        return pool.withConnection(connection -> {
            // StoredTime.now: the unit's instant, to the microsecond, taken as it opens.
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            Future<RowSet<Row>> begun = connection.query("BEGIN").execute();
            Future<RowSet<Row>> entered = connection.preparedQuery(ENTER).execute(Tuple.of(tenant, null, true));
            return Future.all(begun, entered).compose(ok -> read.apply(connection, today(now, entered.result())))
                    .transform(done -> done.succeeded()
                            ? connection.query("COMMIT").execute().map(done.result())
                            : connection.query("ROLLBACK").execute().transform(ignored -> Future.<T>failedFuture(done.cause())));
        });
    }

    /** BusinessClock.today in the sandbox: the unit's instant moved by the tenant's offset, as a UTC date. */
    private static LocalDate today(Instant now, RowSet<Row> entered) {
        long offsetMicros = entered.iterator().next().getLong(0);
        return LocalDate.ofInstant(now.plus(offsetMicros, ChronoUnit.MICROS), ZoneOffset.UTC);
    }

    @FunctionalInterface
    private interface Read<T> {
        Future<T> apply(SqlConnection connection, LocalDate today);
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

    /** LotView of a row of LOT_SELECT. */
    private static void writeLot(JsonGenerator json, Row row, LocalDate today) throws IOException {
        json.writeStartObject();
        json.writeStringField("id", row.getString(ID));
        json.writeStringField("number", row.getString(NUMBER));
        json.writeStringField("materialId", row.getString(MATERIAL_ID));
        json.writeStringField("origin", row.getString(ORIGIN));
        json.writeStringField("sourceId", row.getString(SOURCE_ID));
        json.writeStringField("supplierLotNumber", row.getString(SUPPLIER_LOT_NUMBER));
        json.writeStringField("manufacturedOn", row.getLocalDate(MANUFACTURED_ON).toString());
        json.writeStringField("expiresOn", row.getLocalDate(EXPIRES_ON).toString());
        json.writeStringField("retestOn", row.getLocalDate(RETEST_ON).toString());
        json.writeStringField("status", status(row.getString(STATUS), row.getLocalDate(EXPIRES_ON), today));
        json.writeStringField("heldFrom", row.getString(HELD_FROM));
        writeQuantity(json, row.getBigDecimal(QUANTITY), row.getString(UNIT));
        writeSignature(json, "hold", row.getString(HOLD));
        writeSignature(json, "releaseFromHold", row.getString(RELEASE_FROM_HOLD));
        writeSignature(json, "qualityDecision", row.getString(QUALITY_DECISION));
        writeSignature(json, "destruction", row.getString(DESTRUCTION));
        json.writeNumberField("version", row.getInteger(VERSION));
        json.writeStringField("createdAt", instant(row, CREATED_AT).toString());
        json.writeStringField("updatedAt", instant(row, UPDATED_AT).toString());
        json.writeEndObject();
    }

    /** LotStatus.asOf: expired once the business date is past expiresOn, unless rejected or destroyed. */
    private static String status(String stored, LocalDate expiresOn, LocalDate today) {
        return !"rejected".equals(stored) && !"destroyed".equals(stored) && today.isAfter(expiresOn) ? "expired" : stored;
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

    /**
     * Cursor.encode bound to its list by ListCursors (Cursor.bind): base64url of "createdAt|id|crc32c-hex", where the
     * CRC covers "createdAt|id", then a dot and the CRC-32C of the list (path and filters but limit) and that position.
     */
    private static String cursor(String list, Instant createdAt, String id) {
        String content = createdAt + "|" + id;
        String position = Base64.getUrlEncoder().withoutPadding()
                .encodeToString((content + "|" + crc32c(content)).getBytes(StandardCharsets.UTF_8));
        return position + "." + crc32c(list + "\n" + position);
    }

    private static String crc32c(String text) {
        CRC32C crc = new CRC32C();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return Long.toHexString(crc.getValue());
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
