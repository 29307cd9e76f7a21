package com.pharmaerp.api.platform.persistence;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The resource conventions as pure logic: ids, ETags and If-Match, cursors, merge patch. */
class ConventionsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void idsArePrefixedRandomAndRecognisedOnlyForTheirType() {
        String id = Ids.next("mat");

        assertThat(id).matches("mat_[0-9A-Za-z]{16}");
        assertThat(Ids.next("mat")).isNotEqualTo(id);
        assertThat(Ids.looksLike("mat", id)).isTrue();
        assertThat(Ids.looksLike("loc", id)).isFalse();
        assertThat(Ids.looksLike("mat", "mat_' or 1=1 --xxxx")).isFalse();
        assertThat(Ids.looksLike("mat", null)).isFalse();
    }

    @Test
    void ifMatchIsRequiredMustNameAVersionAndMustBeCurrent() {
        assertThat(Versions.etag(3)).isEqualTo("\"3\"");
        Versions.require(" \"3\" ", 3);
        assertRefused(() -> Versions.require(null, 3), "precondition_required");
        assertRefused(() -> Versions.require("W/\"3\"", 3), "precondition_failed");
        assertRefused(() -> Versions.require("\"three\"", 3), "precondition_failed");
        assertRefused(() -> Versions.require("\"2\"", 3), "precondition_failed");
    }

    @Test
    void aMissingIfMatchIsAnsweredWithTheCurrentETag() {
        assertThat(assertRefused(() -> Versions.require(null, 7), "precondition_required").detail())
                .contains("If-Match: \"7\"").doesNotContain("\"3\"");
    }

    @Test
    void cursorsRoundTripAndForeignOnesAreInvalid() {
        Cursor cursor = new Cursor(Instant.parse("2026-11-23T08:00:00.123456Z"), "mat_0123456789abcdef");

        assertThat(Cursor.decode(Cursor.bind(cursor.encode(), "/v1/materials"))).isEqualTo(cursor);
        assertThat(Cursor.decode(null)).isNull();
        assertRefused(() -> Cursor.decode("not-a-cursor"), "invalid_cursor");
        assertRefused(() -> Cursor.decode("bm90fGE"), "invalid_cursor");
        String issued = new String(java.util.Base64.getUrlDecoder().decode(cursor.encode()), java.nio.charset.StandardCharsets.UTF_8);
        String altered = issued.replace("mat_0123456789abcdef", "mat_0123456789abcdeg");
        assertRefused(() -> Cursor.decode(Cursor.bind(java.util.Base64.getUrlEncoder().withoutPadding()
                .encodeToString(altered.getBytes(java.nio.charset.StandardCharsets.UTF_8)), "/v1/materials")), "invalid_cursor");
    }

    @Test
    void aCursorIsBoundToTheListAndFiltersItWasHandedOutWith() {
        String cursor = Cursor.bind(new Cursor(Instant.parse("2026-11-23T08:00:00Z"), "lot_1").encode(), "/v1/lots?status=released");

        Cursor.requireBoundTo(cursor, "/v1/lots?status=released");
        assertRefused(() -> Cursor.requireBoundTo(cursor, "/v1/lots"), "invalid_cursor");
        assertRefused(() -> Cursor.requireBoundTo(cursor, "/v1/materials?status=released"), "invalid_cursor");
        assertRefused(() -> Cursor.requireBoundTo(cursor.substring(0, cursor.lastIndexOf('.')), "/v1/lots?status=released"),
                "invalid_cursor");
    }

    @Test
    void mergePatchReplacesMergesAndRemovesAsRfc7386Says() throws Exception {
        JsonNode target = JSON.readTree("{\"a\":\"b\",\"c\":{\"d\":\"e\",\"f\":\"g\"}}");
        JsonNode patch = JSON.readTree("{\"a\":\"z\",\"c\":{\"f\":null}}");

        assertThat(MergePatch.merge(target, patch)).isEqualTo(JSON.readTree("{\"a\":\"z\",\"c\":{\"d\":\"e\"}}"));
        assertThat(MergePatch.merge(target, JSON.readTree("[1]"))).isEqualTo(JSON.readTree("[1]"));
        assertThat(target).isEqualTo(JSON.readTree("{\"a\":\"b\",\"c\":{\"d\":\"e\",\"f\":\"g\"}}"));
    }
}
