package com.pharmaerp.api.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;

/**
 * The stock invariants read straight from the database (as a superuser, so across tenants): every
 * balance equals the ledger's sum for its lot and location, and none is below zero.
 */
public final class LedgerCheck {

    /** Lot-location pairs whose balance differs from the sum of their movements (in minus out). */
    static final String MISMATCHES = """
            WITH ledger AS (
                SELECT tenant_id, lot_id, location_id, sum(quantity) AS total FROM (
                    SELECT tenant_id, lot_id, to_location_id AS location_id, quantity FROM stock_movements
                     WHERE to_location_id IS NOT NULL
                    UNION ALL
                    SELECT tenant_id, lot_id, from_location_id, -quantity FROM stock_movements
                     WHERE from_location_id IS NOT NULL) AS postings
                GROUP BY tenant_id, lot_id, location_id)
            SELECT count(*) FROM ledger l FULL JOIN stock_balances b
                ON b.tenant_id = l.tenant_id AND b.lot_id = l.lot_id AND b.location_id = l.location_id
             WHERE coalesce(l.total, 0) <> coalesce(b.quantity, 0)""";

    private LedgerCheck() {
    }

    /** A connection to a database of the test's own as its superuser (row-level security does not apply). */
    public static Connection superuser(EmbeddedDatabase database) throws SQLException {
        Map<String, String> config = database.quarkusConfig();
        return DriverManager.getConnection(config.get("quarkus.datasource.jdbc.url"), config.get("quarkus.flyway.username"),
                config.get("quarkus.flyway.password"));
    }

    public static long mismatches(Connection superuser) throws SQLException {
        return count(superuser, MISMATCHES);
    }

    public static long negativeBalances(Connection superuser) throws SQLException {
        return count(superuser, "SELECT count(*) FROM stock_balances WHERE quantity < 0");
    }

    public static long count(Connection connection, String query) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(query)) {
            row.next();
            return row.getLong(1);
        }
    }
}
