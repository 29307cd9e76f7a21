package com.pharmaerp.api.platform.requestid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class RequestIdsTest {

    @Test
    void saneIdsAreShortTokensOfSafeCharacters() {
        assertThat(RequestIds.isSane("abc-DEF_012.3")).isTrue();
        assertThat(RequestIds.isSane("x".repeat(128))).isTrue();
        assertThat(RequestIds.isSane("x".repeat(129))).isFalse();
        assertThat(RequestIds.isSane("")).isFalse();
        assertThat(RequestIds.isSane(null)).isFalse();
        for (String bad : new String[] { "a b", "a\r\nSet-Cookie: x", "a\u0000", "ä", "a/b", "a:b", "{x}", "a\tb" }) {
            assertThat(RequestIds.isSane(bad)).as(bad).isFalse();
        }
    }

    @Test
    void generatedIdsAreSaneVersionFourUuidsAndUnique() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = RequestIds.generate();
            assertThat(RequestIds.isSane(id)).isTrue();
            assertThat(java.util.UUID.fromString(id).version()).isEqualTo(4);
            assertThat(java.util.UUID.fromString(id).variant()).isEqualTo(2);
            ids.add(id);
        }
        assertThat(ids).hasSize(10_000);
    }
}
