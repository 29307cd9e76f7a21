package com.pharmaerp.api.platform.persistence;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.zip.CRC32C;

import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * The position after the last item of a page in a newest-first list: its creation time and id.
 * Opaque to callers: the position (base64url, with a checksum), a dot, and a tag that ties it to
 * the list and filters that handed it out ({@link #bind}). A cursor that does not decode, was
 * altered, or is sent to another list or with other filters, is 400 invalid_cursor.
 */
public record Cursor(Instant createdAt, String id) {

    /** Longer is not one of ours. */
    public static final int MAX_LENGTH = 200;

    public String encode() {
        String content = createdAt + "|" + id;
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((content + "|" + checksum(content)).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The position of a cursor a list handed out; its tag is not checked here but by
     * {@link #requireBoundTo}, with the request's list, before the list runs.
     *
     * @return null for no cursor (the first page)
     */
    public static Cursor decode(String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        int dot = value.lastIndexOf('.');
        if (dot < 0) {
            throw invalid();
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(value.substring(0, dot)), StandardCharsets.UTF_8);
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

    /**
     * The cursor as a list hands it out: an encoded position, a dot, and a tag of the list and
     * position, so that the cursor only works where it came from.
     *
     * @param list the list's path and filters, e.g. {@code /v1/lots?status=released}
     */
    public static String bind(String position, String list) {
        return position + '.' + checksum(list + '\n' + position);
    }

    /** @throws ProblemException 400 invalid_cursor unless this list with these filters handed the cursor out */
    public static void requireBoundTo(String value, String list) {
        int dot = value.lastIndexOf('.');
        if (dot < 0 || !value.substring(dot + 1).equals(checksum(list + '\n' + value.substring(0, dot)))) {
            throw new ProblemException(PersistenceProblem.INVALID_CURSOR, "The cursor belongs to another list or to other "
                    + "filters; send it to the path, with the filters, of the page that returned it (only limit may change).");
        }
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
