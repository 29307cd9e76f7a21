package com.pharmaerp.api.platform.persistence;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.zip.CRC32C;

import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * The position after the last item of a page in a newest-first list: its creation time and id.
 * Opaque to callers (base64url, with a checksum); a cursor that does not decode, or was altered,
 * is 400 invalid_cursor.
 */
public record Cursor(Instant createdAt, String id) {

    /** Longer is not one of ours. */
    public static final int MAX_LENGTH = 200;

    public String encode() {
        String content = createdAt + "|" + id;
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((content + "|" + checksum(content)).getBytes(StandardCharsets.UTF_8));
    }

    /** @return null for no cursor (the first page) */
    public static Cursor decode(String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(value), StandardCharsets.UTF_8);
            int bar = text.indexOf('|');
            int last = text.lastIndexOf('|');
            if (bar > 0 && last > bar + 1 && value.length() <= MAX_LENGTH
                    && text.substring(last + 1).equals(checksum(text.substring(0, last)))) {
                return new Cursor(Instant.parse(text.substring(0, bar)), text.substring(bar + 1, last));
            }
        } catch (IllegalArgumentException | DateTimeParseException e) {
            // answered below
        }
        throw invalid();
    }

    /** Tells a cursor we issued from one altered on the way (CRC-32C of its content, in hex). */
    private static String checksum(String content) {
        CRC32C crc = new CRC32C();
        crc.update(content.getBytes(StandardCharsets.UTF_8));
        return Long.toHexString(crc.getValue());
    }

    public static ProblemException invalid() {
        return new ProblemException(PersistenceProblem.INVALID_CURSOR,
                "The cursor is not one this service issued; pass nextCursor from the previous page unchanged.");
    }
}
