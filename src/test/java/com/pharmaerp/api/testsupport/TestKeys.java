package com.pharmaerp.api.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.security.ApiKeyFile;
import com.pharmaerp.api.platform.security.ApiKeyFormat;
import com.pharmaerp.api.platform.security.ApiKeyRecord;
import com.pharmaerp.api.platform.security.Scopes;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Mints real keys for a test run into a fresh key file and points the service at it; works the
 * same for @QuarkusTest and for the packaged artifact in @QuarkusIntegrationTest. The plaintext
 * keys exist only in this JVM's memory.
 */
public class TestKeys implements QuarkusTestResourceLifecycleManager {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Instant NOW = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    /** Sandbox key with every scope. */
    public static final String ACTIVE = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** Sandbox key that holds no scope at all. */
    public static final String NO_SCOPE = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    public static final String REVOKED = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    public static final String EXPIRED = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** Production key with every scope (in the same file, as a shared Secret might hold both). */
    public static final String LIVE = ApiKeyFormat.generate(Environment.PRODUCTION, RANDOM);
    /** Sandbox key limited to 1 request/s (burst 2 at the default ratio). */
    public static final String LIMITED = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** A second sandbox key with the default limits, to show keys are limited independently. */
    public static final String SECOND = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** Sandbox key with every scope of tenant "acme" (every other key belongs to tenant "default"). */
    public static final String ACME = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    public static final String ACME_ID = "key_Acme000000000001";
    /** Sandbox key with every scope of tenant "fresh", which only the bootstrap test gives users. */
    public static final String FRESH = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** Sandbox key with every scope of tenant "fuzz", whose data only the body fuzzing changes. */
    public static final String FUZZ = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** Sandbox key with every scope of tenant "training", whose training requirements gate its signatures. */
    public static final String TRAINING = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    /** Well-formed sandbox key with a valid checksum that no file knows. */
    public static final String UNKNOWN = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);

    public static final String REVOKED_ID = "key_Revoked000000001";
    public static final String EXPIRED_ID = "key_Expired000000001";
    public static final String NO_SCOPE_ID = "key_NoScope000000001";

    /** The dev and test profiles' webhook encryption key (application.properties), which protects nothing. */
    static final String WEBHOOK_KEY = "ZGV2LWFuZC10ZXN0LW9ubHktd2ViaG9vay1rZXktMzI=";

    /** Resource argument: the environment the service runs as (default sandbox). */
    public static final String ENVIRONMENT_ARG = "environment";
    /** Resource argument: "missing" points the service at a key file that does not exist. */
    public static final String KEY_FILE_ARG = "keyFile";
    /** Resource arguments named {@code config:<property>} set that property for the service. */
    public static final String CONFIG_ARG_PREFIX = "config:";

    private Path directory;
    private String environment = "sandbox";
    private boolean missingFile;
    private final Map<String, String> overrides = new HashMap<>();

    @Override
    public void init(Map<String, String> initArgs) {
        environment = initArgs.getOrDefault(ENVIRONMENT_ARG, environment);
        missingFile = "missing".equals(initArgs.get(KEY_FILE_ARG));
        initArgs.forEach((name, value) -> {
            if (name.startsWith(CONFIG_ARG_PREFIX)) {
                overrides.put(name.substring(CONFIG_ARG_PREFIX.length()), value);
            }
        });
    }

    /** How many keys of the file would authenticate against the sandbox service now. */
    public static long activeSandboxKeys() {
        Instant now = Instant.now();
        return records().stream().filter(r -> r.environment() == Environment.SANDBOX
                && r.statusAt(now) == ApiKeyRecord.Status.ACTIVE).count();
    }

    public static List<ApiKeyRecord> records() {
        List<ApiKeyRecord> records = new ArrayList<>();
        records.add(record("key_Active0000000001", ACTIVE, Environment.SANDBOX, Scopes.all(), null, null));
        records.add(record(NO_SCOPE_ID, NO_SCOPE, Environment.SANDBOX, List.of(), null, null));
        records.add(record(REVOKED_ID, REVOKED, Environment.SANDBOX, Scopes.all(), null, NOW.minus(1, ChronoUnit.DAYS)));
        records.add(record(EXPIRED_ID, EXPIRED, Environment.SANDBOX, Scopes.all(), NOW.minus(1, ChronoUnit.HOURS), null));
        records.add(record("key_Live000000000001", LIVE, Environment.PRODUCTION, Scopes.all(), null, null));
        records.add(new ApiKeyRecord("key_Limited000000001", ApiKeyFormat.sha256Hex(LIMITED), Environment.SANDBOX,
                "test-owner", Scopes.all(), NOW.minus(30, ChronoUnit.DAYS), null, null, 1, ApiKeyRecord.DEFAULT_TENANT));
        records.add(record("key_Second0000000001", SECOND, Environment.SANDBOX, Scopes.all(), null, null));
        records.add(new ApiKeyRecord(ACME_ID, ApiKeyFormat.sha256Hex(ACME), Environment.SANDBOX, "acme-owner",
                Scopes.all(), NOW.minus(1, ChronoUnit.DAYS), null, null, null, "acme"));
        records.add(new ApiKeyRecord("key_Fresh00000000001", ApiKeyFormat.sha256Hex(FRESH), Environment.SANDBOX,
                "fresh-owner", Scopes.all(), NOW.minus(1, ChronoUnit.DAYS), null, null, null, "fresh"));
        records.add(new ApiKeyRecord("key_Fuzz000000000001", ApiKeyFormat.sha256Hex(FUZZ), Environment.SANDBOX,
                "fuzz-owner", Scopes.all(), NOW.minus(1, ChronoUnit.DAYS), null, null, null, "fuzz"));
        records.add(new ApiKeyRecord("key_Training00000001", ApiKeyFormat.sha256Hex(TRAINING), Environment.SANDBOX,
                "training-owner", Scopes.all(), NOW.minus(1, ChronoUnit.DAYS), null, null, null, "training"));
        return records;
    }

    public static ApiKeyRecord record(String id, String key, Environment environment, List<String> scopes, Instant expires,
            Instant revoked) {
        return new ApiKeyRecord(id, ApiKeyFormat.sha256Hex(key), environment, "test-owner", scopes,
                NOW.minus(30, ChronoUnit.DAYS), expires, revoked);
    }

    @Override
    public Map<String, String> start() {
        try {
            directory = Files.createTempDirectory("erp-test-keys");
            Path file = directory.resolve("api-keys.jsonl");
            if (!missingFile) {
                ApiKeyFile.write(file, records());
            }
            Map<String, String> config = serviceConfig(file, environment);
            config.putAll(overrides);
            return config;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * What the service under test needs: its key file, its environment, loopback-only listeners,
     * and rate limits high enough that suites sending many requests are never throttled
     * (RateLimitTest sets the production values itself).
     */
    static Map<String, String> serviceConfig(Path keyFile, String environment) {
        Map<String, String> config = new HashMap<>();
        config.put("erp.api-keys.file", keyFile.toString());
        config.put("erp.environment", environment);
        config.put("erp.api-keys.reload-interval", "1s");
        config.put("quarkus.http.host", "127.0.0.1");
        config.put("quarkus.management.host", "127.0.0.1");
        // The packaged artifact takes the test port for HTTP only; keep management off the real 9000 too, on the
        // management test port (9001 unless -Dquarkus.management.test-port moves it for a second build on the machine).
        config.put("quarkus.management.port", System.getProperty("quarkus.management.test-port", "9001"));
        config.put("erp.rate-limit.requests-per-second", "10000");
        config.put("erp.rate-limit.burst", "10000");
        config.put("erp.rate-limit.unauthenticated.requests-per-second", "10000");
        config.put("erp.rate-limit.unauthenticated.burst", "10000");
        // No 5 s pause each time a test stops the packaged service (GracefulShutdownIT tests the delay).
        config.put("quarkus.shutdown.delay", "0s");
        config.put("erp.webhooks.encryption-key", WEBHOOK_KEY);
        // Receivers on 127.0.0.1, except where the service runs as production (which refuses to start with them).
        config.put("erp.webhooks.allow-private-targets", Boolean.toString(!"production".equals(environment)));
        return config;
    }

    /**
     * Webhooks in the packaged artifact as the dev and test profiles have them: the development key
     * (the prod profile has none) and receivers on 127.0.0.1 allowed (a sandbox only warns).
     */
    public static Map<String, String> webhookEnvironment() {
        return Map.of("ERP_WEBHOOKS_ENCRYPTION_KEY", WEBHOOK_KEY, "ERP_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "true");
    }

    @Override
    public void stop() {
        TempFiles.deleteTree(directory);
    }
}
