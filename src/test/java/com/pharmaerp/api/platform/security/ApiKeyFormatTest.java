package com.pharmaerp.api.platform.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.config.Environment;

class ApiKeyFormatTest {

    private final SecureRandom random = new SecureRandom();

    @Test
    void generatedKeysHaveTheEnvironmentPrefixFortyRandomBase62CharactersAndAChecksum() {
        String live = ApiKeyFormat.generate(Environment.PRODUCTION, random);
        String test = ApiKeyFormat.generate(Environment.SANDBOX, random);

        assertThat(live).matches("erp_live_[0-9A-Za-z]{46}");
        assertThat(test).matches("erp_test_[0-9A-Za-z]{46}");
        assertThat(ApiKeyFormat.environmentOf(live)).isEqualTo(Environment.PRODUCTION);
        assertThat(ApiKeyFormat.environmentOf(test)).isEqualTo(Environment.SANDBOX);
    }

    @Test
    void generatedKeysAreUnique() {
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            keys.add(ApiKeyFormat.generate(Environment.SANDBOX, random));
        }
        assertThat(keys).hasSize(10_000);
    }

    @Test
    void everySingleCharacterChangeIsCaughtByTheChecksum() {
        String key = ApiKeyFormat.generate(Environment.SANDBOX, random);
        for (int i = "erp_test_".length(); i < key.length(); i++) {
            for (char c : Base62.ALPHABET.toCharArray()) {
                if (c != key.charAt(i)) {
                    String changed = key.substring(0, i) + c + key.substring(i + 1);
                    assertThatThrownBy(() -> ApiKeyFormat.environmentOf(changed)).as("position %d -> %s", i, c)
                            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("checksum");
                }
            }
        }
    }

    @Test
    void swappedAdjacentCharactersAreCaughtByTheChecksum() {
        String key = ApiKeyFormat.generate(Environment.SANDBOX, random);
        for (int i = "erp_test_".length(); i < key.length() - 1; i++) {
            if (key.charAt(i) != key.charAt(i + 1)) {
                String swapped = key.substring(0, i) + key.charAt(i + 1) + key.charAt(i) + key.substring(i + 2);
                assertThatThrownBy(() -> ApiKeyFormat.environmentOf(swapped)).isInstanceOf(IllegalArgumentException.class);
            }
        }
    }

    @Test
    void rejectsOtherPrefixesWrongLengthsAndCharactersWithoutRepeatingTheKey() {
        String key = ApiKeyFormat.generate(Environment.SANDBOX, random);
        String[] bad = { "erp_prod_" + key.substring(9), key.substring(0, key.length() - 1), key + "0",
                key.substring(0, 20) + "-" + key.substring(21), "ERP_TEST_" + key.substring(9), "" };
        for (String candidate : bad) {
            assertThatThrownBy(() -> ApiKeyFormat.environmentOf(candidate)).isInstanceOf(IllegalArgumentException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain(key.substring(9, 30)));
        }
    }

    @Test
    void keysIssuedByEarlierReleasesStayWellFormed() {
        // Issued by the release before the checksum check was rewritten; key files hold keys like it.
        assertThat(ApiKeyFormat.environmentOf("erp_test_Y8LU3E2M77Ud7icLNr6JUFxsV5LCrg1D8A0rXc3n4D4Ftz"))
                .isEqualTo(Environment.SANDBOX);
    }

    @Test
    void base62DecodingInvertsEncodingAcrossTheChecksumRange() {
        for (long value : new long[] { 0, 1, 61, 62, 3843, 0xFFFFFFFFL, 56_800_235_583L }) {
            assertThat(Base62.decode(Base62.encode(value, 6), 0, 6)).isEqualTo(value);
        }
        for (char c : Base62.ALPHABET.toCharArray()) {
            assertThat(Base62.ALPHABET.charAt(Base62.digit(c))).isEqualTo(c);
        }
        for (char c : "-_ /:@[`{~\u00e9".toCharArray()) {
            assertThat(Base62.digit(c)).isEqualTo(-1);
        }
    }

    @Test
    void sha256IsTheHexDigestOfTheWholeKey() {
        assertThat(ApiKeyFormat.sha256Hex("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
