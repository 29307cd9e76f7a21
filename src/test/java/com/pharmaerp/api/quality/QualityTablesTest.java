package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The quality tables' own walls on the embedded PostgreSQL, as the service's role sees them: a
 * result is never deleted or edited, only invalidated; a material has one approved revision; a lot
 * has one open inspection lot.
 */
@QuarkusTest
@WithTestResource(TestKeys.class) // the HTTP tests' configuration: one Quarkus start shared with them
class QualityTablesTest {

    private static final String RESULT = "INSERT INTO inspection_results (tenant_id, id, inspection_lot_id, test_code, value,"
            + " outcome, entered_by, entered_at, valid, version, updated_at) VALUES ('%s', '%s', 'insp_1', 'ASSAY', '97.0', 'fail',"
            + " 'usr_a', '2027-01-04T08:00:00Z', true, 1, '2027-01-04T08:00:00Z')";
    private static final String INVALIDATE = "UPDATE inspection_results SET valid = false, invalidated_by = 'usr_b',"
            + " invalidated_at = '2027-01-05T08:00:00Z', invalidation_reason = 'mix-up', version = 2 WHERE id = 'res_1'";

    private final String tenant = "quality-" + UUID.randomUUID().toString().substring(0, 8);

    @BeforeEach
    void inspectionLotWithOneResult() throws SQLException {
        execute("INSERT INTO inspection_lots (tenant_id, id, number, lot_id, material_id, origin, specification_id, status,"
                + " version, created_at, updated_at) VALUES ('" + tenant + "', 'insp_1', 'IL-1', 'lot_1', 'mat_1',"
                + " 'receipt', 'spec_1', 'open', 2, now(), now())");
        execute(RESULT.formatted(tenant, "res_1"));
    }

    @Test
    void aResultIsInvalidatedWithWhoWhenAndWhyAndAnotherAppended() throws SQLException {
        assertThat(update(INVALIDATE)).isEqualTo(1);
        execute(RESULT.formatted(tenant, "res_2"));
    }

    @Test
    void theDatabaseRefusesToDeleteOrEditAResultWhateverTheServiceSends() {
        assertThatThrownBy(() -> update("DELETE FROM inspection_results WHERE id = 'res_1'"))
                .as("the service's role may not delete at all").hasMessageContaining("permission denied");
        assertThatThrownBy(() -> deleteAsOwner()).as("nor may the owner").hasMessageContaining("never deleted");
        assertThatThrownBy(() -> update("UPDATE inspection_results SET value = '99.0', outcome = 'pass' WHERE id = 'res_1'"))
                .hasMessageContaining("never edited");
        assertThatThrownBy(() -> update(INVALIDATE.replace("version = 2", "version = 2, value = '99.0'")))
                .as("an invalidation that also changes the value").hasMessageContaining("never edited");
    }

    @Test
    void aTestHasOneValidResultOfAnInspectionLot() {
        assertThatThrownBy(() -> execute(RESULT.formatted(tenant, "res_2"))).isInstanceOfSatisfying(SQLException.class,
                refused -> assertThat(refused.getSQLState()).as("unique_violation").isEqualTo("23505"))
                .hasMessageContaining("inspection_results_one_valid_per_test");
    }

    @Test
    void aMaterialHasOneApprovedRevisionAtCommit() {
        String approved = "INSERT INTO specifications (tenant_id, id, material_id, revision, status, tests, created_by, approval,"
                + " version, created_at, updated_at) VALUES ('" + tenant + "', '%s', 'mat_1', %d, 'approved', '[]', 'usr_a',"
                + " '{}', 2, now(), now())";

        assertThatThrownBy(() -> execute(approved.formatted("spec_1", 1) + "; " + approved.formatted("spec_2", 2)))
                .hasMessageContaining("specifications_one_approved");
    }

    @Test
    void aLotHasOneOpenInspectionLotWhateverTheServiceSends() {
        String second = "INSERT INTO inspection_lots (tenant_id, id, number, lot_id, material_id, origin, specification_id,"
                + " status, version, created_at, updated_at) VALUES ('" + tenant + "', 'insp_2', 'IL-2', 'lot_1', 'mat_1',"
                + " 'retest', 'spec_1', 'open', 1, now(), now())";

        assertThatThrownBy(() -> execute(second)).isInstanceOfSatisfying(SQLException.class,
                refused -> assertThat(refused.getSQLState()).as("unique_violation").isEqualTo("23505"))
                .hasMessageContaining("inspection_lots_one_open_per_lot");
    }

    private int update(String sql) throws SQLException {
        try (Connection connection = TestDatabase.connectAsApp(); Statement statement = connection.createStatement()) {
            statement.execute("SET erp.tenant_id = '" + tenant + "'");
            return statement.executeUpdate(sql);
        }
    }

    private void deleteAsOwner() throws SQLException {
        try (Connection connection = TestDatabase.connectAsOwner(); Statement statement = connection.createStatement()) {
            statement.execute("SET erp.tenant_id = '" + tenant + "'");
            statement.executeUpdate("DELETE FROM inspection_results WHERE id = 'res_1'");
        }
    }

    private void execute(String sql) throws SQLException {
        try (Connection connection = TestDatabase.connectAsApp(); Statement statement = connection.createStatement()) {
            statement.execute("SET erp.tenant_id = '" + tenant + "'");
            statement.execute(sql);
        }
    }
}
