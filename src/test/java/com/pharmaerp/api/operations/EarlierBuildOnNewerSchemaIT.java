package com.pharmaerp.api.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;
import com.pharmaerp.api.testsupport.LedgerCheck;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * A build started on a schema that a later build has already migrated further: a pod of the running
 * version restarting during a rollout, or the deployment rolled back. Flyway, as Quarkus configures it,
 * refuses to start on a migration it does not know; the service is set to accept it
 * (docs/guide/operations.md says per migration whether the build before it still fits).
 */
class EarlierBuildOnNewerSchemaIT {

    @TempDir
    Path dir;

    @Test
    void theServiceStartsAndServesOnASchemaWithAMigrationItDoesNotKnow() throws Exception {
        try (EmbeddedDatabase database = EmbeddedDatabase.start(dir.resolve("pgdata"), 0)) {
            Map<String, String> environment = ServiceProcess.externalDatabase(database);
            ServiceProcess.startWithTestKeys(Files.createDirectories(dir.resolve("migrating")), environment).close();
            try (Connection superuser = LedgerCheck.superuser(database); Statement statement = superuser.createStatement()) {
                statement.executeUpdate("INSERT INTO flyway_schema_history (installed_rank, version, description, type, "
                        + "script, checksum, installed_by, execution_time, success) SELECT max(installed_rank) + 1, '9999', "
                        + "'a later build', 'SQL', 'V9999__a_later_build.sql', 0, current_user, 0, true FROM flyway_schema_history");
            }

            try (ServiceProcess earlier = ServiceProcess.startWithTestKeys(Files.createDirectories(dir.resolve("earlier")),
                    environment)) {
                assertThat(earlier.get("/v1/materials", TestKeys.ACTIVE).statusCode()).isEqualTo(200);
                assertThat(earlier.output()).contains("newer than the latest available migration");
            }
        }
    }
}
