package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;

import io.quarkus.test.junit.QuarkusTest;

/**
 * The quality tables' own walls on the embedded PostgreSQL, as the service's role sees them: a
 * result is never deleted or edited, only invalidated; a material has one approved revision; a lot
 * has one open inspection lot.
 */
@QuarkusTest
class QualityTablesTest {

    private static final String RESULT = "{\"id\":\"res_1\",\"testCode\":\"ASSAY\",\"value\":\"97.0\",\"outcome\":\"fail\","
            + "\"enteredBy\":\"usr_a\",\"enteredAt\":\"2027-01-04T08:00:00Z\",\"valid\":%s,\"invalidation\":%s,"
            + "\"version\":%d,\"updatedAt\":\"2027-01-04T08:00:00Z\"}";
    private static final String VALID = RESULT.formatted("true", "null", 1);

    private final String tenant = "quality-" + UUID.randomUUID().toString().substring(0, 8);

    @BeforeEach
    void inspectionLotWithOneResult() throws SQLException {
        execute("INSERT INTO inspection_lots (tenant_id, id, number, lot_id, material_id, origin, specification_id, status,"
                + " results, version, created_at, updated_at) VALUES ('" + tenant + "', 'insp_1', 'IL-1', 'lot_1', 'mat_1',"
                + " 'receipt', 'spec_1', 'open', '[" + VALID + "]', 2, now(), now())");
    }

    @Test
    void aResultIsInvalidatedWithWhoWhenAndWhyAndAnotherAppended() throws SQLException {
        String invalidated = RESULT.formatted("false", "{\"userId\":\"usr_b\",\"at\":\"2027-01-05T08:00:00Z\","
                + "\"reason\":\"mix-up\"}", 2);

        assertThat(setResults("[" + invalidated + "," + VALID.replace("res_1", "res_2") + "]")).isEqualTo(1);
    }

    @Test
    void theDatabaseRefusesToDeleteOrEditAResultWhateverTheServiceSends() {
        assertThatThrownBy(() -> setResults("[]")).hasMessageContaining("never deleted");
        assertThatThrownBy(() -> setResults("[" + VALID.replace("97.0", "99.0").replace("\"fail\"", "\"pass\"") + "]"))
                .hasMessageContaining("never edited");
        assertThatThrownBy(() -> setResults("[" + RESULT.formatted("false", "null", 2).replace("97.0", "99.0") + "]"))
                .as("an invalidation that also changes the value").hasMessageContaining("never edited");
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

    private int setResults(String results) throws SQLException {
        try (Connection connection = TestDatabase.connectAsApp()) {
            connection.createStatement().execute("SET erp.tenant_id = '" + tenant + "'");
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE inspection_lots SET results = ? WHERE tenant_id = ? AND id = 'insp_1'")) {
                update.setString(1, results);
                update.setString(2, tenant);
                return update.executeUpdate();
            }
        }
    }

    private void execute(String sql) throws SQLException {
        try (Connection connection = TestDatabase.connectAsApp(); Statement statement = connection.createStatement()) {
            statement.execute("SET erp.tenant_id = '" + tenant + "'");
            statement.execute(sql);
        }
    }
}
