package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.LedgerCheck;

/**
 * A database made before a record's history moved into rows of its own (V12–V14) upgrades in
 * place: an inspection lot's results, a deviation's references, a receipt's lines and an order's
 * consumptions, allocations and performers become rows, each value as it was, nothing lost.
 */
class HistoryUpgradeTest {

    private static final String RESULT = "{\"id\":\"res_%s\",\"testCode\":\"%s\",\"value\":\"97.0\",\"outcome\":\"fail\","
            + "\"enteredBy\":\"usr_an\",\"enteredAt\":\"2026-11-01T08:00:00Z\",\"valid\":%s,\"invalidation\":%s,"
            + "\"version\":%d,\"updatedAt\":\"2026-11-02T08:00:00Z\"}";
    private static final String CONSUMPTION = "{\"id\":\"con_%s\",\"materialId\":\"mat_raw\",\"quantity\":\"2.5\",\"unit\":\"kg\","
            + "\"allocations\":[{\"lotId\":\"lot_a\",\"locationId\":\"loc_1\",\"quantity\":\"2\",\"movementId\":\"mov_1\"},"
            + "{\"lotId\":\"lot_b\",\"locationId\":\"loc_1\",\"quantity\":\"0.5\",\"movementId\":\"mov_2\"}],"
            + "\"fefoOverrideReason\":null,\"performedBy\":\"usr_op\",\"verification\":%s,\"version\":%d,"
            + "\"createdAt\":\"2026-11-03T08:00:00Z\",\"updatedAt\":\"2026-11-03T09:00:00Z\"}";
    private static final String SIGNATURE = "{\"userId\":\"usr_op2\",\"printedName\":\"O. Two\",\"meaning\":\"verification\","
            + "\"reason\":\"weighed\",\"signedAt\":\"2026-11-03T09:00:00Z\",\"version\":1}";

    @TempDir
    static Path dir;

    private static EmbeddedDatabase database;

