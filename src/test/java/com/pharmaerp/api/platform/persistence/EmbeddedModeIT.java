package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/** The packaged jar on its embedded database needs no webhooks key; outside embedded mode a missing key still turns webhooks off. */
class EmbeddedModeIT {

    private static final String GENERATED = "Generated a webhooks encryption key";

    @TempDir
    Path dir;

    @Test
    void embeddedModeGeneratesAKeyOnceKeepsItWithTheDataAndWebhooksWork() throws Exception {
        Path data = dir.resolve("data");
        Map<String, String> noKey = Map.of("ERP_DATABASE_EMBEDDED_DIR", data.toString(),
                "ERP_WEBHOOKS_ENCRYPTION_KEY", "", "ERP_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "");
        String first = runOnce(noKey);
        String second = runOnce(noKey);

        assertThat(first).containsOnlyOnce(GENERATED);
        assertThat(second).doesNotContain(GENERATED);
        String kept;
        try (EmbeddedDatabase database = EmbeddedDatabase.start(data)) {
            EmbeddedDatabase.StoredKey key = database.webhooksEncryptionKey();
            assertThat(key.generated()).isFalse();
            kept = key.value();
        }
        assertThat(first + second).doesNotContain(kept);
        try (EmbeddedDatabase other = EmbeddedDatabase.start(dir.resolve("other"))) {
            assertThat(other.webhooksEncryptionKey().value()).isNotEqualTo(kept);
        }
    }

    @Test
    void outsideEmbeddedModeAMissingKeyStillTurnsWebhooksOff() throws Exception {
        try (EmbeddedDatabase database = EmbeddedDatabase.start(dir.resolve("external"))) {
            Map<String, String> env = new HashMap<>(ServiceProcess.externalDatabase(database));
            env.put("ERP_WEBHOOKS_ENCRYPTION_KEY", "");
            try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, env)) {
                assertThat(service.get("/v1/health", TestKeys.ACTIVE).body()).contains("\"status\":\"warn\"",
                        "Webhooks are off");
                assertThat(service.output()).doesNotContain(GENERATED);
            }
        }
    }

    /** Starts the jar, checks health passes and webhooks answer, stops it by SIGTERM; returns its output. */
    private String runOnce(Map<String, String> env) throws Exception {
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, env)) {
            var health = service.get("/v1/health", TestKeys.ACTIVE);
            assertThat(health.body()).contains("\"status\":\"pass\"");
            assertThat(service.get("/v1/webhook-endpoints", TestKeys.ACTIVE).statusCode()).isEqualTo(200);
            service.terminate();
            service.awaitExit(Duration.ofSeconds(60));
            return service.output();
        }
    }
}
