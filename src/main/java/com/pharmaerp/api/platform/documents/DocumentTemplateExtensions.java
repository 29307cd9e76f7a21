package com.pharmaerp.api.platform.documents;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.qute.TemplateExtension;

/**
 * How documents print times, in UTC to the second and saying so (21 CFR 11.50 asks for date and time),
 * and audit changes, as rows a reader can follow.
 */
@TemplateExtension
public final class DocumentTemplateExtensions {

    private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    private DocumentTemplateExtensions() {
    }

    /** {@code {signedAt.utc}}: e.g. 2026-11-25 14:09:26 UTC. */
    static String utc(Instant instant) {
        return UTC.format(instant);
    }

    /** {@code {event.changes.rows}}: an audit event's changes, a {@code field: from → to} row each. */
    static List<ChangeRow> rows(JsonNode changes) {
        return ChangeRow.of(changes);
    }
}
