package com.pharmaerp.api.platform.users;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.files.Attachment;

class StoredSignaturesTest {

    private static final Instant SIGNED_AT = Instant.parse("2026-11-29T08:15:30.123456Z");

    @Test
    void aSignatureReadsBackAsItWasStoredWithItsQualificationsAndBoundFiles() {
        Signature signed = new Signature("usr_qa1", "Quinn Auditor", "approval", "Meets specification", SIGNED_AT, 3,
                List.of(new Qualification("GMP-101", LocalDate.parse("2026-01-10"), LocalDate.parse("2027-01-10"))),
                List.of(new Attachment.Evidence("fil_1", "coa.pdf", "ab".repeat(32))));

        assertThat(Signature.fromJson(signed.toJson())).isEqualTo(signed);
    }

    @Test
    void aStoredFormInAnotherFieldOrderWithoutItsListsReadsWithEmptyLists() {
        String stored = "{ \"version\": 2, \"signedAt\": \"2026-11-29T08:15:30Z\", \"reason\": null, \"meaning\": \"review\","
                + " \"printedName\": \"R\\u00e9viewer\", \"userId\": \"usr_2\" }";

        assertThat(Signature.fromJson(stored)).isEqualTo(new Signature("usr_2", "Réviewer", "review", null,
                Instant.parse("2026-11-29T08:15:30Z"), 2));
    }

    @Test
    void aFieldALaterVersionStoredIsSkipped() {
        String stored = "{\"userId\":\"usr_3\",\"witness\":{\"userId\":\"usr_4\",\"notes\":[1,2]},\"printedName\":\"P\","
                + "\"meaning\":\"verification\",\"reason\":\"ok\",\"signedAt\":\"2026-11-29T08:15:30.5Z\",\"version\":1}";

        assertThat(Signature.fromJson(stored)).isEqualTo(new Signature("usr_3", "P", "verification", "ok",
                Instant.parse("2026-11-29T08:15:30.5Z"), 1));
    }

    @Test
    void storedJsonThatIsNotAnObjectIsRefused() {
        assertThatThrownBy(() -> Signature.fromJson("[\"usr_1\"]")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not a JSON object");
    }

    @Test
    void storedTextThatIsNotJsonIsRefused() {
        assertThatThrownBy(() -> Signature.fromJson("{\"userId\": ")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not JSON");
    }

    @Test
    void noStoredSignatureIsNone() {
        assertThat(Signature.fromJson(null)).isNull();
    }
}
