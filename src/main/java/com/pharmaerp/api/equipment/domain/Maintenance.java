package com.pharmaerp.api.equipment.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

/** One maintenance, never changed; a preventive one moves the piece's next due date ({@code nextDueOn}). */
public record Maintenance(String id, Kind kind, String description, String performedBy, Instant performedAt,
        LocalDate nextDueOn) {

    public static final String ID_PREFIX = "mnt";

    public enum Kind {
        PREVENTIVE, CORRECTIVE;

        public static final String PATTERN = "preventive|corrective";

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
