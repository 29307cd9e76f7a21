package com.pharmaerp.api.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;

/**
 * A real PostgreSQL (the same embedded one dev mode uses) for every @QuarkusTest and
 * @QuarkusIntegrationTest: started in the test JVM, its URLs handed to the service under test.
 */
@WithTestResource(value = TestDatabase.class, scope = TestResourceScope.GLOBAL)
public class TestDatabase implements QuarkusTestResourceLifecycleManager {

    /** The bcrypt cost of every service a test starts; production's stays the default. */
    static final String TEST_PASSWORD_COST = "4";

    private EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        database = EmbeddedDatabase.start(null);
        Map<String, String> config = new HashMap<>(database.quarkusConfig());
        // The packaged jar runs the prod profile: the low bcrypt cost %test gives keeps its signatures as cheap.
        config.put("erp.users.password-cost", TEST_PASSWORD_COST);
        return config;
    }

    /** A JDBC connection as the service's own role, to which row-level security applies (@QuarkusTest only). */
    public static Connection connectAsApp() throws SQLException {
        return connect("quarkus.datasource.username", "quarkus.datasource.password");
    }

    /** A JDBC connection as the schema owner, e.g. to lock a table under a running request (@QuarkusTest only). */
    public static Connection connectAsOwner() throws SQLException {
        return connect("quarkus.flyway.username", "quarkus.flyway.password");
    }

    private static Connection connect(String user, String password) throws SQLException {
        Config config = ConfigProvider.getConfig();
        return DriverManager.getConnection(config.getValue("quarkus.datasource.jdbc.url", String.class),
                config.getValue(user, String.class), config.getValue(password, String.class));
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
        }
    }
}
