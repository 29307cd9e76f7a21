package com.pharmaerp.api.platform.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.config.Environment;

class KeySetTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void findsEveryKeyAmongManyByItsDigest() {
        List<ApiKeyRecord> records = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            records.add(record("key_" + i, ApiKeyFormat.sha256Hex("key number " + i)));
        }
        KeySet keys = new KeySet(records);

        for (int i = 0; i < 500; i++) {
            assertThat(keys.find(ApiKeyFormat.sha256("key number " + i))).get().extracting(ApiKeyRecord::id)
                    .isEqualTo("key_" + i);
        }
        assertThat(keys.find(ApiKeyFormat.sha256("key number 500"))).isEmpty();
    }

    @Test
    void digestsSharingTheIndexedPrefixAreToldApartByTheFullDigest() {
        String prefix = "00112233445566778899aabbccddeeff";
        List<ApiKeyRecord> records = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            records.add(record("key_" + i, prefix + "%032x".formatted(i * 7L)));
        }
        records.add(record("key_before", "0".repeat(64)));
        records.add(record("key_after", "f".repeat(64)));
        KeySet keys = new KeySet(records);

        for (int i = 0; i < 5; i++) {
            assertThat(keys.find(digest(prefix + "%032x".formatted(i * 7L)))).get().extracting(ApiKeyRecord::id)
                    .isEqualTo("key_" + i);
        }
        assertThat(keys.find(digest(prefix + "%032x".formatted(1L)))).isEmpty();
        assertThat(keys.find(digest("0".repeat(64)))).get().extracting(ApiKeyRecord::id).isEqualTo("key_before");
        assertThat(keys.find(digest("f".repeat(64)))).get().extracting(ApiKeyRecord::id).isEqualTo("key_after");
    }

    @Test
    void anEmptySetFindsNothing() {
        assertThat(new KeySet(List.of()).find(ApiKeyFormat.sha256("anything"))).isEmpty();
    }

    private static ApiKeyRecord record(String id, String sha256Hex) {
        return new ApiKeyRecord(id, sha256Hex, Environment.SANDBOX, "owner", List.of(), NOW, null, null);
    }

    private static byte[] digest(String hex) {
        return HexFormat.of().parseHex(hex);
    }
}
