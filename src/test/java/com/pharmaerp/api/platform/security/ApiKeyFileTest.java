package com.pharmaerp.api.platform.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.pharmaerp.api.platform.config.Environment;

class ApiKeyFileTest {

    private static final String HASH = "a".repeat(64);
    private static final ApiKeyRecord RECORD = new ApiKeyRecord("key_0123456789abcdef", HASH, Environment.SANDBOX, "Acme Pharma",
            List.of("health:read"), Instant.parse("2026-01-01T00:00:00Z"), Instant.parse("2027-01-01T00:00:00Z"), null);

    @Test
    void recordSurvivesFormatAndParse() throws Exception {
        assertThat(ApiKeyFile.parse(ApiKeyFile.format(RECORD) + "\n")).containsExactly(RECORD);
    }

    @Test
    void formattedLineHoldsTheHashNeverAKey() {
        assertThat(ApiKeyFile.format(RECORD)).contains("\"hash\":\"sha256:" + HASH + "\"").doesNotContain("erp_");
    }

    @Test
    void blankLinesAndCommentsAreIgnored() throws Exception {
        String content = "# keys for acme\n\n" + ApiKeyFile.format(RECORD) + "\n   \n";

        assertThat(ApiKeyFile.parse(content)).hasSize(1);
    }

    @Test
    void emptyFileIsAnEmptyKeySet() throws Exception {
        assertThat(ApiKeyFile.parse("")).isEmpty();
    }

    @Test
    void fileWithoutTrailingNewlineIsRejectedAsHalfWritten() {
        assertThatThrownBy(() -> ApiKeyFile.parse(ApiKeyFile.format(RECORD))).isInstanceOf(InvalidKeyFileException.class)
                .hasMessageContaining("incomplete");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "not json|not a JSON object",
            "[1,2]|not a JSON object",
            "{\"hash\":\"sha256:a\"}|field 'id' is missing",
            "{\"id\":\"key_short\"}|field 'id' must look like",
            "{\"id\":\"key_0123456789abcdef\",\"hash\":\"md5:abc\"}|field 'hash' must be sha256",
            "{\"id\":\"key_0123456789abcdef\",\"hash\":\"sha256:ABCDEF\"}|field 'hash' must be sha256",
    })
    void invalidLinesNameTheLineAndField(String line, String message) {
        assertThatThrownBy(() -> ApiKeyFile.parse("# header\n" + line + "\n")).isInstanceOf(InvalidKeyFileException.class)
                .hasMessageStartingWith("line 2:").hasMessageContaining(message);
    }

    @Test
    void invalidFieldValuesAreRejected() {
        String base = ApiKeyFile.format(RECORD);
        assertInvalid(base.replace("\"sandbox\"", "\"staging\""), "environment");
        assertInvalid(base.replace("\"Acme Pharma\"", "\"\""), "owner");
        assertInvalid(base.replace("\"health:read\"", "\"everything\""), "scopes");
        assertInvalid(base.replace("2027-01-01T00:00:00Z", "next year"), "expires");
        assertInvalid(base.replace("\"created\":\"2026-01-01T00:00:00Z\",", ""), "created");
    }

    @Test
    void rateLimitRoundTripsAndMustBeAPositiveWholeNumber() throws Exception {
        ApiKeyRecord limited = new ApiKeyRecord(RECORD.id(), HASH, Environment.SANDBOX, "x", List.of(), RECORD.created(),
                null, null, 250, ApiKeyRecord.DEFAULT_TENANT);
        String line = ApiKeyFile.format(limited);

        assertThat(ApiKeyFile.parse(line + "\n")).containsExactly(limited);
        assertInvalid(line.replace("\"rateLimit\":250", "\"rateLimit\":0"), "rateLimit");
        assertInvalid(line.replace("\"rateLimit\":250", "\"rateLimit\":1.5"), "rateLimit");
        assertInvalid(line.replace("\"rateLimit\":250", "\"rateLimit\":\"fast\""), "rateLimit");
        assertInvalid(line.replace("\"rateLimit\":250", "\"rateLimit\":100001"), "rateLimit");
    }

    @Test
    void tenantRoundTripsAndARecordWithoutOneBelongsToTheDefaultTenant() throws Exception {
        ApiKeyRecord acme = new ApiKeyRecord(RECORD.id(), HASH, Environment.SANDBOX, "x", List.of(), RECORD.created(),
                null, null, null, "acme");
        String line = ApiKeyFile.format(acme);

        assertThat(line).contains("\"tenant\":\"acme\"");
        assertThat(ApiKeyFile.parse(line + "\n")).containsExactly(acme);
        assertThat(ApiKeyFile.parse(line.replace(",\"tenant\":\"acme\"", "") + "\n")).singleElement()
                .extracting(ApiKeyRecord::tenant).isEqualTo("default");
        assertInvalid(line.replace("\"tenant\":\"acme\"", "\"tenant\":\"Acme Pharma\""), "tenant");
        assertInvalid(line.replace("\"tenant\":\"acme\"", "\"tenant\":\"a'; drop\""), "tenant");
    }

    @Test
    void duplicateIdsOrHashesAreRejected() {
        String line = ApiKeyFile.format(RECORD);
        assertThatThrownBy(() -> ApiKeyFile.parse(line + "\n" + line + "\n")).isInstanceOf(InvalidKeyFileException.class)
                .hasMessageContaining("occurs twice");
        String sameHash = ApiKeyFile.format(new ApiKeyRecord("key_fedcba9876543210", HASH, Environment.SANDBOX, "x",
                List.of(), RECORD.created(), null, null));
        assertThatThrownBy(() -> ApiKeyFile.parse(line + "\n" + sameHash + "\n")).hasMessageContaining("same key hash");
    }

    @Test
    void appendAddsOneLineAndWriteReplacesAtomically(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("keys.jsonl");
        ApiKeyFile.append(file, RECORD);
        ApiKeyRecord second = new ApiKeyRecord("key_fedcba9876543210", "b".repeat(64), Environment.PRODUCTION, "Beta",
                List.of(), RECORD.created(), null, null);
        ApiKeyFile.append(file, second);
        assertThat(ApiKeyFile.read(file)).containsExactly(RECORD, second);

        ApiKeyFile.write(file, List.of(second.revokedAt(Instant.parse("2026-06-01T00:00:00Z"))));

        assertThat(ApiKeyFile.read(file)).singleElement().extracting(ApiKeyRecord::revoked)
                .isEqualTo(Instant.parse("2026-06-01T00:00:00Z"));
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void appendRepairsAMissingFinalNewlineBeforeAdding(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("keys.jsonl");
        Files.writeString(file, "# hand-edited, no newline at end");

        ApiKeyFile.append(file, RECORD);

        assertThat(ApiKeyFile.read(file)).containsExactly(RECORD);
    }

    private static void assertInvalid(String line, String field) {
        assertThatThrownBy(() -> ApiKeyFile.parse(line + "\n")).isInstanceOf(InvalidKeyFileException.class)
                .hasMessageContaining("field '" + field + "'");
    }
}
