package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/** The packaged service in production with no database configured: it runs, not ready, and says why. */
class NoDatabaseIT {

    @TempDir
    Path dir;

    @Test
    void withoutADatabaseTheServiceIsAliveNotReadyAndNamesWhatToSet() throws Exception {
        try (ServiceProcess service = ServiceProcess.startAliveWithTestKeys(dir, Map.of("ERP_DATABASE_EMBEDDED", "false"))) {
            await("the first database check, which runs at startup").atMost(Duration.ofSeconds(10))
                    .until(() -> service.output().contains("Not ready. No database is configured"));
            assertThat(service.livenessStatus()).isEqualTo(200);
            assertThat(service.readinessStatus()).isEqualTo(503);

            var health = service.get("/v1/health", TestKeys.ACTIVE);
            assertThat(health.statusCode()).isEqualTo(503);
            assertThat(health.body()).contains("\"database:responseTime\"", "QUARKUS_DATASOURCE_REACTIVE_URL",
                    "QUARKUS_DATASOURCE_PASSWORD");

            var materials = service.get("/v1/materials", TestKeys.ACTIVE);
            assertThat(materials.statusCode()).isEqualTo(503);
            assertThat(materials.body()).contains("\"code\":\"service_unavailable\"");
            assertThat(materials.headers().firstValue("Retry-After")).hasValue("5");

            assertThat(service.output()).contains("Not ready. No database is configured")
                    .doesNotContain("Unhandled error");
        }
    }
}
