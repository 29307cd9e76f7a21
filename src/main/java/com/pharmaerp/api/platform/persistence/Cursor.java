package com.pharmaerp.api.platform.persistence;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;

import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * The position after the last item of a page in a newest-first list: its creation time and id.
 * Opaque to callers (base64url); a cursor that does not decode is 400 invalid_cursor.
 */
public record Cursor(Instant createdAt, String id) {

    /** Longer is not one of ours. */
    public static final int MAX_LENGTH = 200;

    public String encode() {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((createdAt + "|" + id).getBytes(StandardCharsets.UTF_8));
    }

    /** @return null for no cursor (the first page) */
    public static Cursor decode(String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(value), StandardCharsets.UTF_8);
            int bar = text.indexOf('|');
            if (bar > 0 && bar < text.length() - 1 && value.length() <= MAX_LENGTH) {
                return new Cursor(Instant.parse(text.substring(0, bar)), text.substring(bar + 1));
            }
        } catch (IllegalArgumentException | DateTimeParseException e) {
            // answered below
        }
        throw invalid();
    }

    public static ProblemException invalid() {
        return new ProblemException(PersistenceProblem.INVALID_CURSOR,
                "The cursor is not one this service issued; pass nextCursor from the previous page unchanged.");
    }
}
