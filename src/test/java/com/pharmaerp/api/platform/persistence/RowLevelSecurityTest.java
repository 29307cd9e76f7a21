package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestDatabase;
import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.warehouse.MaterialsTestData;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The second wall: connected as the service's own role, a query that forgets the tenant filter
 * still sees only the tenant set for the transaction, none without one, and cannot write another's rows.
 */
@QuarkusTest
@WithTestResource(TestKeys.class)
class RowLevelSecurityTest {

    @Test
    void aQueryWithoutTheTenantFilterSeesOnlyTheTransactionsTenant() throws SQLException {
        MaterialsTestData.create(TestKeys.ACTIVE);
        MaterialsTestData.create(TestKeys.ACME);

        try (Connection db = TestDatabase.connectAsApp()) {
            db.setAutoCommit(false);
            assertThat(tenantsSeen(db)).as("no tenant set: nothing").isEmpty();
            enter(db, "acme");
            assertThat(tenantsSeen(db)).containsExactly("acme");
            db.rollback();
            enter(db, "default");
            assertThat(tenantsSeen(db)).containsExactly("default");
            db.rollback();
        }
    }

    @Test
    void aRowOfAnotherTenantCannotBeWrittenOrChanged() throws SQLException {
        MaterialsTestData.create(TestKeys.ACTIVE);
        try (Connection db = TestDatabase.connectAsApp()) {
            db.setAutoCommit(false);
            enter(db, "acme");
            assertThatThrownBy(() -> db.createStatement().execute("INSERT INTO materials (tenant_id, id, code, name, type, "
                    + "base_unit, shelf_life_days, retest_interval_days, storage_min_celsius, storage_max_celsius, version, "
                    + "created_at, updated_at) VALUES ('default', 'mat_x', 'X', 'x', 'raw', 'kg', 1, 1, 0, 1, 1, now(), now())"))
                    .hasMessageContaining("row-level security");
            db.rollback();
            enter(db, "acme");
            try (Statement statement = db.createStatement()) {
                assertThat(statement.executeUpdate("UPDATE materials SET name = 'stolen' WHERE tenant_id = 'default'")).isZero();
            }
            db.rollback();
        }
    }

    @Test
    void theDispatchersReachAcrossTenantsLastsOnlyForItsOwnTransaction() throws SQLException {
        MaterialsTestData.create(TestKeys.ACTIVE);
        MaterialsTestData.create(TestKeys.ACME);
        try (Connection db = TestDatabase.connectAsApp(); Statement statement = db.createStatement()) {
            db.setAutoCommit(false);
            statement.execute("SELECT * FROM erp_lease_webhook_endpoints('rls-test', 1000, 16)");
            try (ResultSet rows = statement.executeQuery("SELECT count(*) FROM audit_heads")) {
                rows.next();
                assertThat(rows.getInt(1)).as("after the lease function, in the same transaction").isGreaterThan(1);
            }
            db.rollback();
            try (ResultSet rows = statement.executeQuery("SELECT count(*) FROM audit_heads")) {
                rows.next();
                assertThat(rows.getInt(1)).as("in a transaction of its own, no tenant set").isZero();
            }
            db.rollback();
        }
    }

    private static void enter(Connection db, String tenant) throws SQLException {
        try (PreparedStatement set = db.prepareStatement("SELECT set_config('erp.tenant_id', ?, true)")) {
            set.setString(1, tenant);
            set.execute();
        }
    }

    private static Set<String> tenantsSeen(Connection db) throws SQLException {
        Set<String> tenants = new HashSet<>();
        try (Statement statement = db.createStatement(); ResultSet rows = statement.executeQuery("SELECT tenant_id FROM materials")) {
            while (rows.next()) {
                tenants.add(rows.getString(1));
            }
        }
        return tenants;
    }
}
