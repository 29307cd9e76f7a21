package com.pharmaerp.api.platform.persistence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

import io.quarkus.runtime.Application;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * A real PostgreSQL started from the binaries on the class path (zonky), for dev mode, tests and
 * the jar's embedded mode: no Docker and no installed server. It listens on 127.0.0.1 only. The
 * service connects as {@value #APP_ROLE}, which owns nothing, so row-level security applies to it;
 * migrations run as the superuser that owns the schema.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    public static final String DATABASE = "erp";
    public static final String APP_ROLE = "erp_app";
    private static final String APP_PASSWORD = "erp_app_local_only";
    private static final String OWNER = "postgres";
    private static final Duration APPLICATION_STOP = Duration.ofMinutes(1);

    private final EmbeddedPostgres postgres;

    private EmbeddedDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /**
     * @param dataDirectory where the data lives; kept between starts. Null: a fresh temporary directory,
     *        removed when the database stops.
     */
    public static EmbeddedDatabase start(Path dataDirectory) {
        return start(dataDirectory, 0);
    }

    /** @param port where to listen; 0 for any free port */
    public static EmbeddedDatabase start(Path dataDirectory, int port) {
        try {
            boolean temporary = dataDirectory == null;
            Path directory = temporary ? Files.createTempDirectory("erp-postgres-") : dataDirectory;
            Files.createDirectories(directory);
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder();
            if (port != 0) {
                builder.setPort(port);
            }
            EmbeddedPostgres postgres = builder
                    .setDataDirectory(directory)
                    .setCleanDataDirectory(temporary)
                    // A loaded CI machine can take well over zonky's default 10 s.
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .setServerConfig("listen_addresses", "127.0.0.1")
                    .setServerConfig("max_connections", "100")
                    // Ours instead, which lets the application stop first.
                    .setRegisterShutdownHook(false)
                    .start();
            EmbeddedDatabase database = new EmbeddedDatabase(postgres);
            Runtime.getRuntime().addShutdownHook(new Thread(database::closeAfterTheApplication, "embedded-postgres-stop"));
            database.prepare();
            return database;
        } catch (IOException e) {
            throw new UncheckedIOException("The embedded PostgreSQL could not start", e);
        }
    }

    public int port() {
        return postgres.getPort();
    }

    /** The settings that point the service at this database. */
    public Map<String, String> quarkusConfig() {
        Map<String, String> config = new LinkedHashMap<>();
        config.put("quarkus.datasource.reactive.url", "postgresql://127.0.0.1:" + port() + "/" + DATABASE);
        config.put("quarkus.datasource.jdbc.url", "jdbc:postgresql://127.0.0.1:" + port() + "/" + DATABASE);
        config.put("quarkus.datasource.username", APP_ROLE);
        config.put("quarkus.datasource.password", APP_PASSWORD);
        config.put("quarkus.flyway.username", OWNER);
        config.put("quarkus.flyway.password", OWNER);
        return config;
    }

    /** A key kept in this database's data; {@code generated} is true on the start that made it. */
    public record StoredKey(String value, boolean generated) {
        @Override
        public String toString() {
            return "StoredKey[generated=" + generated + "]";
        }
    }

    /**
     * The webhooks encryption key of this data directory (base64 of 32 random bytes), generated on
     * first use and kept in the maintenance database, where the service's role cannot read it: a
     * restart on the same directory finds it again, a new directory makes a new one.
     */
    public StoredKey webhooksEncryptionKey() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        String candidate = Base64.getEncoder().encodeToString(bytes);
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE IF NOT EXISTS erp_embedded_keys (name text PRIMARY KEY, value text NOT NULL)");
            boolean generated;
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO erp_embedded_keys (name, value) VALUES ('webhooks', ?) ON CONFLICT (name) DO NOTHING")) {
                insert.setString(1, candidate);
                generated = insert.executeUpdate() == 1;
            }
            try (ResultSet rows = statement.executeQuery("SELECT value FROM erp_embedded_keys WHERE name = 'webhooks'")) {
                rows.next();
                return new StoredKey(rows.getString(1), generated);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The embedded PostgreSQL could not keep the webhooks encryption key", e);
        }
    }

    /** The database and the application's login role, created once per data directory. */
    private void prepare() {
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
                Statement statement = connection.createStatement()) {
            if (!exists(statement, "SELECT 1 FROM pg_database WHERE datname = '" + DATABASE + "'")) {
                statement.execute("CREATE DATABASE " + DATABASE);
            }
            if (!exists(statement, "SELECT 1 FROM pg_roles WHERE rolname = '" + APP_ROLE + "'")) {
                statement.execute("CREATE ROLE " + APP_ROLE + " LOGIN PASSWORD '" + APP_PASSWORD + "'");
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The embedded PostgreSQL could not be prepared", e);
        }
    }

    private static boolean exists(Statement statement, String query) throws SQLException {
        try (ResultSet rows = statement.executeQuery(query)) {
            return rows.next();
        }
    }

    /**
     * At exit the JVM runs its shutdown hooks at the same time: the database waits for the
     * application's graceful stop (requests served during its shutdown delay still need it), at most
     * a minute.
     */
    private void closeAfterTheApplication() {
        Application application = Application.currentApplication();
        if (application != null) {
            Thread stopping = new Thread(application::awaitShutdown, "embedded-postgres-await-stop");
            stopping.setDaemon(true);
            stopping.start();
            try {
                stopping.join(APPLICATION_STOP.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        close();
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
