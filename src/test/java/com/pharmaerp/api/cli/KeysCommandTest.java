package com.pharmaerp.api.cli;

import com.pharmaerp.api.platform.security.ApiKeyFile;
import com.pharmaerp.api.platform.security.ApiKeyFormat;
import com.pharmaerp.api.platform.security.ApiKeyRecord;
import com.pharmaerp.api.platform.security.KeySet;
import com.pharmaerp.api.platform.security.Scopes;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.platform.config.Environment;

class KeysCommandTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:15:30Z");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void createPrintsTheKeyAloneOnTheLastLineAndStoresOnlyItsHash() throws Exception {
        Path file = dir.resolve("keys.jsonl");

        int status = run(Map.of(), "create", "--environment", "sandbox", "--owner", "acme", "--file", file.toString());

        assertThat(status).isZero();
        String key = lastLine(stdout());
        assertThat(key).matches("erp_test_[0-9A-Za-z]{46}");
        assertThat(Files.readString(file)).doesNotContain(key).contains(ApiKeyFormat.sha256Hex(key));
        ApiKeyRecord record = ApiKeyFile.read(file).get(0);
        assertThat(record.environment()).isEqualTo(Environment.SANDBOX);
        assertThat(record.owner()).isEqualTo("acme");
        assertThat(record.scopes()).isEqualTo(Scopes.all());
        assertThat(record.created()).isEqualTo(NOW);
        assertThat(record.expires()).isNull();
        assertThat(record.tenant()).isEqualTo("default");
        assertThat(new KeySet(ApiKeyFile.read(file)).find(ApiKeyFormat.sha256(key))).contains(record);
    }

    @Test
    void createSetsTheTenantAndRefusesAnUnsafeOne() throws Exception {
        Path file = dir.resolve("keys.jsonl");

        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "Acme", "--tenant", "acme", "--file",
                file.toString())).isZero();
        assertThat(ApiKeyFile.read(file)).singleElement().extracting(ApiKeyRecord::tenant).isEqualTo("acme");
        assertThat(stdout()).contains("tenant acme");

        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "Evil", "--tenant", "acme'; --",
                "--file", file.toString())).isEqualTo(2);
        assertThat(ApiKeyFile.read(file)).hasSize(1);
    }

    @Test
    void createHonoursScopesExpiryAndTheFileFromTheEnvironment() throws Exception {
        Path file = dir.resolve("from-env.jsonl");

        int status = run(Map.of("ERP_API_KEYS_FILE", file.toString()), "create", "--environment=production",
                "--owner", "Beta GmbH", "--scopes", "health:read", "--expires", "2027-06-30");

        assertThat(status).isZero();
        assertThat(lastLine(stdout())).startsWith("erp_live_");
        ApiKeyRecord record = ApiKeyFile.read(file).get(0);
        assertThat(record.expires()).isEqualTo(Instant.parse("2027-06-30T00:00:00Z"));
        assertThat(record.owner()).isEqualTo("Beta GmbH");
    }

    @Test
    void createStoresAPerKeyRateLimitAndListShowsIt() throws Exception {
        Path file = dir.resolve("keys.jsonl");

        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "mes", "--rate-limit", "200",
                "--file", file.toString())).isZero();

        assertThat(ApiKeyFile.read(file).get(0).rateLimit()).isEqualTo(200);
        assertThat(stdout()).contains("rate limit 200/s");
        out.reset();
        run(Map.of(), "list", "--file", file.toString());
        assertThat(stdout()).contains("RATE/S", "200");
        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "x", "--rate-limit", "fast",
                "--file", file.toString())).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "x", "--rate-limit", "0",
                "--file", file.toString())).isEqualTo(KeysCommand.USAGE);
        assertThat(ApiKeyFile.read(file)).hasSize(1);
    }

    @Test
    void createAppendsSoExistingKeysStay() throws Exception {
        Path file = dir.resolve("keys.jsonl");
        run(Map.of(), "create", "--environment", "sandbox", "--owner", "a", "--file", file.toString());
        run(Map.of(), "create", "--environment", "sandbox", "--owner", "b", "--file", file.toString());

        assertThat(ApiKeyFile.read(file)).extracting(ApiKeyRecord::owner).containsExactly("a", "b");
    }

    @Test
    void revokeMarksTheKeyRevokedAndKeepsTheOthers() throws Exception {
        Path file = dir.resolve("keys.jsonl");
        run(Map.of(), "create", "--environment", "sandbox", "--owner", "a", "--file", file.toString());
        run(Map.of(), "create", "--environment", "sandbox", "--owner", "b", "--file", file.toString());
        String id = ApiKeyFile.read(file).get(0).id();

        assertThat(run(Map.of(), "revoke", id, "--file", file.toString())).isZero();

        List<ApiKeyRecord> records = ApiKeyFile.read(file);
        assertThat(records.get(0).revoked()).isEqualTo(NOW);
        assertThat(records.get(1).revoked()).isNull();
        assertThat(stdout()).contains("Revoked " + id);
        assertThat(run(Map.of(), "revoke", id, "--file", file.toString())).isZero();
        assertThat(stdout()).contains("already revoked");
    }

    @Test
    void revokeOfUnknownIdFails() throws Exception {
        Path file = dir.resolve("keys.jsonl");
        run(Map.of(), "create", "--environment", "sandbox", "--owner", "a", "--file", file.toString());

        assertThat(run(Map.of(), "revoke", "key_0000000000000000", "--file", file.toString())).isEqualTo(KeysCommand.FAILED);
        assertThat(stderr()).contains("no key with id");
    }

    @Test
    void listShowsStatusButNeverKeysOrHashes() throws Exception {
        Path file = dir.resolve("keys.jsonl");
        run(Map.of(), "create", "--environment", "sandbox", "--owner", "acme", "--file", file.toString());
        String key = lastLine(stdout());
        out.reset();

        assertThat(run(Map.of(), "list", "--file", file.toString())).isZero();

        String listing = stdout();
        assertThat(listing).contains("acme", "active", "sandbox", "health:read")
                .doesNotContain(key, ApiKeyFormat.sha256Hex(key), "sha256");
    }

    @Test
    void usageErrorsExitWith2AndExplain() {
        assertThat(run(Map.of())).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "rotate")).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "create", "--owner", "a", "--file", "x")).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "create", "--environment", "staging", "--owner", "a", "--file", "x"))
                .isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "a", "--scopes", "admin:all",
                "--file", "x")).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "a", "--expires", "2020-01-01",
                "--file", "x")).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "a")).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "list", "--file")).isEqualTo(KeysCommand.USAGE);
        assertThat(run(Map.of(), "list", "--colour", "red", "--file", "x")).isEqualTo(KeysCommand.USAGE);
        assertThat(stderr()).contains("Usage:", "--environment is required", "unknown scope", "in the future",
                "ERP_API_KEYS_FILE", "unknown option --colour");
        assertThat(Files.exists(Path.of("x"))).isFalse();
    }

    @Test
    void createRefusesToAppendToAnInvalidFile() throws Exception {
        Path file = dir.resolve("keys.jsonl");
        Files.writeString(file, "garbage\n");

        assertThat(run(Map.of(), "create", "--environment", "sandbox", "--owner", "a", "--file", file.toString()))
                .isEqualTo(KeysCommand.FAILED);
        assertThat(Files.readString(file)).isEqualTo("garbage\n");
        assertThat(stderr()).contains("line 1");
    }

    private int run(Map<String, String> env, String... args) {
        PrintStream stdout = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream stderr = new PrintStream(err, true, StandardCharsets.UTF_8);
        return new KeysCommand(stdout, stderr, Clock.fixed(NOW, ZoneOffset.UTC), new SecureRandom(), env).run(args);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1];
    }
}
