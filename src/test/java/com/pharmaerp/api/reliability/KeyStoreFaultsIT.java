package com.pharmaerp.api.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.platform.security.ApiKeyFile;
import com.pharmaerp.api.platform.security.ApiKeyRecord;
import com.pharmaerp.api.testsupport.ServiceProcess;
import com.pharmaerp.api.testsupport.TestKeys;

/**
 * Key-file faults while requests flow, against the packaged service: the file becomes
 * unreadable, corrupted, half-written, deleted, then a version revoking the key in use. The last
 * good key set keeps serving, health reports the degradation (warn), readiness stays UP,
 * the revocation takes effect within the reload interval, and no request fails otherwise.
 */
class KeyStoreFaultsIT {

    /** erp.api-keys.reload-interval is 1 s here; allow scheduling slack. */
    private static final Duration RELOAD_DEADLINE = Duration.ofSeconds(4);

    @TempDir
    Path dir;

    @Test
    void faultsNeverReplaceTheLastGoodKeysAndRevocationStillApplies() throws Exception {
        try (ServiceProcess service = ServiceProcess.startWithTestKeys(dir, Map.of("ERP_API_KEYS_RELOAD_INTERVAL", "1s",
                "ERP_RATE_LIMIT_REQUESTS_PER_SECOND", "10000", "ERP_RATE_LIMIT_BURST", "10000"))) {
            Path file = dir.resolve("keys.jsonl");
            AtomicBoolean running = new AtomicBoolean(true);
            Map<String, Integer> outcomes = new ConcurrentHashMap<>();
            Thread load = new Thread(() -> {
                while (running.get()) {
                    try {
                        int status = service.get("/v1/health", TestKeys.SECOND).statusCode();
                        outcomes.merge("SECOND key " + status, 1, Integer::sum);
                    } catch (Exception e) {
                        outcomes.merge("SECOND key error " + e.getClass().getSimpleName(), 1, Integer::sum);
                    }
                }
            });
            load.start();

            Files.delete(file);
            Files.createDirectory(file); // unreadable as a file, whoever runs the test
            expectDegraded(service, "cannot be read");
            Files.delete(file);

            Files.writeString(file, "{ this is not json\n", StandardCharsets.UTF_8);
            expectDegraded(service, "not a JSON object");

            String good = String.join("\n", TestKeys.records().stream().map(ApiKeyFile::format).toList()) + "\n";
            Files.writeString(file, good.substring(0, good.length() / 2), StandardCharsets.UTF_8);
            expectDegraded(service, "incomplete");

            Files.delete(file);
            expectDegraded(service, "does not exist");

            List<ApiKeyRecord> revoked = TestKeys.records().stream()
                    .map(r -> r.id().equals("key_Active0000000001") ? r.revokedAt(Instant.now()) : r).toList();
            ApiKeyFile.write(file, revoked);
            long revokedAt = System.nanoTime();
            await().atMost(RELOAD_DEADLINE).until(() -> service.get("/v1/health", TestKeys.ACTIVE).statusCode() == 401);
            long revocationMillis = (System.nanoTime() - revokedAt) / 1_000_000;
            await().atMost(RELOAD_DEADLINE).until(() -> service.get("/v1/health", TestKeys.SECOND).body().contains("\"pass\""));

            running.set(false);
            load.join();
            assertThat(service.readinessStatus()).isEqualTo(200);
            Map<String, Integer> sorted = new TreeMap<>(outcomes);
            assertThat(sorted.keySet()).as("only 200s for the key that stayed valid").containsOnly("SECOND key 200");
            service.terminate();
            service.awaitExit(Duration.ofSeconds(30));
            assertThat(service.output()).doesNotContainPattern(HostileRequestsFuzzIT.KEY_MATERIAL);
            sorted.put("revocation effective after (ms)", (int) revocationMillis);
            Reports.write("key-store-faults", "5 faults (unreadable, corrupted, half-written, deleted, revoking "
                    + "replacement) under continuous load", sorted);
        }
    }

    /** Health turns warn with the reason, the valid key keeps working and readiness stays UP. */
    private static void expectDegraded(ServiceProcess service, String reason) {
        await().atMost(RELOAD_DEADLINE).untilAsserted(() -> {
            String health = service.get("/v1/health", TestKeys.SECOND).body();
            assertThat(health).contains("\"status\":\"warn\"", reason);
        });
        assertThat(service.readinessStatus()).isEqualTo(200);
    }
}