    @BeforeAll
    static void databaseAtV11WithHistoryInJson() throws SQLException {
        database = EmbeddedDatabase.start(dir.resolve("pgdata"), 0);
        flyway("11").migrate();
        try (Connection superuser = LedgerCheck.superuser(database); Statement sql = superuser.createStatement()) {
            sql.execute("INSERT INTO inspection_lots (tenant_id, id, number, lot_id, material_id, origin, specification_id, "
                    + "status, results, version, created_at, updated_at) VALUES ('t', 'insp_1', 'IL-1', 'lot_1', 'mat_1', "
                    + "'receipt', 'spec_1', 'open', '[" + RESULT.formatted("1", "ASSAY", "false",
                            "{\"userId\":\"usr_qa\",\"at\":\"2026-11-02T08:00:00Z\",\"reason\":\"mix-up\"}", 2) + ","
                    + RESULT.formatted("2", "ASSAY", "true", "null", 1) + "]', 3, now(), now())");
            sql.execute("INSERT INTO deviations (tenant_id, id, number, description, refs, status, created_by, version, "
                    + "created_at, updated_at) VALUES ('t', 'dev_1', 'DEV-1', 'spill', '[\"ord_1\",\"lot_b\"]', 'open', "
                    + "'usr_qa', 1, now(), now())");
            sql.execute("INSERT INTO goods_receipts (tenant_id, id, number, purchase_order_id, delivery_note, received_on, "
                    + "lines, version, created_at, updated_at) VALUES ('t', 'gr_1', 'GR-1', 'po_1', 'DN-1', '2026-11-01', "
                    + "'[{\"lineNo\":1,\"quantity\":\"100\",\"unit\":\"kg\",\"supplierLotNumber\":\"S-1\",\"manufacturedOn\":"
                    + "\"2026-10-01\",\"expiresOn\":\"2029-09-30\",\"locationId\":\"loc_1\",\"lotId\":\"lot_a\","
                    + "\"inspectionLotId\":\"insp_1\"}]', 1, now(), now())");
            sql.execute("INSERT INTO production_orders (tenant_id, id, number, recipe_id, recipe, product_material_id, "
                    + "planned_quantity, unit, status, performers, consumptions, created_by, version, created_at, updated_at) "
                    + "VALUES ('t', 'ord_1', 'B-1', 'rcp_1', '{}', 'mat_fp', 100, 'kg', 'in_progress', "
                    + "'[\"usr_sup\",\"usr_op\",\"usr_op2\"]', '[" + CONSUMPTION.formatted("1", SIGNATURE, 2) + ","
                    + CONSUMPTION.formatted("2", "null", 1) + "]', 'usr_sup', 5, '2026-11-01T08:00:00Z', now())");
        }
        flyway(null).migrate();
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void resultsBecomeRowsAndAnInvalidatedOneKeepsWhoWhenAndWhy() throws SQLException {
        assertThat(rows("SELECT id, valid, invalidated_by, invalidation_reason, version FROM inspection_results "
                + "WHERE inspection_lot_id = 'insp_1' ORDER BY id"))
                .containsExactly(List.of("res_1", "f", "usr_qa", "mix-up", "2"), List.of("res_2", "t", "-", "-", "1"));
    }

    @Test
    void aDeviationsReferencesBecomeRowsInTheirOrder() throws SQLException {
        assertThat(rows("SELECT position, record_id FROM deviation_references WHERE deviation_id = 'dev_1' ORDER BY position"))
                .containsExactly(List.of("1", "ord_1"), List.of("2", "lot_b"));
    }

    @Test
    void aReceiptsLinesBecomeRowsWithTheLotAndInspectionLotTheyMade() throws SQLException {
        assertThat(rows("SELECT line_no, quantity, unit, lot_id, inspection_lot_id FROM goods_receipt_lines "
                + "WHERE goods_receipt_id = 'gr_1'")).containsExactly(List.of("1", "100.000000", "kg", "lot_a", "insp_1"));
    }

    @Test
    void consumptionsAllocationsAndPerformersBecomeRowsAndAnUnverifiedChargeStaysUnverified() throws SQLException {
        assertThat(rows("SELECT id, quantity, verification IS NOT NULL, version FROM production_consumptions "
                + "WHERE order_id = 'ord_1' ORDER BY id"))
                .containsExactly(List.of("con_1", "2.500000", "t", "2"), List.of("con_2", "2.500000", "f", "1"));
        assertThat(rows("SELECT consumption_id, position, lot_id, quantity FROM production_allocations "
                + "WHERE consumption_id = 'con_1' ORDER BY position"))
                .containsExactly(List.of("con_1", "1", "lot_a", "2.000000"), List.of("con_1", "2", "lot_b", "0.500000"));
        assertThat(rows("SELECT user_id FROM production_performers WHERE order_id = 'ord_1' ORDER BY performed_at"))
                .containsExactly(List.of("usr_sup"), List.of("usr_op"), List.of("usr_op2"));
    }

    private static Flyway flyway(String target) {
        Map<String, String> config = database.quarkusConfig();
        var configuration = Flyway.configure().dataSource(config.get("quarkus.datasource.jdbc.url"),
                config.get("quarkus.flyway.username"), config.get("quarkus.flyway.password"))
                .locations("classpath:db/migration").placeholders(Map.of("app_role", EmbeddedDatabase.APP_ROLE));
        return (target == null ? configuration : configuration.target(target)).load();
    }

    /** Each row's columns as text, "-" for null. */
    private static List<List<String>> rows(String query) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (Connection superuser = LedgerCheck.superuser(database); Statement sql = superuser.createStatement();
                ResultSet result = sql.executeQuery(query)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    String value = result.getString(i);
                    row.add(value == null ? "-" : value);
                }
                rows.add(row);
            }
        }
        return rows;
    }
}
